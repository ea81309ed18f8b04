import ArgumentParser

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

@main
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apigen-bench",
    abstract: "Measures APIGen. Prints one `key: value` line per figure; run it release-built.",
    subcommands: [
      ParseBench.self, GenerateBench.self, GrowthBench.self, ClientBench.self, ReactorBench.self, MockBench.self,
    ]
  )
}

/// The spec benchmarks read when none is named: the team's shared copy when it is there (as DESIGN.md says),
/// else the copy committed in this repository, so a fresh clone can run every benchmark.
let defaultSpec: String = {
  let shared = "../shared/specs/github-full.yaml"
  return access(shared, R_OK) == 0 ? shared : "specs/github-full.yaml"
}()
