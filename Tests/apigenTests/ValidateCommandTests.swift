import Foundation
import Synchronization
import Testing

/// Runs the built `apigen` executable, as a user or CI would.
struct CommandResult {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

func runAPIGen(_ arguments: [String], in directory: URL? = nil) async throws -> CommandResult {
  // Off the concurrency pool: a test waiting for a child there holds one of its few threads (two on a 2-core
  // machine) while the child runs, and tests alongside starve (reactor tests timed out while swiftc ran).
  try await onOwnThread { try runAPIGenWaiting(arguments, in: directory) }
}

private func runAPIGenWaiting(_ arguments: [String], in directory: URL?) throws -> CommandResult {
  let process = Process()
  process.executableURL = productsDirectory.appendingPathComponent("apigen")
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  let errorDrain = PipeDrain(error)
  let outData = output.fileHandleForReading.readDataToEndOfFile()
  let errData = errorDrain.wait()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
    standardError: String(decoding: errData, as: UTF8.self))
}

/// Reads a pipe to its end on a thread of its own: a child that fills one pipe (64 KiB of diagnostics on stderr)
/// must not block forever while the parent is still reading the other. What arrived so far is readable meanwhile
/// (`text`), for a child that keeps running (`apigen mock`).
final class PipeDrain: Sendable {
  private let received = Mutex(Data())
  private let done = DispatchSemaphore(value: 0)

  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread { [self] in
      while true {
        let data = handle.availableData
        if data.isEmpty { break }
        received.withLock { $0.append(data) }
      }
      done.signal()
    }.start()
  }

  /// Everything, once the pipe is closed.
  func wait() -> Data {
    done.wait()
    return received.withLock { $0 }
  }

  /// What arrived so far, as text.
  var text: String { received.withLock { String(decoding: $0, as: UTF8.self) } }
}

/// The folder holding the test bundle and the built executables.
let productsDirectory: URL = {
  let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
  if let bundle { return bundle.bundleURL.deletingLastPathComponent() }
  return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
}()

/// The repository root (this file is Tests/apigenTests/ValidateCommandTests.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

@Suite(.scratchFolder) struct ValidateCommandTests {
  @Test func theFullGitHubDescriptionIsValid() async throws {
    let spec = repositoryRoot.appendingPathComponent("specs/github-full.yaml")
    let result = try await runAPIGen(["validate", spec.path])
    #expect(result.status == 0)
    #expect(result.standardOutput == "OpenAPI 3.0.3: 523 paths, 814 operations, 318 schemas: valid\n")
    #expect(result.standardError == "")
  }

  @Test func errorsGoToStandardErrorAndExitOne() async throws {
    let file = try temporaryFile(
      "bad.yaml",
      """
      openapi: 3.0.3
      info: {title: T}
      paths:
        /a:
          get:
            responses:
              '200': {$ref: '#/components/responses/Nope'}
      """)
    let result = try await runAPIGen(["validate", file.path])
    #expect(result.status == 1)
    #expect(
      result.standardError == """
        \(file.path):2:7: error: missing required field 'version' in info
        \(file.path):7:23: error: dangling reference '#/components/responses/Nope': there is no 'components' at the top of \(file.path)

        """)
    #expect(result.standardOutput == "OpenAPI 3.0.3: 1 paths, 1 operations, 0 schemas: 2 errors\n")
  }

  @Test func relativePathsStayRelativeInDiagnostics() async throws {
    let file = try temporaryFile("spec.yaml", "openapi: 3.0.3\ninfo: {title: T, version: '1'}\n")
    let result = try await runAPIGen(["validate", "spec.yaml"], in: file.deletingLastPathComponent())
    #expect(result.status == 1)
    #expect(result.standardError == "spec.yaml:1:1: error: missing required field 'paths'\n")
  }

  @Test func warningsAloneStillExitZero() async throws {
    let file = try temporaryFile(
      "warn.yaml",
      "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a/{id}:\n    get: {responses: {'204': {description: x}}}\n"
    )
    let result = try await runAPIGen(["validate", file.path])
    #expect(result.status == 0)
    #expect(result.standardOutput == "OpenAPI 3.0.3: 1 paths, 1 operations, 0 schemas: valid, 1 warning\n")
    #expect(result.standardError.contains(":5:10: warning: path '/a/{id}' has '{id}'"))
  }

  @Test func missingFileExitsTwo() async throws {
    let result = try await runAPIGen(["validate", "/no/such/spec.yaml"])
    #expect(result.status == 2)
    #expect(result.standardError == "/no/such/spec.yaml: error: cannot read the file: no such file\n")
  }

  @Test func aDirectoryIsUnreadable() async throws {
    let result = try await runAPIGen(["validate", FileManager.default.temporaryDirectory.path])
    #expect(result.status == 2)
    #expect(result.standardError.hasSuffix(": error: cannot read the file: it is a directory\n"))
  }

  @Test func badUsageExitsTwo() async throws {
    #expect(try await runAPIGen(["validate"]).status == 2)
    #expect(try await runAPIGen(["frobnicate"]).status == 2)
    #expect(try await runAPIGen(["validate", "--no-such-flag", "x"]).status == 2)
  }

  @Test func helpExitsZero() async throws {
    let result = try await runAPIGen(["validate", "--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Checks a spec and every file it references."))
  }

  @Test func binaryAndEmptyFilesAreSpecErrors() async throws {
    let empty = try temporaryFile("empty.yaml", "")
    let emptyResult = try await runAPIGen(["validate", empty.path])
    #expect(emptyResult.status == 1)
    #expect(emptyResult.standardError == "\(empty.path):1:1: error: the file is empty; expected an OpenAPI document\n")

    let binary = empty.deletingLastPathComponent().appendingPathComponent("image.png")
    try Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]).write(to: binary)
    let binaryResult = try await runAPIGen(["validate", binary.path])
    #expect(binaryResult.status == 1)
    #expect(
      binaryResult.standardError
        == "\(binary.path):1:4: error: the file is binary (a NUL byte at offset 4), not YAML or JSON text\n")
  }
}
