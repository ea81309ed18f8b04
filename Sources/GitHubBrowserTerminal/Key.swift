/// A key press, decoded from the bytes a terminal in raw mode sends.
package enum Key: Hashable, Sendable {
  case character(Character)
  case enter
  case backspace
  case tab
  case escape
  case up
  case down
  case pageUp
  case pageDown
  /// Control plus a letter, as the lowercase letter: `.control("r")` for Ctrl-R.
  case control(Character)

  /// Decodes `bytes` (whole keys: `KeyDecoder` holds back what a read leaves unfinished) into keys. An escape byte
  /// followed by `[` or `O` starts a cursor-key sequence; an escape byte on its own is the Escape key. Unknown
  /// sequences are dropped, not typed.
  package static func parse(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      guard !text.isEmpty else { return }
      keys += String(decoding: text, as: UTF8.self).map(Key.character)
      text.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1b:
        flushText()
        switch EscapeSequence(in: bytes, escapeAt: index - 1) {
        case .escapeKey:
          keys.append(.escape)
        case .unfinished:
          index = bytes.count
        case .finished(let parameters, let finalByteAt):
          switch (bytes[finalByteAt], String(decoding: bytes[parameters], as: UTF8.self)) {
          case (UInt8(ascii: "A"), _): keys.append(.up)
          case (UInt8(ascii: "B"), _): keys.append(.down)
          case (UInt8(ascii: "~"), "5"): keys.append(.pageUp)
          case (UInt8(ascii: "~"), "6"): keys.append(.pageDown)
          default: break
          }
          index = finalByteAt + 1
        }
      case 0x0d, 0x0a:
        flushText()
        keys.append(.enter)
      case 0x7f, 0x08:
        flushText()
        keys.append(.backspace)
      case 0x09:
        flushText()
        keys.append(.tab)
      case 0x01...0x1a:
        flushText()
        keys.append(.control(Character(UnicodeScalar(byte + 0x60))))
      case 0x00...0x1f:
        flushText()
      default:
        text.append(byte)
      }
    }
    flushText()
    return keys
  }
}

/// What follows an escape byte: a cursor-key sequence (`[` or `O`, parameter bytes such as digits and `;`, then one
/// final byte), the start of one the bytes end inside, or nothing of the kind (the Escape key). `Key.parse` and
/// `KeyDecoder` both read escapes through this, so what one decodes the other never splits.
enum EscapeSequence: Equatable {
  case escapeKey
  case unfinished
  /// A whole sequence: the indices of its parameter bytes (empty when it has none) and of its final byte.
  case finished(parameters: Range<Int>, finalByteAt: Int)

  init(in bytes: [UInt8], escapeAt escape: Int) {
    let introducer = escape + 1
    guard introducer < bytes.count, bytes[introducer] == UInt8(ascii: "[") || bytes[introducer] == UInt8(ascii: "O")
    else {
      self = .escapeKey
      return
    }
    var end = introducer + 1
    while end < bytes.count, (0x30...0x3f).contains(bytes[end]) { end += 1 }
    self = end < bytes.count ? .finished(parameters: (introducer + 1)..<end, finalByteAt: end) : .unfinished
  }
}
