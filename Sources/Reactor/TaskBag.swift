import Synchronization

/// Tasks that end together (ReactorKit's `DisposeBag`): a view's bindings live in one, and are cancelled when the
/// bag is emptied or goes away.
public final class TaskBag: Sendable {
  private let tasks = Mutex<[Task<Void, Never>]>([])

  public init() {}

  deinit { cancelAll() }

  /// Adds a task to cancel with the others.
  public func insert(_ task: Task<Void, Never>) {
    tasks.withLock { $0.append(task) }
  }

  /// Cancels every task in the bag and empties it.
  public func cancelAll() {
    let cancelled = tasks.withLock { tasks in
      defer { tasks.removeAll() }
      return tasks
    }
    for task in cancelled { task.cancel() }
  }

  /// How many tasks the bag holds.
  public var count: Int { tasks.withLock { $0.count } }
}

extension Task where Success == Void, Failure == Never {
  /// Puts the task in `bag`, to be cancelled with it.
  public func store(in bag: TaskBag) { bag.insert(self) }
}
