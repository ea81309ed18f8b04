import ArgumentParser

@main
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apigen-bench",
    abstract: "Measures APIGen. Prints one `key: value` line per figure; run it release-built.",
    subcommands: [ParseBench.self]
  )
}

/// The spec benchmarks read when none is named.
let defaultSpec = "../shared/specs/github-full.yaml"
