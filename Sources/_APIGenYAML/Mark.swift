/// A position in a YAML or JSON text: 1-based line and column (columns count characters, not bytes).
public struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
  private let storedLine: UInt32
  private let storedColumn: UInt32

  public init(line: Int, column: Int) {
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }

  /// The 1-based line.
  public var line: Int { Int(storedLine) }
  /// The 1-based column, in Unicode scalars.
  public var column: Int { Int(storedColumn) }

  public static let start = Mark(line: 1, column: 1)

  public static func < (lhs: Mark, rhs: Mark) -> Bool {
    (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
  }

  /// `line:column`, as compilers print positions.
  public var description: String { "\(line):\(column)" }
}
