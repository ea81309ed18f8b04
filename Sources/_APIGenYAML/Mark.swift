/// A position in a YAML or JSON text: 1-based line and column (columns count characters, not bytes), and which text.
public struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
  private let storedLine: UInt32
  private let storedColumn: UInt32
  private let storedSource: UInt16

  /// `source` says which text the position is in when one tree holds nodes of several files: 0 is the file the
  /// tree was parsed from; an overlay's nodes merged into a spec carry the overlay's number, so a diagnostic about
  /// them names the overlay's file.
  public init(line: Int, column: Int, source: Int = 0) {
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
    storedSource = UInt16(clamping: source)
  }

  /// The 1-based line.
  public var line: Int { Int(storedLine) }
  /// The 1-based column, in Unicode scalars.
  public var column: Int { Int(storedColumn) }
  /// Which text the position is in: 0 for the file the tree was parsed from (see `init(line:column:source:)`).
  public var source: Int { Int(storedSource) }

  /// The same position, said to be in text number `source`.
  public func inSource(_ source: Int) -> Mark { Mark(line: line, column: column, source: source) }

  public static let start = Mark(line: 1, column: 1)

  public static func < (lhs: Mark, rhs: Mark) -> Bool {
    (lhs.storedLine, lhs.storedColumn, lhs.storedSource) < (rhs.storedLine, rhs.storedColumn, rhs.storedSource)
  }

  /// `line:column`, as compilers print positions.
  public var description: String { "\(line):\(column)" }
}
