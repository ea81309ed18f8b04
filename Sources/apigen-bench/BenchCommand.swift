import ArgumentParser
import Dispatch

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

@main
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apigen-bench",
    abstract: "Measures APIGen. Prints one `key: value` line per figure; run it release-built.",
    subcommands: [
      ParseBench.self, GenerateBench.self, GrowthBench.self, ClientBench.self, ReactorBench.self, MockBench.self,
    ]
  )

  /// Synchronous benchmarks run without the concurrency runtime's threads, so valgrind (which stops at them) can
  /// count `parse` and `generate` instructions; the asynchronous ones wait on the main thread.
  static func main() {
    do {
      let command = try parseAsRoot()
      if let asynchronous = command as? any AsyncParsableCommand {
        let run = AsyncRun(command: asynchronous)
        run.start()
        run.wait()
        if let failure = run.failure { exit(withError: failure) }
      } else {
        var synchronous = command
        try synchronous.run()
      }
    } catch {
      exit(withError: error)
    }
  }
}

/// One asynchronous command run to its end from synchronous code.
private final class AsyncRun: @unchecked Sendable {
  private var command: any AsyncParsableCommand
  private let done = DispatchSemaphore(value: 0)
  private(set) var failure: (any Error)?

  init(command: any AsyncParsableCommand) { self.command = command }

  func start() {
    Task {
      do { try await command.run() } catch { failure = error }
      done.signal()
    }
  }

  func wait() { done.wait() }
}

/// The spec benchmarks read when none is named: the team's shared copy when it is there (as DESIGN.md says),
/// else the copy committed in this repository, so a fresh clone can run every benchmark.
let defaultSpec: String = {
  let shared = "../shared/specs/github-full.yaml"
  return access(shared, R_OK) == 0 ? shared : "specs/github-full.yaml"
}()
