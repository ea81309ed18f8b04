/// Limits that keep hostile input from taking unbounded time or memory.
public struct ParseOptions: Sendable {
  /// How many nodes aliases may expand to in all, counting nested aliases as often as they would be copied.
  /// A "billion laughs" document passes this after a few levels and is rejected at once.
  public var maxAliasExpansion: Int

  public init(maxAliasExpansion: Int = 1_000_000) {
    self.maxAliasExpansion = maxAliasExpansion
  }
}
