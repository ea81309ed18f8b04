import Foundation
import Synchronization

/// A response body between a transport that cannot pause the network and a reader that may be slower than it.
///
/// FoundationNetworking hands over each chunk as it arrives and cannot be asked to wait, so the bytes a slow
/// reader has not taken yet must be held somewhere. This buffer holds at most `memoryLimit` of them in memory; past
/// that it appends them to a temporary file (unlinked at once, so nothing is left behind even if the process
/// stops) and the reader takes them back from the file in order, so memory stays flat whatever the reader's speed
/// and only disk holds the difference. The file is emptied each time the reader catches up. A failed write to the
/// file (a full disk) ends the body with ``ResponseBodyBufferError`` and cancels the transfer.
///
/// One writer (the session's delegate queue) and one reader (`HTTPBody` with `.single` iteration).
final class SpillingBodyBuffer: Sendable {
  private enum Segment {
    case memory(ArraySlice<UInt8>)
    /// So many bytes, next in the spill file.
    case spilled(Int)
  }

  private struct State {
    var segments: [Segment] = []
    var head = 0
    var memoryBytes = 0
    /// Bytes in the spill file not yet taken by the reader.
    var spilledUnread = 0
    var spill: SpillFile?
    var end: (any Error)??
    var waiter: CheckedContinuation<Void, Never>?
    var readerGone = false

    var isEmpty: Bool { head == segments.count }

    mutating func popFirst(upTo chunk: Int) -> Segment? {
      guard head < segments.count else { return nil }
      let segment = segments[head]
      if case .spilled(let count) = segment, count > chunk {
        segments[head] = .spilled(count - chunk)
        spilledUnread -= chunk
        return .spilled(chunk)
      }
      head += 1
      if head == segments.count {
        segments.removeAll(keepingCapacity: true)
        head = 0
      } else if head >= 1024 && head * 2 >= segments.count {
        segments.removeFirst(head)
        head = 0
      }
      switch segment {
      case .memory(let bytes): memoryBytes -= bytes.count
      case .spilled(let count): spilledUnread -= count
      }
      return segment
    }
  }

  let memoryLimit: Int
  private let spillDirectory: URL
  private let onReaderGone: @Sendable () -> Void
  private let state = Mutex(State())

  /// `onReaderGone` is called once, when the reader stops before the end or spilling fails: the transfer should
  /// stop.
  init(memoryLimit: Int, spillDirectory: URL, onReaderGone: @escaping @Sendable () -> Void) {
    self.memoryLimit = memoryLimit
    self.spillDirectory = spillDirectory
    self.onReaderGone = onReaderGone
  }

  /// The writer's side: the next bytes of the body.
  func append(_ data: Data) {
    guard !data.isEmpty else { return }
    let (waiter, failed) = state.withLock { state -> (CheckedContinuation<Void, Never>?, Bool) in
      guard !state.readerGone, state.end == nil else { return (nil, false) }
      if state.memoryBytes + data.count <= memoryLimit {
        state.segments.append(.memory(ArraySlice(data)))
        state.memoryBytes += data.count
      } else {
        do {
          if state.spill == nil { state.spill = try SpillFile(in: spillDirectory) }
          try state.spill!.write(data)
          state.spilledUnread += data.count
          if case .spilled(let count) = state.segments.last, state.segments.count > state.head {
            state.segments[state.segments.count - 1] = .spilled(count + data.count)
          } else {
            state.segments.append(.spilled(data.count))
          }
        } catch {
          state.end = .some(ResponseBodyBufferError(underlying: error))
          state.readerGone = true
          return (state.waiter.take(), true)
        }
      }
      return (state.waiter.take(), false)
    }
    waiter?.resume()
    if failed { onReaderGone() }
  }

