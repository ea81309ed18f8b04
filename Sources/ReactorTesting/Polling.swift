import Testing

/// The one way tests wait for work that other tasks, threads or processes finish: check a condition, pause briefly
/// in real time, check again, within one generous budget.
///
/// The budget bounds a hang, not a speed: a condition that holds is seen within a millisecond or so of holding, so
/// a quick machine pays nothing for it, and a loaded one (CI, a laptop building in the background) gets all the
/// time it needs. Nothing here asserts how long anything took.
public enum Polling {
  /// How long a condition may take to hold before the wait fails: long enough for a machine with both cores busy.
  public static let budget: Duration = .seconds(60)

  /// Whether `condition` came to hold within `budget`, checked on the caller's actor between 1 ms pauses.
  public static func poll(
    budget: Duration = budget, isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: budget)
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      // A short sleep rather than a bare yield: dozens of tests polling at once must not starve the work they wait
      // for.
      try? await Task.sleep(for: .milliseconds(1))
    }
    return true
  }
}

/// Waits until `condition` holds (`Polling.poll`); when the budget runs out, records an issue at the caller with
/// `comment` (worked out only then) and returns false.
@discardableResult
public func waitUntil(
  _ comment: @autoclosure () -> String = "", budget: Duration = Polling.budget,
  isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async -> Bool {
  if await Polling.poll(budget: budget, condition) { return true }
  let detail = comment()
  Issue.record(
    Comment(rawValue: "the condition did not hold within \(budget)" + (detail.isEmpty ? "" : ": " + detail)),
    sourceLocation: sourceLocation)
  return false
}
