import APIRuntime
import Foundation
import Testing

/// Decodes JSON text with the runtime's coding, as a response would be.
func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
  try JSONCoding.decoder().decode(T.self, from: Data(json.utf8))
}

/// Encodes with the runtime's coding and returns the JSON object, for checking keys and values.
func encodeObject(_ value: some Encodable) throws -> [String: Any] {
  let data = try JSONCoding.encoder(sortedKeys: true).encode(value)
  return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
}

/// Encodes then decodes again.
func roundTrip<T: Codable>(_ value: T) throws -> T {
  try JSONCoding.decoder().decode(T.self, from: JSONCoding.encoder().encode(value))
}

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
