import Foundation
import Testing

/// Gives each test of a suite a folder of its own under the system's temporary directory and removes it when the
/// test ends, passed or failed, with everything `temporaryDirectory()` and `temporaryFile(_:_:)` made in it (a
/// generated SDK is megabytes; runs of the tests used to leave them all behind).
struct ScratchFolder: SuiteTrait, TestTrait, TestScoping {
  @TaskLocal static var current: URL?

  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await Self.$current.withValue(folder, operation: function)
  }

  /// A new directory in the running test's scratch folder.
  static func newDirectory(sourceLocation: SourceLocation) throws -> URL {
    guard let current else {
      Issue.record("a suite that writes files needs the .scratchFolder trait", sourceLocation: sourceLocation)
      throw CocoaError(.fileWriteNoPermission)
    }
    let directory = current.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}

extension Trait where Self == ScratchFolder {
  /// Each test gets a scratch folder, removed when it ends (see `ScratchFolder`).
  static var scratchFolder: Self { Self() }
}

/// A new empty directory, removed with the running test's scratch folder.
func temporaryDirectory(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
  try ScratchFolder.newDirectory(sourceLocation: sourceLocation)
}

/// A file named `name` holding `contents` in a new directory, removed with the running test's scratch folder.
func temporaryFile(_ name: String, _ contents: String, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> URL
{
  let file = try temporaryDirectory(sourceLocation: sourceLocation).appendingPathComponent(name)
  try contents.write(to: file, atomically: true, encoding: .utf8)
  return file
}