  /// The writer's side: the body is complete (`nil`) or failed.
  func finish(_ error: (any Error)?) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      if state.end == nil { state.end = .some(error) }
      return state.waiter.take()
    }
    waiter?.resume()
  }

  /// The reader's side: the next chunk, or nil at the end.
  func next() async throws -> ArraySlice<UInt8>? {
    while true {
      enum Step {
        case bytes(ArraySlice<UInt8>)
        case read(ArraySlice<UInt8>)
        case end((any Error)?)
        case wait
      }
      let step = try state.withLock { state throws -> Step in
        // The reader is between reads and has taken everything spilled: the file can start over.
        if state.spilledUnread == 0, let spill = state.spill { spill.reclaim() }
        switch state.popFirst(upTo: Self.readChunk) {
        case .memory(let bytes): return .bytes(bytes)
        // Read under the lock, like the writes: one file position per handle, touched by one side at a time.
        case .spilled(let count): return .read(try state.spill!.read(count))
        case nil:
          guard let end = state.end else { return .wait }
          // Everything has been read: the file is not needed again.
          state.spill = nil
          return .end(end)
        }
      }
      switch step {
      case .bytes(let bytes): return bytes
      case .read(let bytes): return bytes
      case .end(let error):
        if let error { throw error }
        return nil
      case .wait: try await waitForMore()
      }
    }
  }

  /// The reader stopped before the end: drop what is held and stop the transfer.
  func readerStopped() {
    let stop = state.withLock { state -> Bool in
      defer {
        state.readerGone = true
        state.segments = []
        state.head = 0
        state.memoryBytes = 0
        state.spill = nil
      }
      return !state.readerGone && state.end == nil
    }
    if stop { onReaderGone() }
  }

  private func waitForMore() async throws {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let ready = state.withLock { state -> Bool in
          if !state.isEmpty || state.end != nil || Task.isCancelled { return true }
          state.waiter = continuation
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiter.take() }?.resume()
    }
    if Task.isCancelled {
      readerStopped()
      throw CancellationError()
    }
  }

  /// The most read back from the spill file at once.
  static let readChunk = 256 << 10

  /// The body's bytes for `HTTPBody`: the transfer stops when the body and its iterator are gone before the end.
  struct Bytes: AsyncSequence, Sendable {
    typealias Element = ArraySlice<UInt8>
    private let reader: Reader

    init(_ buffer: SpillingBodyBuffer) { reader = Reader(buffer: buffer) }

    func makeAsyncIterator() -> Iterator { Iterator(reader: reader) }

    struct Iterator: AsyncIteratorProtocol {
      fileprivate let reader: Reader
      func next() async throws -> ArraySlice<UInt8>? { try await reader.buffer.next() }
    }
  }

  fileprivate final class Reader: Sendable {
    let buffer: SpillingBodyBuffer
    init(buffer: SpillingBodyBuffer) { self.buffer = buffer }
    deinit { buffer.readerStopped() }
  }
}

/// Writing to the temporary file that holds what a slow reader has not taken yet failed (most often: the disk is
/// full). The transfer was cancelled.
public struct ResponseBodyBufferError: Error, CustomStringConvertible {
  /// What the file system said.
  public var underlying: any Error

  public var description: String {
    "the response body arrived faster than it was read, and holding the rest on disk failed: \(underlying)"
  }
}

/// The spill file of one body: written at its end by the writer, read from its start by the reader, both in order.
private final class SpillFile {
  // Touched only under the owning buffer's lock.
  private let writer: FileHandle
  private let reader: FileHandle
  private var written = 0

  init(in directory: URL) throws {
    let url = directory.appendingPathComponent("apigen-body-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
    else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
    defer { try? FileManager.default.removeItem(at: url) }
    writer = try FileHandle(forWritingTo: url)
    reader = try FileHandle(forReadingFrom: url)
  }

  func write(_ data: Data) throws {
    try writer.write(contentsOf: data)
    written += data.count
  }

  func read(_ count: Int) throws -> ArraySlice<UInt8> {
    guard let data = try reader.read(upToCount: count), data.count == count else {
      throw ResponseBodyBufferError(underlying: CocoaError(.fileReadCorruptFile))
    }
    return ArraySlice(data)
  }

  /// Everything written has been read: start the file over.
  func reclaim() {
    guard written > 0 else { return }
    guard (try? writer.truncate(atOffset: 0)) != nil, (try? reader.seek(toOffset: 0)) != nil else { return }
    written = 0
  }

  deinit {
    try? writer.close()
    try? reader.close()
  }
}
