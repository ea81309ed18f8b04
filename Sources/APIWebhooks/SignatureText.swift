import Foundation

/// The encodings signatures travel in.
enum SignatureText {
  /// The bytes a hexadecimal string spells (either case), or nil when it is not an even run of hex digits.
  static func hexBytes(_ text: Substring) -> [UInt8]? {
    let utf8 = Array(text.utf8)
    guard !utf8.isEmpty, utf8.count.isMultiple(of: 2) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count / 2)
    var index = 0
    while index < utf8.count {
      guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    return bytes
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A Unix time in whole seconds, as the schemes that sign one write it (digits only, no sign or fraction).
  static func unixTime(_ text: Substring) -> Date? {
    guard !text.isEmpty, text.utf8.count <= 12, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      let seconds = Int64(text)
    else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// Whether `signedAt` is within `tolerance` of `now`, either side: a timestamp from the future is as suspect as
  /// a stale one.
  static func isWithin(_ tolerance: Duration, signedAt: Date, now: Date) -> Bool {
    let seconds = Double(tolerance.components.seconds) + Double(tolerance.components.attoseconds) / 1e18
    return abs(now.timeIntervalSince(signedAt)) <= seconds
  }
}
