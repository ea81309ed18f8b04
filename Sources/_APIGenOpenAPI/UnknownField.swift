import _APIGenYAML

/// A field of an OpenAPI object that the decoder does not read and no warning names: the standard lets tools
/// ignore what they do not know, so such a field is not a diagnostic, but it is kept where a check can see it.
package struct UnknownField: Sendable, Hashable, CustomStringConvertible {
  package var key: String
  package var file: String
  /// Where the key starts.
  package var mark: Mark
  /// The JSON pointer of the field in its file.
  package var pointer: String

  package var description: String { "\(file):\(mark.line):\(mark.column): '\(key)' at \(pointer)" }
}
