@_spi(Generated) import APIRuntime
import Foundation
import LocalHTTPServer
import ReactorTesting
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking

  /// A reader slower than the network on Linux's default transport, which cannot pause a transfer: what the reader
  /// has not taken yet waits in an unlinked temporary file past the memory limit, and comes back whole and in order.
  @Suite struct SlowReaderTests {
    final class Flag: Sendable {
      private let value = Atomic(false)
      func set() { value.store(true, ordering: .sequentiallyConsistent) }
      var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
    }

    /// 8 MiB in 64 KiB chunks, each different, with a flag set once the last one is on the wire.
    static func server(sentAll: Flag? = nil) async throws -> LocalHTTPServer {
      try await LocalHTTPServer { _ in
        .streaming(headers: [("Content-Type", "application/octet-stream")]) { index in
          guard index < 128 else {
            sentAll?.set()
            return nil
          }
          return Self.chunk(index)
        }
      }
    }

    static func chunk(_ index: Int) -> [UInt8] { (0..<65_536).map { UInt8(($0 + index) % 251) } }

    static func client(_ server: LocalHTTPServer, memoryLimit: Int, spillDirectory: URL) -> APIClient {
      let transport = StreamingURLSessionTransport(
        configuration: .ephemeral, bodyMemoryLimit: memoryLimit, spillDirectory: spillDirectory)
      return APIClient(serverURL: server.baseURL, configuration: .init(transport: transport))
    }

    static func download(_ client: APIClient) async throws -> ByteStream {
      try await client.stream(APIRequest(method: .get, path: "/a.bin", operationID: "download"), streaming: [200])
        .bytes().body
    }

    /// The process's open files that are deleted files in `directory`: the spill files.
    static func openSpillFiles(in directory: URL) -> [String] {
      let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      return descriptors.compactMap {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)
      }
      .filter { $0.hasPrefix(directory.path + "/apigen-body-") && $0.hasSuffix("(deleted)") }
    }

    static func temporaryDirectory() throws -> URL {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-spill-\(UUID())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      return directory
    }

    @Test func aBodyReadAfterItAllArrivedComesBackWholeFromTheSpillFile() async throws {
      let sentAll = Flag()
      let server = try await Self.server(sentAll: sentAll)
      defer { Task { await server.stop() } }
      let directory = try Self.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let client = Self.client(server, memoryLimit: 64 << 10, spillDirectory: directory)

      var iterator = try await Self.download(client).makeAsyncIterator()
      var received = try #require(await iterator.next())
      // The reader pauses until the server has sent everything: all but 64 KiB of it must wait on disk.
      await waitUntil("the server sent every chunk") { sentAll.isSet }
      await waitUntil("a spill file opened") { !Self.openSpillFiles(in: directory).isEmpty }
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
      while let chunk = try await iterator.next() { received += chunk }
      #expect(received.count == 8 << 20)
      #expect(Array(received) == (0..<128).flatMap(Self.chunk))
      await waitUntil("the spill file closed") { Self.openSpillFiles(in: directory).isEmpty }
    }

    @Test func aReaderThatKeepsUpNeverOpensASpillFile() async throws {
      let server = try await Self.server()
      defer { Task { await server.stop() } }
      let directory = try Self.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      // The limit is larger than the whole body: nothing can spill.
      let client = Self.client(server, memoryLimit: 16 << 20, spillDirectory: directory)
      var count = 0
      for try await chunk in try await Self.download(client) {
        count += chunk.count
        #expect(Self.openSpillFiles(in: directory).isEmpty)
      }
      #expect(count == 8 << 20)
    }

    @Test func aSpillFileThatCannotBeWrittenEndsTheBodyWithATypedError() async throws {
      let server = try await Self.server()
      defer { Task { await server.stop() } }
      let missing = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-missing-\(UUID())")
      // No memory at all: the first chunk must go to the file, in a folder that does not exist.
      let client = Self.client(server, memoryLimit: 0, spillDirectory: missing)
      var count = 0
      let error = await #expect(throws: APIError.self) {
        for try await chunk in try await Self.download(client) { count += chunk.count }
      }
      #expect(count == 0)
      guard case .transport(let failure) = error else {
        Issue.record("expected a transport failure, got \(String(describing: error))")
        return
      }
      #expect(failure.underlying is ResponseBodyBufferError)
      let message = String(describing: error!)
      #expect(message.contains("holding the rest on disk failed"), "\(message)")
      #expect(message.hasPrefix("GET \(server.baseURL.absoluteString)/a.bin"), "\(message)")
    }
  }
#endif
