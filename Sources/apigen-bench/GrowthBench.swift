import APIGenCore
import ArgumentParser
import Foundation
import StreamBench
import _APIGenOpenAPI

struct GrowthBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "growth",
    abstract: "Generation time and peak memory on synthetic specs of growing size: the curve must be linear.",
    discussion: """
      For each size (units: one path with a GET and a POST, and one schema each; see SyntheticSpec), prints the \
      spec's bytes, generate_ms (bytes in memory to rendered files, median), peak_rss_mb (reset before each size \
      through /proc/self/clear_refs), ms_per_unit, and time_ratio / memory_ratio against the size before: \
      about 2.0 when the size doubles means linear growth.
      """
  )

  @Option(help: "The sizes, in units, comma-separated.")
  var sizes: String = "1000,2000,4000,8000,16000"

  @Option(help: "Runs per size (the median is printed).")
  var runs: Int = 3

  func run() throws {
    let counts = sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else { throw ValidationError("--sizes: positive numbers") }
    let templates = try TemplateSet.builtIn()
    print("units\tspec_kb\tgenerate_ms\tpeak_rss_mb\tms_per_unit\ttime_ratio\tmemory_ratio")
    var previous: (units: Int, milliseconds: Double, megabytes: Double)?
    for units in counts {
      let bytes = Array(SyntheticSpec.json(units: units).utf8)
      PeakMemory.reset()
      let base = PeakMemory.residentMegabytes() ?? 0
      var failure: (any Error)?
      let milliseconds = Measure.medianMilliseconds(runs: runs) {
        do {
          let spec = SpecLoader().load(bytes: bytes, named: "synthetic.json")
          guard !spec.hasErrors else { throw ValidationError("the synthetic spec has errors: \(spec.errors)") }
          var config = GeneratorConfig()
          config.files = 8
          _ = try GenerationPipeline.run(
            spec, config: config, moduleName: "Synthetic", specFileName: "synthetic.json", templates: templates)
        } catch {
          failure = error
        }
      }
      if let failure { throw ValidationError("generation failed at \(units) units: \(failure)") }
      let megabytes = (PeakMemory.peakMegabytes() ?? Measure.peakResidentMegabytes()) - base
      var row = [
        "\(units)", "\(bytes.count / 1024)", Measure.format(milliseconds), Measure.format(megabytes),
        Measure.format(milliseconds / Double(units)),
      ]
      if let previous {
        let scale = Double(units) / Double(previous.units)
        row.append(Measure.format(milliseconds / previous.milliseconds / scale * 2))
        row.append(Measure.format(megabytes / previous.megabytes / scale * 2))
      } else {
        row += ["-", "-"]
      }
      print(row.joined(separator: "\t"))
      previous = (units, milliseconds, megabytes)
    }
  }
}
