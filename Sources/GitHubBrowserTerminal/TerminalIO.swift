import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal at the edges: raw-mode input as key bytes, frames out. When standard input is not a terminal
/// (a pipe in a script) it reads the bytes as they come and leaves the modes alone.
@MainActor
package final class TerminalIO {
  private let input: Int32
  private let output: Int32
  private var original: termios?

  package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// Raw mode (keys arrive one by one, unechoed, Ctrl-C as a byte), the alternate screen, no cursor.
  package func enter() {
    var settings = termios()
    if tcgetattr(input, &settings) == 0 {
      original = settings
      cfmakeraw(&settings)
      tcsetattr(input, TCSAFLUSH, &settings)
    }
    write("\u{1b}[?1049h\u{1b}[?25l")
  }

  /// Puts the terminal back as it was.
  package func leave() {
    write("\u{1b}[?25h\u{1b}[?1049l")
    if var settings = original { tcsetattr(input, TCSAFLUSH, &settings) }
  }

  /// The terminal's size; 80 x 24 when it has none (a pipe).
  package var size: (width: Int, height: Int) {
    var window = winsize()
    if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return (Int(window.ws_col), Int(window.ws_row))
    }
    return (80, 24)
  }

  /// Draws `lines` over the previous frame (each line cleared to its end, then everything below).
  package func draw(_ lines: [String]) {
    write("\u{1b}[H" + lines.map { $0 + "\u{1b}[K" }.joined(separator: "\r\n") + "\u{1b}[J")
  }

  package func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Foundation.write(output, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }

  /// An element each time the terminal window changes size (SIGWINCH), until the stream is dropped.
  package nonisolated static func resizes() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    signal(SIGWINCH, SIG_IGN)
    // Dispatch sources are thread-safe; the type just does not say so.
    nonisolated(unsafe) let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
    source.setEventHandler { continuation.yield() }
    continuation.onTermination = { _ in source.cancel() }
    source.resume()
    return stream
  }

  /// The bytes typed, one read at a time, until end of input. Reads on a thread of its own (a blocking read must
  /// not hold up the main actor).
  package nonisolated static func bytes(from descriptor: Int32 = STDIN_FILENO) -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      let thread = Thread {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { break }
          continuation.yield(Array(buffer[0..<count]))
        }
        continuation.finish()
      }
      thread.start()
    }
  }
}
