import Synchronization

/// Values a one-shot command keeps until the process exits. Freeing a large spec's trees node by node costs about
/// as much as building them; an exiting process can leave that to the operating system (as compilers do).
package enum ProcessLifetime {
  private static let kept = Mutex<[any Sendable]>([])

  package static func keep(_ value: any Sendable) {
    kept.withLock { $0.append(value) }
  }
}
