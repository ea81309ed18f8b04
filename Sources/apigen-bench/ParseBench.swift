import ArgumentParser
import CYAML
import _APIGenOpenAPI
import _APIGenYAML

struct ParseBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Bare libyaml event scan vs our node tree vs the full OpenAPI decode.",
    discussion: """
      Prints scan_ms (libyaml's events, nothing built), tree_ms (YAML.Node tree), document_ms (Spec: \
      document, references resolved, linked), each until the result is ready, then the time to free the tree and \
      the Spec, the ratios to the scan with and without freeing, and peak_rss_mb. Times are medians.
      """
  )

  @Argument(help: "The spec to parse.")
  var spec: String = defaultSpec

  @Option(help: "Runs per figure.")
  var runs: Int = 9

  @Option(help: "Measure only this figure (scan, tree or document), for a profiler.")
  var only: Figure?

  enum Figure: String, ExpressibleByArgument, CaseIterable {
    case scan, tree, document
  }

  func run() throws {
    let bytes: [UInt8]
    switch FileSystem.read(spec) {
    case .success(let read): bytes = read
    case .failure(let error): throw ValidationError(error.description)
    }
    var check = 0
    func count(_ figure: Figure) -> Int { only == nil || only == figure ? runs : 0 }
    let scan = Measure.medianMilliseconds(runs: count(.scan)) { check &+= LibYAMLScan.countEvents(bytes) }
    let tree = Measure.medianMakeAndFree(runs: count(.tree)) { try? YAMLParser.parse(bytes: bytes) }
    let loader = SpecLoader()
    let document = Measure.medianMakeAndFree(runs: count(.document)) { loader.load(bytes: bytes, named: spec) }
    // Counted outside the timed runs: listing the operations copies every one.
    let operations = count(.document) > 0 ? loader.load(bytes: bytes, named: spec).document.operations.count : 0
    print("spec: \(spec)")
    print("bytes: \(bytes.count)")
    print("operations: \(operations)")
    print("runs: \(runs)")
    print("scan_ms: \(Measure.format(scan))")
    print("tree_ms: \(Measure.format(tree.make))")
    print("document_ms: \(Measure.format(document.make))")
    print("tree_free_ms: \(Measure.format(tree.free))")
    print("document_free_ms: \(Measure.format(document.free))")
    print("tree_vs_scan: \(Measure.format(tree.make / scan))")
    print("document_vs_scan: \(Measure.format(document.make / scan))")
    print("tree_with_free_vs_scan: \(Measure.format((tree.make + tree.free) / scan))")
    print("document_with_free_vs_scan: \(Measure.format((document.make + document.free) / scan))")
    print("peak_rss_mb: \(Measure.format(Measure.peakResidentMegabytes()))")
    if check == -1 { print("unreachable") }
  }
}

/// libyaml at its fastest: parse every event and drop it, building nothing.
enum LibYAMLScan {
  static func countEvents(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) == 1, let base = buffer.baseAddress else { return 0 }
      defer { yaml_parser_delete(&parser) }
      yaml_parser_set_input_string(&parser, base, buffer.count)
      var event = yaml_event_t()
      var count = 0
      while yaml_parser_parse(&parser, &event) == 1 {
        let done = event.type == YAML_STREAM_END_EVENT
        yaml_event_delete(&event)
        count += 1
        if done { break }
      }
      return count
    }
  }
}
