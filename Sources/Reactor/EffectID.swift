/// The identity of a cancellable or throttled piece of work: any hashable, sendable value (an enum case is usual).
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable {
  // `AnyHashable` is not `Sendable`, but every value put in here is: `init` only takes sendable values.
  private let base: AnyHashable

  init(_ id: some Hashable & Sendable) { base = AnyHashable(id) }
}
