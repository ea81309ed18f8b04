/// Limits that keep hostile input from taking unbounded time or memory.
public struct ParseOptions: Sendable {
  /// How many nodes aliases may expand to in all, counting nested aliases as often as they would be copied.
  /// A "billion laughs" document passes this after a few levels and is rejected at once.
  public var maxAliasExpansion: Int
  /// How deeply collections may nest. Real specs stay under 50; every later stage walks the tree recursively, and
  /// libyaml itself slows down quadratically with flow-collection depth, so deeper input is rejected at once.
  public var maxDepth: Int

  public init(maxAliasExpansion: Int = 1_000_000, maxDepth: Int = 256) {
    self.maxAliasExpansion = maxAliasExpansion
    self.maxDepth = maxDepth
  }
}
