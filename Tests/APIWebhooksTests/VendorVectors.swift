import Foundation
import HTTPTypes

/// The signed requests Scripts/webhook-vectors.py had the vendors' own libraries make (and check).
struct VendorVectors: Decodable {
  struct Stripe: Decodable {
    var library, secret, olderSecret, body, header, rotatedHeader: String
    var signedAt: Int
  }

  struct StandardWebhooks: Decodable {
    var library, secret, olderSecret, body, id, signature, rotatedSignature: String
    var signedAt: Int
  }

  var stripe: Stripe
  var standardWebhooks: StandardWebhooks

  static func load() throws -> VendorVectors {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Webhooks/vendor-vectors.json")
    return try JSONDecoder().decode(VendorVectors.self, from: Data(contentsOf: file))
  }
}

extension HTTPFields {
  /// Header fields from name-value pairs, in order (a name may repeat).
  init(_ pairs: [(String, String)]) {
    self.init(pairs.map { HTTPField(name: HTTPField.Name($0.0)!, value: $0.1) })
  }
}

/// A body with one byte changed: what a tampering proxy or a re-encoding sends.
func tampered(_ body: String) -> [UInt8] {
  var bytes = Array(body.utf8)
  bytes[bytes.count / 2] ^= 0x01
  return bytes
}
