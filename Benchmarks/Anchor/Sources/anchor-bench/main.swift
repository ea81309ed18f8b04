import Foundation
import OpenAPIKit30
import Yams

// Usage: anchor-bench SPEC [RUNS]. Prints `anchor_ms` (median) and `anchor_peak_rss_mb`.
let arguments = CommandLine.arguments
let spec = arguments.count > 1 ? arguments[1] : "../../specs/github-full.yaml"
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let text = try String(contentsOfFile: spec, encoding: .utf8)

var timings: [Double] = []
var operations = 0
for _ in 0..<runs {
  let clock = ContinuousClock()
  let start = clock.now
  let document = try YAMLDecoder().decode(OpenAPI.Document.self, from: text)
  let elapsed = start.duration(to: clock.now)
  operations = document.allOperationIds.count
  timings.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
}
timings.sort()
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
print("spec: \(spec)")
print("operations: \(operations)")
print("runs: \(runs)")
print("anchor_ms: \((timings[timings.count / 2] * 100).rounded() / 100)")
print("anchor_peak_rss_mb: \((Double(usage.ru_maxrss) / 1024 * 100).rounded() / 100)")
