import Foundation

/// Peak memory per measurement on Linux, for the benchmarks (apigen-bench's growth and client figures, and
/// IntegrationTests' stream-bench): writing 5 to /proc/self/clear_refs resets the high-water mark (VmHWM).
/// Elsewhere the figures are nil.
package enum PeakMemory {
  package static func reset() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  /// The high-water mark since the last `reset()`, in MiB.
  package static func peakMegabytes() -> Double? { field("VmHWM") }

  /// What is resident now, in MiB.
  package static func residentMegabytes() -> Double? { field("VmRSS") }

  private static func field(_ name: String) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let kilobytes = line.split(separator: " ").dropFirst().first { Int($0) != nil }.flatMap { Int($0) }
      return kilobytes.map { Double($0) / 1024 }
    }
    return nil
  }
}
