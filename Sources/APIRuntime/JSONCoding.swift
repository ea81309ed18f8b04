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
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = sortedKeys ? [.sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
    return encoder
  }

  static func parseDate(_ text: String) -> Date? {
    if let date = try? Date(text, strategy: .iso8601) { return date }
    return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
