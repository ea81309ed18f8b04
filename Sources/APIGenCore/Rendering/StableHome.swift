/// Which numbered file a declaration goes to: a hash of its name (FNV-1a, the same in every run and on every
/// machine, unlike `Hasher`), so a declaration stays in its file whatever happens to the others. Spreading by size
/// in document order balanced the files better, but any edit that changed a size moved the boundaries after it: on
/// GitHub's full description an added operation or an added schema property rewrote three files each (and their
/// rebuild), where a fixed home rewrites the one file the declaration is in.
enum StableHome {
  /// `items` spread over `count` files by the hash of `name`, each file keeping the items' order.
  static func spread<Item>(_ items: [Item], count: Int, name: (Item) -> String) -> [[Item]] {
    var files: [[Item]] = Array(repeating: [], count: max(1, count))
    for item in items { files[file(for: name(item), count: files.count)].append(item) }
    return files
  }

  static func file(for name: String, count: Int) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    // FNV's low bits follow the last bytes closely (names ending alike would crowd one file): mix them first.
    hash ^= hash >> 33
    hash = hash &* 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    return Int(hash % UInt64(max(1, count)))
  }
}
