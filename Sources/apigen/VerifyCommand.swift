import APIGenCommandLine
import APIGenCommands
import APIMock
import APIVerify
import ArgumentParser
import Foundation
import HTTPTypes
import _APIGenOpenAPI

/// `apigen verify`: checks a running server's answers against its description (<doc:VerifyingAServer>).
struct VerifyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Checks a live server against its spec, and reports where they disagree at the spec's lines.",
    discussion: """
      Sends one valid request per selected operation (values from --data, then the spec's examples, then values \
      made from the schemas; only GET, HEAD and OPTIONS unless --include-unsafe) and checks each answer: status \
      documented, required headers present and valid, content type documented, body valid against its schema. \
      Each finding is printed as FILE:LINE:COLUMN: error|warning: message at the rule in the spec, then a \
      summary. Credentials come from --header or from APIGEN_TOKEN, APIGEN_API_KEY, APIGEN_USERNAME and \
      APIGEN_PASSWORD, or APIGEN_AUTH_<SCHEME> for the spec's security schemes; they are never printed. Exits 0 \
      when every answer conforms, 1 when something does not (or the spec has errors), 2 for bad usage.
      """
  )

  @Argument(help: "The OpenAPI document (YAML or JSON). Default: `spec` from apigen.yaml.")
  var spec: String?

  @Option(help: "The server's base URL (replaces the spec's servers).")
  var server: String

  @Option(
    help: """
      The config file whose `spec` is checked when no spec is named, with its `overlays` applied. Default: \
      apigen.yaml when no spec is named.
      """)
  var config: String?

  @Option(
    name: .customLong("overlay"),
    help: "An Overlay document to apply to the spec, after the config's (repeatable, applied in order).")
  var overlays: [String] = []

  @Option(help: "A JSON file of request values: `parameters` by name, `operations` and `bodies` by operation id.")
  var data: String?

  @Option(name: .customLong("header"), help: "A header field sent with every request ('Name: value'); repeatable.")
  var headers: [String] = []

  @Option(name: .customLong("operation"), help: "Only this operation (by id); repeatable.")
  var operations: [String] = []

  @Option(name: .customLong("tag"), help: "Only operations with this tag; repeatable.")
  var tags: [String] = []

  @Option(
    name: .customLong("exclude-operation"),
    help: "Never this operation (by id), such as one that deletes the account the credentials belong to; repeatable.")
  var excludedOperations: [String] = []

  @Option(name: .customLong("exclude-tag"), help: "Never operations with this tag; repeatable.")
  var excludedTags: [String] = []

  @Flag(help: "Call operations with unsafe methods too (POST, PUT, PATCH, DELETE...), in spec order.")
  var includeUnsafe = false

  @Option(help: "How findings are printed: text (like a compiler) or json (one object per line).")
  var format: OutputFormat = .text

  @Option(help: "Seconds one request may take, body included.")
  var timeout: Double = 30

  @Option(help: "How many requests are in flight at once.")
  var concurrency: Int = 1

  enum OutputFormat: String, ExpressibleByArgument {
    case text, json
  }

  func validate() throws {
    guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds") }
    guard concurrency >= 1 else { throw ValidationError("--concurrency must be 1 or more") }
    guard let url = URL(string: server), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil
    else { throw ValidationError("--server must be an http or https URL, such as http://127.0.0.1:8000") }
  }

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
    let validation = ValidationReport.validate(file: specPath, loader: SpecLoader(overlays: selection.overlays))
    // The spec's own warnings are `apigen validate`'s business; its errors stop the run.
    for line in validation.diagnosticLines where line.contains(": error: ") { print(line, to: &standardError) }
    guard validation.exitCode == .success, let loaded = validation.spec else {
      throw ExitCode(validation.exitCode.rawValue)
    }
    let options: VerifyOptions
    let plan: VerifyPlan
    do {
      options = try makeOptions()
      plan = try VerifyPlan(spec: loaded, options: options)
    } catch {
      print("error: \(error)", to: &standardError)
      throw ExitCode(2)
    }
    let results = await Verifier(spec: loaded, options: options).run(plan)
    let report = VerifyReport(plan: plan, results: results, operationCount: loaded.document.operations.count)
    let lines = format == .json ? report.jsonLines : report.textLines
    FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    throw ExitCode(report.exitCode)
  }

  private func makeOptions() throws -> VerifyOptions {
    var options = VerifyOptions(server: URL(string: server.hasSuffix("/") ? String(server.dropLast()) : server)!)
    options.operations = operations
    options.tags = tags
    options.excludedOperations = excludedOperations
    options.excludedTags = excludedTags
    options.includesUnsafe = includeUnsafe
    options.timeout = .milliseconds(Int64(timeout * 1000))
    options.concurrency = concurrency
    for header in headers {
      let parts = header.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, let name = HTTPField.Name(parts[0].trimmingCharacters(in: .whitespaces)) else {
        throw VerifyUsageError("--header '\(parts.first ?? "")...' is not 'Name: value'")
      }
      options.headers[name] = parts[1].trimmingCharacters(in: .whitespaces)
    }
    if let data {
      let bytes: Data
      do {
        bytes = try Data(contentsOf: URL(fileURLWithPath: data))
      } catch {
        throw VerifyUsageError("cannot read --data \(data): \(error.localizedDescription)")
      }
      do {
        options.supplied = try SuppliedValues(json: JSONValue.parseJSON(Array(bytes)))
      } catch {
        throw VerifyUsageError("\(data): \(error)")
      }
    }
    return options
  }
}
