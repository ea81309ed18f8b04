@_spi(Testing) import Reactor
import Testing

/// Drives a reactor in a test and checks everything it does, failing on anything the test did not expect (as TCA's
/// `TestStore` does): each `send` says how the state changes at once, each `receive` names the next mutation that
/// asynchronous work applied and how it changes the state, and `finish` fails if mutations went unasserted or work
/// is still running.
///
/// ```swift
/// let tester = ReactorTester(CounterReactor(clock: clock))
/// tester.send(.increase) { $0.isLoading = true }
/// await clock.advance(by: .milliseconds(500))
/// await tester.receive(.increaseValue) { $0.value = 1 }
/// await tester.receive(.setLoading(false)) { $0.isLoading = false }
/// await tester.finish()
/// ```
@MainActor
public final class ReactorTester<R: Reactor> where R.State: Equatable, R.Mutation: Equatable {
  /// The reactor under test.
  public let reactor: R
  /// How long `receive` and `finish` wait (in real time) for asynchronous work.
  public var timeout: Duration

  /// Mutations applied by asynchronous work and not asserted yet, with the state each led to.
  private var unasserted: [(mutation: R.Mutation, state: R.State)] = []
  /// The state as the test has described it so far.
  private var expectedState: R.State
  private var isSending = false

  public init(_ reactor: R, timeout: Duration = Polling.budget) {
    self.reactor = reactor
    self.timeout = timeout
    expectedState = reactor.currentState
    reactor.runtime.observeMutations { [weak self] mutation, state in
      guard let self, !self.isSending else { return }
      self.unasserted.append((mutation, state))
    }
  }

  /// Sends `action`; `update` describes every change it makes to the state before `send` returns (omit it when
  /// there is none). Fails if earlier mutations were not asserted.
  public func send(
    _ action: R.Action, _ update: (inout R.State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    failOnUnasserted("before sending \(action)", sourceLocation)
    isSending = true
    reactor.send(action)
    isSending = false
    check(update, actual: reactor.currentState, after: "sending \(action)", sourceLocation)
  }

  /// Waits for the next mutation that asynchronous work applies, fails unless it is `mutation`, and checks that it
  /// changed the state as `update` says (omit it when the state did not change).
  public func receive(
    _ mutation: R.Mutation, _ update: (inout R.State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard await waitUntil({ !self.unasserted.isEmpty }) else {
      let hint = reactor.runtime.hasWorkInFlight ? " (work is still running: advance the test clock?)" : ""
      Issue.record(
        Comment(rawValue: "Expected to receive \(mutation), but no mutation arrived within \(timeout)\(hint)"),
        sourceLocation: sourceLocation)
      return
    }
    let (received, state) = unasserted.removeFirst()
    guard received == mutation else {
      Issue.record(Comment(rawValue: "Received \(received), expected \(mutation)"), sourceLocation: sourceLocation)
      expectedState = state
      return
    }
    check(update, actual: state, after: "receiving \(mutation)", sourceLocation)
  }

  /// Lets asynchronous work finish (within `timeout`), then fails on mutations not asserted and on work still
  /// running. Call it at the end of every test.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    let isIdle = await waitUntil { !self.reactor.runtime.hasWorkInFlight }
    failOnUnasserted("at the end of the test", sourceLocation)
    if !isIdle {
      Issue.record(
        "Work is still running at the end of the test: cancel it, or advance the test clock so it ends",
        sourceLocation: sourceLocation)
    }
  }

  /// Drops the mutations received and not asserted yet, taking the state they led to as expected.
  public func skipReceivedMutations() {
    if let last = unasserted.last { expectedState = last.state }
    unasserted.removeAll()
  }

  private func check(
    _ update: (inout R.State) -> Void, actual: R.State, after step: String, _ sourceLocation: SourceLocation
  ) {
    var expected = expectedState
    update(&expected)
    expectedState = actual
    guard expected != actual else { return }
    Issue.record(
      Comment(
        rawValue: "State after \(step) is not as expected:\n\(StateDifference(expected: expected, actual: actual))"),
      sourceLocation: sourceLocation)
  }

  private func failOnUnasserted(_ when: String, _ sourceLocation: SourceLocation) {
    guard !unasserted.isEmpty else { return }
    let list = unasserted.map { "  \($0.mutation)" }.joined(separator: "\n")
    Issue.record(
      Comment(rawValue: "\(unasserted.count) mutation(s) received and not asserted \(when):\n\(list)"),
      sourceLocation: sourceLocation)
    skipReceivedMutations()
  }

  /// Lets other tasks run until `condition` holds or `timeout` passes (in real time).
  private func waitUntil(_ condition: () -> Bool) async -> Bool {
    await Polling.poll(budget: timeout, condition)
  }
}
