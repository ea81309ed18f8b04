/// Why a text could not be read as YAML, and where.
package struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
  package var message: String
  package var mark: Mark

  package init(_ message: String, at mark: Mark) {
    self.message = message
    self.mark = mark
  }

  package var description: String { "\(mark): error: \(message)" }
}
