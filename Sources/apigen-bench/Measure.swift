#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing helpers: every figure is the median of several runs in one process.
enum Measure {
  /// Median wall time of `body` over `runs` runs, in milliseconds.
  static func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
      samples.append(milliseconds(clock.measure(body)))
    }
    return median(samples)
  }

  /// Median wall times of making a value and of freeing it, each in milliseconds over `runs` runs: what a caller
  /// waits for before the value can be used, and what dropping it later costs.
  static func medianMakeAndFree<Value>(
    runs: Int, making make: () -> Value
  ) -> (make: Double, free: Double) {
    let clock = ContinuousClock()
    var making: [Double] = []
    var freeing: [Double] = []
    for _ in 0..<runs {
      var value: Value? = nil
      making.append(milliseconds(clock.measure { value = make() }))
      freeing.append(milliseconds(clock.measure { value = nil }))
      withExtendedLifetime(value) {}
    }
    return (median(making), median(freeing))
  }

  /// Median wall time of an asynchronous `body` over `runs` runs, in milliseconds.
  static func medianMilliseconds(runs: Int, _ body: () async throws -> Void) async rethrows -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = clock.now
      try await body()
      samples.append(milliseconds(start.duration(to: clock.now)))
    }
    return median(samples)
  }

  /// The middle sample; not a number when there are none (a figure that was not measured).
  private static func median(_ samples: [Double]) -> Double {
    samples.isEmpty ? .nan : samples.sorted()[samples.count / 2]
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  /// The peak resident set size of this process so far, in MiB.
  static func peakResidentMegabytes() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
      return Double(usage.ru_maxrss) / 1_048_576
    #else
      return Double(usage.ru_maxrss) / 1024
    #endif
  }

  static func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return String(scaled)
  }
}
