import Foundation
import GitHubBrowserCore
import ReactorTesting
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real executable in a pseudo-terminal, against its own offline fixture server: search, open a repository,
/// favourite it, quit; start again and the favourite is still there.
@Suite struct EndToEndTests {
  @Test func aFavouriteSurvivesARestart() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let first = try TerminalSession(arguments: ["--config-dir", folder.url.path])
    try await first.waitFor("Type to search GitHub.")
    first.type("swift")
    try await first.waitFor(">  apple/swift [C++] - The Swift Programming Language")  // the selected row
    first.type("\r")
    try await first.waitFor("git clone https://github.com/apple/swift.git")  // drawn as code, the backticks gone
    first.type("f")
    try await first.waitFor("★ apple/swift")
    first.type("q")
    #expect(try await first.exitStatus() == 0)
    #expect(try FavoritesStore(folder: folder).load().map(\.id) == ["apple/swift"])

    let second = try TerminalSession(arguments: ["--config-dir", folder.url.path])
    try await second.waitFor("Type to search GitHub.")
    second.type("\t\t")
    try await second.waitFor("Favourites (1)")
    try await second.waitFor("★ apple/swift [C++]")
    second.type("\u{03}")  // Ctrl-C, a byte in raw mode
    #expect(try await second.exitStatus() == 0)
    // The terminal was put back: the alternate screen was left and the cursor shown again.
    #expect(second.output.hasSuffix("\u{1b}[?25h\u{1b}[?1049l"))
  }
}

/// `github-browser` running on the slave side of a pseudo-terminal (100 x 30), its output collected from the
/// master side.
final class TerminalSession: Sendable {
  private let process: Process
  private let master: Int32
  private let collected = Collected()

  /// What the reader thread has read, shared with it.
  private final class Collected: Sendable {
    /// Kept as bytes and decoded whole: a read can end inside a character (★ is three bytes), and decoding each
    /// read alone would turn its halves into replacement characters.
    let bytes = Mutex<[UInt8]>([])
    /// The reader reached the end: the app and everything it started closed the terminal.
    let finished = Mutex(false)
  }

  init(arguments: [String]) throws {
    let pty = PseudoTerminalCalls()
    master = pty.open(O_RDWR | O_NOCTTY)
    guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0, let name = pty.slaveName(master) else {
      throw POSIXError(.ENOTTY)
    }
    var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let slave = FileHandle(forUpdatingAtPath: String(cString: name))!
    process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("github-browser")
    process.arguments = arguments
    process.standardInput = slave
    process.standardOutput = slave
    process.standardError = slave
    try process.run()
    try slave.close()
    let master = master
    let collected = collected
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        collected.bytes.withLock { $0 += buffer[0..<count] }
      }
      collected.finished.withLock { $0 = true }
    }
    reader.start()
  }

  deinit {
    if process.isRunning { process.terminate() }
    close(master)
  }

  /// Everything the app wrote so far, escape sequences included.
  var output: String { String(decoding: collected.bytes.withLock { $0 }, as: UTF8.self) }

  /// The text on screen now: the last frame drawn in full (each starts with cursor-home and ends with
  /// clear-below), without escape sequences. Earlier frames do not count: a row shown while a search was still
  /// being typed may be gone by the time a key acts on the list.
  var screen: String {
    let output = output
    guard let end = output.range(of: "\u{1b}[J", options: .backwards),
      let start = output.range(of: "\u{1b}[H", options: .backwards, range: output.startIndex..<end.lowerBound)
    else { return "" }
    return String(output[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "\u{1b}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
  }

  func type(_ keys: String) {
    let bytes = Array(keys.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Waits until `expected` is on screen; fails with the screen's text if the app exits first or the polling
  /// budget runs out.
  func waitFor(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let shown = await Polling.poll { screen.contains(expected) || collected.finished.withLock { $0 } }
    guard shown, screen.contains(expected) else {
      throw failure("never showed \"\(expected)\"", sourceLocation: sourceLocation)
    }
  }

  /// Waits until the app has exited and its last output has been read.
  func exitStatus() async throws -> Int32 {
    guard await Polling.poll({ !process.isRunning && collected.finished.withLock { $0 } }) else {
      let error = failure("did not exit")
      process.terminate()
      throw error
    }
    return process.terminationStatus
  }

  /// Records `what` went wrong at the caller with the whole screen, and returns an error that says it again in
  /// one line (a test run's summary shows the error a test threw, not always the issues recorded before it).
  private func failure(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) -> SessionFailure {
    let screen = screen
    let state = process.isRunning ? "the app is running" : "the app exited (\(process.terminationStatus))"
    Issue.record("\(what); \(state); the screen:\n\(screen)", sourceLocation: sourceLocation)
    let rows = screen.split(separator: "\r\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return SessionFailure(description: "\(what); \(state); on screen: " + rows.joined(separator: " | "))
  }
}

/// A terminal session that did not go as the test expected, with what the screen showed.
struct SessionFailure: Error, CustomStringConvertible {
  let description: String
}

/// glibc's pseudo-terminal calls, looked up at run time: its module map leaves them out (they need _XOPEN_SOURCE).
struct PseudoTerminalCalls {
  let open = Self.lookUp("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
  let grant = Self.lookUp("grantpt", as: (@convention(c) (Int32) -> Int32).self)
  let unlock = Self.lookUp("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
  let slaveName = Self.lookUp("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)

  private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { fatalError("no \(name) in libc") }
    return unsafeBitCast(symbol, to: type)
  }
}

/// The folder holding the test bundle and the built executables.
let productsDirectory: URL = {
  let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
  if let bundle { return bundle.bundleURL.deletingLastPathComponent() }
  return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
}()
