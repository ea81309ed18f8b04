/// The identity of a cancellable or throttled piece of work: any hashable value (an enum case is usual).
///
/// Made and compared on the main actor only: `Mutations` takes an id on the main actor (where `mutate` runs), and
/// only the main-actor `ReactorRuntime` hashes it. So an id's `Hashable` conformance may be main-actor isolated, as
/// every conformance of a type is in a target whose default isolation is the main actor (Xcode 26's app targets):
/// requiring `Sendable` ids would refuse `enum CancelID: Hashable` there.
@usableFromInline
struct EffectID: Hashable, @unchecked Sendable {
  // `AnyHashable` is not `Sendable`; the value is only hashed and compared on the main actor (see above).
  private let base: AnyHashable

  @MainActor init(_ id: some Hashable) { base = AnyHashable(id) }
}
