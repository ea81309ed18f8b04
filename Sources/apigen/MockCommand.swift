// The real command needs the Mock trait (MockCommandWithoutTrait.swift stands in otherwise).
#if Mock
  import APIGenCommandLine
  import APIGenCommands
  import APIMock
  import ArgumentParser
  import Foundation
  import _APIGenOpenAPI

  /// `apigen mock`: serves a description's operations on a local port (<doc:MockingAnAPI>).
  struct MockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "mock",
      abstract: "Serves a spec's operations on a local port, for offline development and tests.",
      discussion: """
        Routes each request by method and path template and answers with the operation's documented example (the \
        first success, or what a `Prefer: code=404, example=name, dynamic=true` header asks), else with a value made \
        from the schema (the same for the same --seed). Requests that break the spec (parameters, headers, body, \
        content type) get the operation's documented client error (400, 422, ...) with its message saying what is \
        wrong, or where it documents none a 400 application/problem+json body naming each problem and the spec's \
        FILE:LINE:COLUMN of the rule; requests without the credentials an operation requires get 401 (--no-auth \
        turns that off). --data names a folder of JSON overlays that pin answers, headers, statuses, delays and faults \
        (see "Mocking an API" in the apigen documentation). Prints one line per request. Exits 1 when the spec or an \
        overlay has errors, 2 when the port cannot be used.
        """
    )

    @Argument(help: "The OpenAPI document (YAML or JSON). Default: `spec` from apigen.yaml.")
    var spec: String?

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 4010

    @Option(help: "The address to listen on.")
    var host: String = "127.0.0.1"

    @Option(
      help: """
        The config file whose `spec` is served when no spec is named, with its `overlays` applied. Default: \
        apigen.yaml when no spec is named.
        """)
    var config: String?

    @Option(
      name: .customLong("overlay"),
      help: "An Overlay document to apply to the spec, after the config's (repeatable, applied in order).")
    var overlays: [String] = []

    @Option(help: "A folder of JSON overlay files (pinned answers, headers, statuses, delays, faults).")
    var data: String?

    @Option(help: "The seed of values made up from schemas.")
    var seed: UInt64 = 1

    @Flag(help: "Answer requests that break the spec as if they did not.")
    var noValidation = false

    @Flag(help: "Answer requests without the credentials their operations require as if they had them.")
    var noAuth = false

    @Flag(
      help: """
        Print each operation's answer to a bad query, header, cookie or body (METHOD PATH STATUS, or \
        problem+json where the operation documents no client error that fits) and exit without serving.
        """)
    var printRefusals = false

    func run() async throws {
      var standardError = StandardError()
      let selection: SpecSelection
      do {
        selection = try SpecSelection.resolve(spec: spec, config: config, overlays: overlays)
      } catch {
        print(error.description, to: &standardError)
        throw ExitCode(2)
      }
      let specPath = selection.spec
      let report = ValidationReport.validate(file: specPath, loader: SpecLoader(overlays: selection.overlays))
      for line in report.diagnosticLines { print(line, to: &standardError) }
      guard report.exitCode == .success, let loaded = report.spec else { throw ExitCode(report.exitCode.rawValue) }
      let server: MockServer
      do {
        let overlays = try data.map { try MockOverlay.load(folder: URL(fileURLWithPath: $0)) } ?? []
        var responder = try MockResponder(spec: loaded, overlays: overlays, seed: seed)
        if printRefusals {
          for refusal in responder.refusals {
            print("\(refusal.method) \(refusal.path) \(refusal.status.map(String.init) ?? "problem+json")")
          }
          return
        }
        responder.validatesRequests = !noValidation
        responder.checksCredentials = !noAuth
        server = try await MockServer(responder: responder, host: host, port: port) { line in
          Self.printLine(line)
        }
        Self.printLine(
          "apigen mock: \(responder.operationCount) operations of \(specPath) on \(server.url.absoluteString)"
            + (overlays.isEmpty ? "" : " (\(overlays.count) overlays from \(data ?? ""))"))
      } catch let error as MockSetupError {
        print("error: \(error.description)", to: &standardError)
        throw ExitCode(error.description.hasPrefix("cannot listen") ? 2 : 1)
      }
      // Serve until interrupted (Ctrl-C or SIGTERM end the process).
      while !Task.isCancelled { try await Task.sleep(for: .seconds(3600)) }
      await server.stop()
    }

    /// A whole line at once, unbuffered, so a reader of a pipe sees each request as it is answered.
    private static func printLine(_ line: String) {
      FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
  }
#endif
