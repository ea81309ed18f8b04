import Foundation
import OpenAPIRuntime

/// A request body sent as it is read, not built in memory first: a file, or any sequence of byte chunks. With a
/// known length the request carries `Content-Length`; without one it is sent chunked.
public struct UploadBody: Sendable {
  let body: HTTPBody?
  /// Why the body cannot be sent (a file that cannot be read), reported when the request is sent.
  let problem: String?

  /// Bytes already in memory.
  public static func data(_ data: Data) -> UploadBody { UploadBody(body: HTTPBody(data), problem: nil) }

  /// A file's bytes, read in chunks as they are sent (again from the start if a redirect asks for the body once
  /// more), its size as `Content-Length`.
  public static func file(_ url: URL, chunkSize: Int = 256 << 10) -> UploadBody {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let size = (attributes[.size] as? NSNumber)?.int64Value,
      FileManager.default.isReadableFile(atPath: url.path)
    else { return UploadBody(body: nil, problem: "the file \(url.path) cannot be read") }
    let chunks = FileChunks(url: url, chunkSize: max(1, chunkSize))
    return UploadBody(body: HTTPBody(chunks, length: .known(size), iterationBehavior: .multiple), problem: nil)
  }

  /// Chunks from any asynchronous sequence, read once; `length`, when given, must be the total.
  public static func bytes<Bytes: AsyncSequence & Sendable>(_ bytes: Bytes, length: Int64? = nil) -> UploadBody
  where Bytes.Element == ArraySlice<UInt8> {
    UploadBody(
      body: HTTPBody(bytes, length: length.map { .known($0) } ?? .unknown, iterationBehavior: .single), problem: nil)
  }
}

/// A file read in chunks, each iteration from the start.
private struct FileChunks: AsyncSequence, Sendable {
  typealias Element = ArraySlice<UInt8>
  let url: URL
  let chunkSize: Int

  func makeAsyncIterator() -> Iterator { Iterator(url: url, chunkSize: chunkSize) }

  struct Iterator: AsyncIteratorProtocol {
    let url: URL
    let chunkSize: Int
    private var handle: FileHandle?
    private var done = false

    init(url: URL, chunkSize: Int) {
      self.url = url
      self.chunkSize = chunkSize
    }

    mutating func next() async throws -> ArraySlice<UInt8>? {
      guard !done else { return nil }
      if handle == nil { handle = try FileHandle(forReadingFrom: url) }
      guard let data = try handle?.read(upToCount: chunkSize), !data.isEmpty else {
        try? handle?.close()
        done = true
        return nil
      }
      return ArraySlice(data)
    }
  }
}

extension APIRequest {
  /// A binary body sent as it is read.
  public mutating func binaryBody(_ value: UploadBody?, contentType: String) {
    guard let value else { return }
    if let message = value.problem {
      problem = problem ?? .invalid(message)
      return
    }
    bodyStream = value.body
    setContentType(contentType)
  }
}
