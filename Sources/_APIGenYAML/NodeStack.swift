/// The children of every collection still open while a tree is built, in one buffer that hands them on to the
/// finished collection by moving them, not copying.
///
/// Written by hand rather than using an `Array` because an array can only copy its elements out (a retain each)
/// and then release the originals: for GitHub's description (166k events) that traffic cost about 35M of the
/// 184M instructions the tree took beyond libyaml (callgrind), and atomic reference counting on every node.
final class NodeStack {
  private var base: UnsafeMutablePointer<Node>
  private var capacity: Int
  /// How many nodes are on the stack.
  private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  func push(_ node: consuming Node) {
    if count == capacity { grow() }
    (base + count).initialize(to: node)
    count += 1
  }

  /// Removes the top node.
  func removeTop() {
    precondition(count > 0, "removeTop on an empty node stack")
    count -= 1
    (base + count).deinitialize(count: 1)
  }

  /// The text of the scalar at `index`, or nil when that node is a collection.
  func scalarText(at index: Int) -> String? {
    guard case .scalar(let scalar) = base[index].content else { return nil }
    return scalar.value
  }

  /// Whether the node at `index` is a scalar written plain and untagged (so that `<<` is a merge key).
  func isPlainUntaggedScalar(at index: Int) -> Bool {
    guard case .scalar(let scalar) = base[index].content else { return false }
    return scalar.isPlain && scalar.tag == nil
  }

  /// Where the node at `index` starts.
  func mark(at index: Int) -> Mark { base[index].mark }

  /// Moves the nodes from `start` to the top into a new array, in order.
  func takeItems(from start: Int) -> [Node] {
    // `reserveCapacity` and `append`, not `init(unsafeUninitializedCapacity:)`: the latter allocates through an
    // unspecialized generic path that cost three times as many instructions here.
    var items: [Node] = []
    items.reserveCapacity(count - start)
    for index in start..<count { items.append((base + index).move()) }
    count = start
    return items
  }

  /// Moves the nodes from `start` to the top into key-value pairs, in order (keys and values alternate).
  func takePairs(from start: Int) -> [Pair] {
    var pairs: [Pair] = []
    pairs.reserveCapacity((count - start) / 2)
    var index = start
    while index + 1 < count {
      pairs.append(Pair(key: (base + index).move(), value: (base + index + 1).move()))
      index += 2
    }
    // A key without a value cannot reach here from libyaml; drop it rather than leak it.
    if index < count { (base + index).deinitialize(count: 1) }
    count = start
    return pairs
  }

  private func grow() {
    let larger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
