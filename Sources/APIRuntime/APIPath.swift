/// A request path written as a string literal whose `\(path: value)` interpolations are percent-encoded, so a `/`,
/// `?` or `#` inside a value can never change the path.
@_spi(Generated) public struct APIPath: ExpressibleByStringInterpolation, Sendable, CustomStringConvertible {
  public private(set) var description: String
  /// The first parameter that could not be written, if any.
  public private(set) var problem: String?

  public init(stringLiteral value: String) { description = value }

  public init(stringInterpolation: Interpolation) {
    description = stringInterpolation.text
    problem = stringInterpolation.problem
  }

  public struct Interpolation: StringInterpolationProtocol {
    var text = ""
    var problem: String?

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation(path value: some Encodable & Sendable) {
      do {
        let node = try ParameterEncoder.encode(value)
        text += PercentEncoding.encode(node.simpleText, allowed: .pathSegment)
      } catch {
        problem = problem ?? "a path parameter cannot be written: \(error)"
      }
    }
  }
}
