/// The lowercased `type/subtype` of a media type, without parameters or surrounding blanks:
/// `Application/JSON; charset=utf-8` is `application/json`.
///
/// Read from UTF-8 bytes without lowercasing or splitting copies: the translator asks it several times for every
/// request and response body of a spec.
enum MediaEssence {
  static func of(_ contentType: String) -> String {
    let utf8 = contentType.utf8
    var end = utf8.firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex
    var start = utf8.startIndex
    while start < end, utf8[start] == UInt8(ascii: " ") || utf8[start] == UInt8(ascii: "\t") {
      start = utf8.index(after: start)
    }
    while end > start {
      let before = utf8.index(before: end)
      guard utf8[before] == UInt8(ascii: " ") || utf8[before] == UInt8(ascii: "\t") else { break }
      end = before
    }
    let essence = utf8[start..<end]
    if essence.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 }) {
      return String(Substring(essence)).lowercased()
    }
    return String(Substring(essence))
  }
}
