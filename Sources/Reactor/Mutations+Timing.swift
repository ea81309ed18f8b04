/// How a `throttle` behaves; the reactor keeps one window per id.
@usableFromInline
struct Throttle: Sendable {
  var interval: Duration
  var latest: Bool
  var sleep: @Sendable (Duration) async throws -> Void
}

extension Mutations {
  /// This work, started after `delay` on `clock`.
  public func delayed<C: Clock>(by delay: Duration, clock: C) -> Mutations where C.Duration == Duration {
    .concat(Mutations(.run { _ in try? await clock.sleep(for: delay) }), self)
  }

  /// This work, started once `interval` has passed on `clock` without another debounced action with the same `id`:
  /// each one cancels the one before (search as you type).
  @MainActor public func debounce<C: Clock>(id: some Hashable, for interval: Duration, clock: C) -> Mutations
  where C.Duration == Duration {
    delayed(by: interval, clock: clock).cancellable(id: id, cancelInFlight: true)
  }

  /// This work at most once per `interval` on `clock` for `id`: the first action runs at once and opens a window in
  /// which later ones are dropped, or, with `latest`, the last of them runs when the window closes.
  @MainActor public func throttle<C: Clock>(id: some Hashable, for interval: Duration, clock: C, latest: Bool = false)
    -> Mutations
  where C.Duration == Duration {
    let throttle = Throttle(interval: interval, latest: latest, sleep: { try await clock.sleep(for: $0) })
    return Mutations(.throttle(EffectID(id), throttle, self))
  }
}
