import ArgumentParser

/// Runs a root command with `apigen`'s exit codes: 0 success, 1 invalid spec or config, 2 bad usage or I/O.
package enum CommandLineMain {
  package static func run(_ root: any ParsableCommand.Type) async {
    do {
      var command = try root.parseAsRoot()
      if var asynchronous = command as? any AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch {
      fail(root, error)
    }
  }

  /// For roots whose commands are all synchronous: the concurrency runtime's threads are never started, which
  /// saves the plugin's tool their start-up and lets valgrind (which stops at them) count its instructions.
  package static func runSynchronously(_ root: any ParsableCommand.Type) {
    do {
      var command = try root.parseAsRoot()
      try command.run()
    } catch {
      fail(root, error)
    }
  }

  private static func fail(_ root: any ParsableCommand.Type, _ error: any Error) -> Never {
    if let exit = error as? ExitCode {
      root.exit(withError: exit)
    }
    let code = root.exitCode(for: error)
    if code == .success {
      root.exit(withError: error)
    }
    // Usage errors: ArgumentParser would exit 64; apigen promises 2.
    var standardError = StandardError()
    print(root.fullMessage(for: error), to: &standardError)
    root.exit(withError: ExitCode(2))
  }
}
