import Synchronization

/// A clock whose time moves only when a test says so, so that delays, debounces and timeouts are tested without
/// waiting: `await clock.advance(by: .milliseconds(500))` wakes every sleeper whose deadline has come, in order.
public final class TestClock: Clock, Sendable {
  public struct Instant: InstantProtocol, Sendable {
    public var offset: Duration

    public init(offset: Duration = .zero) { self.offset = offset }
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant()
    var nextID = 0
    var sleepers: [Sleeper] = []
  }

  private let state = Mutex(State())

  public init() {}

  public var now: Instant { state.withLock { $0.now } }
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow = state.withLock { state -> Bool in
          if deadline <= state.now { return true }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward, waking sleepers in deadline order and letting the woken tasks run.
  public func advance(by duration: Duration = .zero) async {
    let target = state.withLock { $0.now.advanced(by: duration) }
    while true {
      let next = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.indices.min(by: { state.sleepers[$0].deadline < state.sleepers[$1].deadline }),
          state.sleepers[index].deadline <= target
        else { return nil }
        let sleeper = state.sleepers.remove(at: index)
        state.now = max(state.now, sleeper.deadline)
        return sleeper
      }
      guard let next else { break }
      next.continuation.resume()
      await Self.settle()
    }
    state.withLock { $0.now = max($0.now, target) }
    await Self.settle()
  }

  /// Waits (polling within `Polling.budget`) until at least `count` tasks sleep on this clock, so that a test
  /// advances time only once the work it means to wake is waiting. Returns whether they did.
  @discardableResult
  public func waitForSleepers(_ count: Int, budget: Duration = Polling.budget) async -> Bool {
    await Polling.poll(budget: budget) { sleeperCount >= count }
  }

  /// Lets other tasks run until they block again.
  public static func settle() async {
    for _ in 0..<50 { await Task.yield() }
  }
}
