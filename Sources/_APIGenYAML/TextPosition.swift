/// Converts between byte offsets in a UTF-8 text and 1-based line:column marks.
enum TextPosition {
  /// The mark of the character that starts at `offset`.
  static func mark(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return Mark(line: line, column: column)
  }

  /// The offset of the first byte of the character at `mark`, or nil when the text has no such position.
  static func byteOffset(of mark: Mark, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var line = 1
    var index = 0
    while line < mark.line {
      guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      index = newline + 1
      line += 1
    }
    var column = 1
    while column < mark.column, index < bytes.count {
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      column += 1
    }
    return index < bytes.count ? index : nil
  }
}
