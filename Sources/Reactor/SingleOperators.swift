extension Single {
  /// Transforms the value.
  public func map<T: Sendable>(_ transform: @escaping @Sendable (Success) -> T) -> Single<T, Failure> {
    Single<T, Failure>(result: { await self.result().map(transform) })
  }

  /// Transforms the failure.
  public func mapError<E: Error>(_ transform: @escaping @Sendable (Failure) -> E) -> Single<Success, E> {
    Single<Success, E>(result: { await self.result().mapError(transform) })
  }

  /// Runs the single the value leads to.
  public func flatMap<T: Sendable>(_ next: @escaping @Sendable (Success) -> Single<T, Failure>) -> Single<T, Failure> {
    Single<T, Failure>(result: {
      switch await self.result() {
      case .success(let value): return await next(value).result()
      case .failure(let failure): return .failure(failure)
      }
    })
  }

  /// Recovers from a failure with another single (which may fail with another type).
  public func `catch`<E: Error>(_ recover: @escaping @Sendable (Failure) -> Single<Success, E>) -> Single<Success, E> {
    Single<Success, E>(result: {
      switch await self.result() {
      case .success(let value): return .success(value)
      case .failure(let failure): return await recover(failure).result()
      }
    })
  }

  /// Replaces any failure with a value: a single that cannot fail.
  public func replaceError(with value: Success) -> Single<Success, Never> {
    Single<Success, Never>(result: {
      switch await self.result() {
      case .success(let success): return .success(success)
      case .failure: return .success(value)
      }
    })
  }

  /// Runs the work again after a failure, up to `attempts` runs in all, while `shouldRetry` accepts the failure,
  /// waiting `delay` on `clock` between runs. Stops at once when the awaiting task is cancelled.
  public func retry<C: Clock>(
    _ attempts: Int, delay: C.Duration, clock: C, if shouldRetry: @escaping @Sendable (Failure) -> Bool = { _ in true }
  ) -> Single where C.Duration == Duration {
    Single(result: {
      var attempt = 1
      while true {
        let outcome = await self.result()
        guard case .failure(let failure) = outcome, attempt < attempts, shouldRetry(failure), !Task.isCancelled else {
          return outcome
        }
        attempt += 1
        if delay > .zero {
          do { try await clock.sleep(for: delay) } catch { return outcome }
        }
      }
    })
  }

  /// `retry` without a delay between runs.
  public func retry(_ attempts: Int, if shouldRetry: @escaping @Sendable (Failure) -> Bool = { _ in true }) -> Single {
    retry(attempts, delay: .zero, clock: ContinuousClock(), if: shouldRetry)
  }

  /// Fails with `failure()` when the work does not finish within `duration` on `clock`; the work is cancelled.
  public func timeout<C: Clock>(
    _ duration: C.Duration, clock: C, failure: @escaping @Sendable () -> Failure
  ) -> Single where C.Duration == Duration {
    Single(result: {
      await withTaskGroup(of: Result<Success, Failure>?.self) { group in
        group.addTask { await self.result() }
        group.addTask {
          do {
            try await clock.sleep(for: duration)
            return .failure(failure())
          } catch {
            return nil
          }
        }
        defer { group.cancelAll() }
        for await outcome in group {
          if let outcome { return outcome }
        }
        return .failure(failure())
      }
    })
  }
}

/// Both values, the two works running concurrently; the first failure cancels the other work.
public func zip<A: Sendable, B: Sendable, Failure: Error>(_ first: Single<A, Failure>, _ second: Single<B, Failure>)
  -> Single<(A, B), Failure>
{
  return Single<(A, B), Failure>(result: {
    await withTaskGroup(of: Result<ZipPart<A, B>, Failure>.self) { group in
      group.addTask { await first.result().map(ZipPart.first) }
      group.addTask { await second.result().map(ZipPart.second) }
      var a: A?
      var b: B?
      for await outcome in group {
        switch outcome {
        case .failure(let failure):
          group.cancelAll()
          return .failure(failure)
        case .success(.first(let value)): a = value
        case .success(.second(let value)): b = value
        }
      }
      return .success((a!, b!))
    }
  })
}

/// Which side of a `zip` finished.
private enum ZipPart<A: Sendable, B: Sendable>: Sendable {
  case first(A)
  case second(B)
}
