/// The lines in which two values' dumps differ, for a failure message: `-` expected, `+` actual.
struct StateDifference<Value>: CustomStringConvertible {
  var expected: Value
  var actual: Value

  var description: String {
    let expectedLines = Self.lines(of: expected)
    let actualLines = Self.lines(of: actual)
    var output: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let old = index < expectedLines.count ? expectedLines[index] : nil
      let new = index < actualLines.count ? actualLines[index] : nil
      if old == new {
        output.append("  " + (old ?? ""))
      } else {
        if let old { output.append("- " + old) }
        if let new { output.append("+ " + new) }
      }
    }
    return output.joined(separator: "\n")
  }

  private static func lines(of value: Value) -> [String] {
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
  }
}
