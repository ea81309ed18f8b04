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
  /// count `parse` and `generate` instructions. Asynchronous ones run in a task while the main thread serves the
  /// main queue (`dispatchMain`), which the main actor needs: the reactor benchmark's reactors live there, and
  /// blocking the main thread on a semaphore instead left them waiting for ever.
  static func main() {
    do {
      let command = try parseAsRoot()
      if let asynchronous = command as? any AsyncParsableCommand {
        AsyncRun(command: asynchronous).start()
        dispatchMain()
      } else {
        var synchronous = command
        try synchronous.run()
      }
    } catch {
      exit(withError: error)
    }
  }
}

/// One asynchronous command run to its end, then the process exits with its outcome.
private final class AsyncRun: @unchecked Sendable {
  private var command: any AsyncParsableCommand

  init(command: any AsyncParsableCommand) { self.command = command }

  func start() {
    Task {
      do {
        try await command.run()
      } catch {
        BenchCommand.exit(withError: error)
      }
      BenchCommand.exit()
    }
  }
}

/// The spec benchmarks read when none is named: the team's shared copy when it is there (as DESIGN.md says),
/// else the copy committed in this repository, so a fresh clone can run every benchmark.
let defaultSpec: String = {
  let shared = "../shared/specs/github-full.yaml"
  return access(shared, R_OK) == 0 ? shared : "specs/github-full.yaml"
}()
