import Synchronization
import _APIGenOpenAPI

/// Files held in memory, with a count of how often each was read.
final class MemoryFiles: Sendable {
  private let contents: [String: String]
  private let reads = Mutex<[String: Int]>([:])

  init(_ contents: [String: String]) { self.contents = contents }

  func readCount(_ file: String) -> Int { reads.withLock { $0[file, default: 0] } }

  var loader: SpecLoader {
    SpecLoader(readFile: { [self] file in
      reads.withLock { $0[file, default: 0] += 1 }
      guard let text = contents[file] else { return .failure(SpecReadError(file: file, reason: "no such file")) }
      return .success(Array(text.utf8))
    })
  }
}

/// Loads `root` (as `api.yaml`) with other files beside it.
func load(_ root: String, files: [String: String] = [:]) throws -> Spec {
  var all = files
  all["api.yaml"] = root
  return try MemoryFiles(all).loader.load("api.yaml")
}

/// Diagnostics as compiler-style lines.
func lines(_ spec: Spec) -> [String] { spec.diagnostics.map(\.description) }

/// A minimal valid 3.0 header to put paths and components under.
let header30 = """
  openapi: 3.0.3
  info: {title: T, version: '1'}

  """

let header31 = """
  openapi: 3.1.0
  info: {title: T, version: '1'}

  """
