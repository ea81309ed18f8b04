import Foundation
import ReactorTesting
import Testing

@testable import Reactor

/// The reactor runtime keeps its state behind an unsafe pointer, safe only while every access is on the main actor.
/// Debug builds check each access; this shows the check really trips when the rule is broken (in a child process,
/// which it ends), so that every other test run in debug doubles as a proof that no access escaped.
@Suite struct MainActorConfinementTests {
  @Test func touchingAReactorsStateOffTheMainActorEndsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      let reactor = await MainActor.run { CounterReactor(clock: TestClock()) }
      let touch: @MainActor () -> Void = { _ = reactor.runtime.core.pointee.state }
      // The compiler forbids this call off the main actor; the cast gets around it as a bug in unsafe code could.
      let offMainActor = unsafeBitCast(touch, to: (@Sendable () -> Void).self)
      let finished = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        offMainActor()
        finished.signal()
      }
      finished.wait()
    }
  }

  @Test @MainActor func onTheMainActorTheSameAccessIsFine() {
    let reactor = CounterReactor(clock: TestClock())
    reactor.send(.increase)
    #expect(reactor.runtime.core.pointee.state != nil)
  }
}
