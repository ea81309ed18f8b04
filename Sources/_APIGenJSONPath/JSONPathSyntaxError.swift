/// A query that is not RFC 9535 JSONPath, or that uses a function against its types: what is wrong, and where.
public struct JSONPathSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  /// The 0-based offset, in Unicode scalars, of the character the parser stopped at.
  public var offset: Int

  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }

  public var description: String { "\(message) (at character \(offset + 1))" }
}
