extension Mutations {
  /// The outcome of a `Single` as one mutation: `success` maps its value, `failure` its typed error (return nil to
  /// ignore it). Cancelled work sends nothing.
  public static func single<Success, Failure>(
    _ single: Single<Success, Failure>,
    success: @escaping @Sendable (Success) -> Mutation,
    failure: @escaping @Sendable (Failure) -> Mutation?
  ) -> Mutations {
    Mutations(
      .run { send in
        switch await single.result() {
        case .success(let value): await send(success(value))
        case .failure(let error): if let mutation = failure(error) { await send(mutation) }
        }
      })
  }
}

extension Single where Failure == Never {
  /// A single that cannot fail, as one mutation.
  public func mutation<Mutation: Sendable>(_ transform: @escaping @Sendable (Success) -> Mutation)
    -> Mutations<Mutation>
  {
    let single = self
    return Mutations(
      .run { send in
        switch await single.result() {
        case .success(let value): await send(transform(value))
        }
      })
  }
}
