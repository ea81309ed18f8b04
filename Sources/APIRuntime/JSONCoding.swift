import Foundation

/// JSON coding set up for real APIs: ISO 8601 dates, with or without fractional seconds on decode.
public enum JSONCoding {
  public static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = parseDate(text) { return date }
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected an ISO 8601 date-time, found '\(text)'")
    }
    return decoder
  }

  public static func encoder(sortedKeys: Bool = false) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(formatDate(date))
    }
    encoder.outputFormatting = sortedKeys ? [.sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
    return encoder
  }

  /// ISO 8601 in UTC, with the fraction of a second to the microsecond when there is one (Python's and
  /// PostgreSQL's precision): `2026-11-25T08:15:30Z`, `2026-11-25T08:15:30.123456Z`.
  static func formatDate(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    var whole = seconds.rounded(.down)
    var micros = Int(((seconds - whole) * 1_000_000).rounded())
    if micros == 1_000_000 {
      whole += 1
      micros = 0
    }
    let text = Date(timeIntervalSince1970: whole).formatted(.iso8601)
    guard micros > 0 else { return text }
    var fraction = String(micros)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return text.dropLast() + "." + fraction + "Z"
  }

  /// ISO 8601 with or without a fraction of a second, and leniently what Python servers also write: a space for
  /// the `T` (`str(datetime)`), and no zone at all (a naive `datetime`), read as UTC.
  static func parseDate(_ text: String) -> Date? {
    if let date = try? Date(text, strategy: .iso8601) { return date }
    if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
    var lenient = text
    if lenient.count > 10, lenient[lenient.index(lenient.startIndex, offsetBy: 10)] == " " {
      lenient.replaceSubrange(
        lenient.index(lenient.startIndex, offsetBy: 10)...lenient.index(lenient.startIndex, offsetBy: 10), with: "T")
    }
    if let time = lenient.firstIndex(of: "T"), !lenient[time...].contains(where: { "Zz+-".contains($0) }) {
      lenient += "Z"
    }
    guard lenient != text else { return nil }
    if let date = try? Date(lenient, strategy: .iso8601) { return date }
    return try? Date(lenient, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
