import GitHubBrowserTerminal
import Testing

@Suite struct KeyDecoderTests {
  @Test func aCharacterSplitAcrossReadsIsOneKey() {
    var decoder = KeyDecoder()
    let star = Array("★".utf8)
    #expect(decoder.keys(from: Array("a".utf8) + star.prefix(1)) == [.character("a")])
    #expect(decoder.keys(from: Array(star[1..<2])) == [])
    #expect(decoder.keys(from: Array(star[2...]) + Array("é".utf8)) == [.character("★"), .character("é")])
  }

  @Test func aCursorKeySplitAcrossReadsIsOneKey() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [0x1b]) == [.escape])
    #expect(decoder.keys(from: [0x1b, UInt8(ascii: "[")]) == [])
    #expect(decoder.keys(from: [UInt8(ascii: "A"), UInt8(ascii: "q")]) == [.up, .character("q")])
    #expect(decoder.keys(from: Array("\u{1b}[6".utf8)) == [])
    #expect(decoder.keys(from: Array("~\r".utf8)) == [.pageDown, .enter])
  }

  @Test func anyPointOfSplitGivesTheKeysOfTheWholeRead() {
    let bytes = Array("a\u{1b}[5~\u{1b}OA★\u{1b}[1;5B\u{1b}x".utf8)
    let whole = Key.parse(bytes)
    #expect(whole == [.character("a"), .pageUp, .up, .character("★"), .down, .escape, .character("x")])
    // Except right after an escape byte: a read ending there is the Escape key (terminals write a sequence whole).
    for split in 0...bytes.count where split == 0 || bytes[split - 1] != 0x1b {
      var decoder = KeyDecoder()
      let keys = decoder.keys(from: Array(bytes[..<split])) + decoder.keys(from: Array(bytes[split...]))
      #expect(keys == whole, "split at \(split)")
    }
  }

  @Test func wholeReadsDecodeAsTheyCome() {
    var decoder = KeyDecoder()
    #expect(
      decoder.keys(from: Array("sw\u{1b}[Bi\t".utf8)) == [
        .character("s"), .character("w"), .down, .character("i"), .tab,
      ])
    #expect(decoder.keys(from: Array("😀".utf8)) == [.character("😀")])
  }
}
