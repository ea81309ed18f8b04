import Foundation
import ReactorTesting
import Testing

/// `apigen mock` started as a user starts it (the built executable, `--port 0` among the arguments), its output
/// read as it prints; `start` returns once the start line is out, `stop` ends the process.
struct RunningMock {
  let process: Process
  let lines: PipeDrain
  /// The start line: `apigen mock: N operations of SPEC on http://127.0.0.1:PORT ...`.
  let startLine: String

  static func start(_ arguments: [String], in directory: URL) async throws -> RunningMock {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("apigen")
    process.arguments = ["mock"] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    let lines = PipeDrain(output)
    try process.run()
    await waitUntil("the start line", { lines.text.contains("\n") })
    return RunningMock(process: process, lines: lines)
  }

  private init(process: Process, lines: PipeDrain) {
    self.process = process
    self.lines = lines
    startLine = lines.text.split(separator: "\n").first.map(String.init) ?? ""
  }

  /// The address it serves on, from the start line.
  var address: String? { startLine.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init) }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }
}
