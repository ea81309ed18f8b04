/// One asynchronous result with a typed failure, the concurrency-native counterpart of RxSwift's `Single`.
///
/// A `Single` is a description of work, not the work itself: nothing runs until `value()` or `result()` is awaited,
/// and every await runs the work again (which is what makes `retry` possible). Awaiting it in a task that gets
/// cancelled cancels the work; how cancellation surfaces is up to the work (API calls throw `APIError.cancelled`).
public struct Single<Success: Sendable, Failure: Error>: Sendable {
  private let work: @Sendable () async -> Result<Success, Failure>

  /// A single that runs `operation` each time it is awaited.
  ///
  /// Swift infers `throws(any Error)` for a closure whatever it calls (inferring the typed error is still an
  /// experimental feature), so a closure calling typed-throwing API functions names its error:
  /// `Single { () throws(APIError) in try await client.repos.get(owner: owner, repo: name) }`. `async` is inferred.
  /// Passing a function instead of a closure needs nothing: `Single(fetchUser)`.
  public init(_ operation: @escaping @Sendable () async throws(Failure) -> Success) {
    work = {
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
  }

  /// A single from a function that returns a `Result`.
  public init(result: @escaping @Sendable () async -> Result<Success, Failure>) {
    work = result
  }

  /// Runs the work and returns its value or throws its typed failure.
  public func value() async throws(Failure) -> Success {
    try await work().get()
  }

  /// Runs the work and returns its outcome.
  public func result() async -> Result<Success, Failure> {
    await work()
  }

  /// Succeeds with `value` without doing anything.
  public static func just(_ value: Success) -> Single {
    Single(result: { .success(value) })
  }

  /// Fails with `failure` without doing anything.
  public static func failure(_ failure: Failure) -> Single {
    Single(result: { .failure(failure) })
  }
}
