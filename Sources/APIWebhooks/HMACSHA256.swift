import Foundation

// CryptoKit where the system has it (Apple platforms); elsewhere swift-crypto, which APIGen's `Webhooks` trait adds
// to the graph. Without either the signature schemes are unavailable (WithoutCrypto.swift).
#if canImport(CryptoKit)
  import CryptoKit
#elseif Webhooks
  import Crypto
#endif

#if canImport(CryptoKit) || Webhooks
  /// HMAC-SHA256, the MAC every supported scheme signs with.
  enum HMACSHA256 {
    /// Whether `signature` is the HMAC-SHA256 of the concatenated `parts` under `key`. The comparison takes the
    /// same time wherever the bytes differ (`HashedAuthenticationCode`'s `==` on bytes is constant-time), so that
    /// timing does not tell a forger how much of a guess was right.
    static func matches(_ signature: [UInt8], key: [UInt8], over parts: [any DataProtocol]) -> Bool {
      guard signature.count == SHA256.byteCount else { return false }
      var hmac = HMAC<SHA256>(key: SymmetricKey(data: key))
      for part in parts { hmac.update(data: part) }
      return hmac.finalize() == signature
    }

    /// The keys of schemes that use a secret's UTF-8 bytes as they are (GitHub's, Stripe's): the current one first.
    static func keys(_ secret: String, _ olderSecrets: [String]) -> [[UInt8]] {
      ([secret] + olderSecrets).map { Array($0.utf8) }
    }

    /// Whether any of the keys signed the parts with any of the signatures.
    static func anyMatches(_ signatures: [[UInt8]], keys: [[UInt8]], over parts: [any DataProtocol]) -> Bool {
      // Every pair is computed, not only up to the first match, so that which secret matched does not show in the
      // time taken either.
      var found = false
      for key in keys {
        for signature in signatures where matches(signature, key: key, over: parts) { found = true }
      }
      return found
    }
  }
#endif
