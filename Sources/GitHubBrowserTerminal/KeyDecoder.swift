/// Keys from a terminal's reads, in order. A read can end inside a character (a pasted "★" is three bytes) or
/// inside a cursor-key sequence; those bytes wait for the next read rather than being decoded in halves.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  package init() {}

  /// The keys `chunk` finishes, after what earlier reads left unfinished.
  package mutating func keys(from chunk: [UInt8]) -> [Key] {
    let bytes = pending + chunk
    let complete = Self.completeLength(of: bytes)
    pending = Array(bytes[complete...])
    return Key.parse(Array(bytes[..<complete]))
  }

  /// How many of `bytes` come before an unfinished escape sequence or UTF-8 character at their end. A lone escape
  /// byte at the end is the Escape key, as `Key.parse` reads it: terminals send a sequence in one write.
  static func completeLength(of bytes: [UInt8]) -> Int {
    if let escape = bytes.lastIndex(of: 0x1b), EscapeSequence(in: bytes, escapeAt: escape) == .unfinished {
      return escape
    }
    var lead = bytes.count - 1
    while lead >= 0, bytes.count - lead < 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
    guard lead >= 0, bytes[lead] >= 0xC0 else { return bytes.count }
    let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
    return bytes.count - lead < length ? lead : bytes.count
  }
}
