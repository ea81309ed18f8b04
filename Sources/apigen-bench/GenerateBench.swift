import APIGenCore
import ArgumentParser
import Foundation
import _APIGenOpenAPI

struct GenerateBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generation end to end: parse, translate, render, write files.",
    discussion: """
      Prints generate_ms (from the file's bytes to Swift files on disk), its phases (load_ms, translate_ms, \
      render_ms, write_ms), the output's lines, bytes and files, generate_vs_scan (against libyaml's bare event \
      scan of the same file) and peak_rss_mb. Times are medians.
      """
  )

  @Argument(help: "The spec to generate from.")
  var spec: String = defaultSpec

  @Option(help: "Runs per figure.")
  var runs: Int = 7

  @Option(help: "Where to write the files (a temporary folder by default).")
  var output: String?

  func run() throws {
    let bytes: [UInt8]
    switch FileSystem.read(spec) {
    case .success(let read): bytes = read
    case .failure(let error): throw ValidationError(error.description)
    }
    let directory = output ?? NSTemporaryDirectory() + "apigen-bench-\(getpid())"
    let templates = try TemplateSet.builtIn()
    let name = (spec as NSString).lastPathComponent
    let options = GenerationOptions(moduleName: "GitHubFull", specFileName: name)
    let renderer = SwiftRenderer(templates: templates)
    var files: [GeneratedFile] = []
    var failure: (any Error)?

    let scan = Measure.medianMilliseconds(runs: runs) { _ = LibYAMLScan.countEvents(bytes) }
    let total = Measure.medianMilliseconds(runs: runs) {
      do {
        let loaded = SpecLoader().load(bytes: bytes, named: spec)
        let model = GenerationPipeline.lowered(loaded, options: options)
        files = try renderer.render(model)
        try Self.write(files, to: directory)
      } catch {
        failure = error
      }
    }
    if let failure { throw ValidationError("generation failed: \(failure)") }
    let loaded = SpecLoader().load(bytes: bytes, named: spec)
    let load = Measure.medianMilliseconds(runs: runs) { _ = SpecLoader().load(bytes: bytes, named: spec) }
    var model = GenerationPipeline.lowered(loaded, options: options)
    let translate = Measure.medianMilliseconds(runs: runs) {
      model = GenerationPipeline.lowered(loaded, options: options)
    }
    let render = Measure.medianMilliseconds(runs: runs) { files = (try? renderer.render(model)) ?? [] }
    let write = Measure.medianMilliseconds(runs: runs) { try? Self.write(files, to: directory) }
    if output == nil { try? FileManager.default.removeItem(atPath: directory) }

    let lines = files.reduce(0) { $0 + $1.contents.utf8.count { $0 == UInt8(ascii: "\n") } }
    print("spec: \(spec)")
    print("runs: \(runs)")
    print("scan_ms: \(Measure.format(scan))")
    print("generate_ms: \(Measure.format(total))")
    print("load_ms: \(Measure.format(load))")
    print("translate_ms: \(Measure.format(translate))")
    print("render_ms: \(Measure.format(render))")
    print("write_ms: \(Measure.format(write))")
    print("lines: \(lines)")
    print("bytes: \(files.reduce(0) { $0 + $1.contents.utf8.count })")
    print("files: \(files.count)")
    print("types: \(model.model.types.count)")
    print("operations: \(model.model.namespaces.reduce(0) { $0 + $1.operations.count })")
    print("generate_vs_scan: \(Measure.format(total / scan))")
    print("peak_rss_mb: \(Measure.format(Measure.peakResidentMegabytes()))")
  }

  /// Writes every file, as a fresh generation would.
  static func write(_ files: [GeneratedFile], to directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for file in files {
      try Data(file.contents.utf8).write(to: URL(fileURLWithPath: directory + "/" + file.name))
    }
  }
}
