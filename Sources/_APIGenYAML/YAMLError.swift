/// Why a text could not be read as YAML, and where.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  public var mark: Mark

  public init(_ message: String, at mark: Mark) {
    self.message = message
    self.mark = mark
  }

  public var description: String { "\(mark): error: \(message)" }
}
