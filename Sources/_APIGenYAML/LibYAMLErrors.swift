import CYAML

/// Turns libyaml's error state into a `YAMLError` whose message says what is wrong in plain words and whose mark
/// points where a person should look (an unclosed quote is reported where it opens, not at the end of the file).
enum LibYAMLErrors {
  static func describe(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> YAMLError {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    let context = parser.context.map { String(cString: $0) }
    let problemMark = mark(parser.problem_mark)
    let contextMark = mark(parser.context_mark)

    switch parser.error {
    case YAML_MEMORY_ERROR:
      return YAMLError("libyaml ran out of memory", at: problemMark)
    case YAML_READER_ERROR:
      let at = TextPosition.mark(ofByte: parser.problem_offset, in: input)
      let byte =
        parser.problem_value >= 0 ? " (byte 0x\(String(parser.problem_value, radix: 16, uppercase: true)))" : ""
      return YAMLError("the text is not valid UTF-8 or contains a forbidden character: \(problem)\(byte)", at: at)
    default:
      break
    }

    if problem == "found unexpected end of stream", let context, context.contains("quoted scalar") {
      return YAMLError("unclosed quoted string: the quote that opens here is never closed", at: contextMark)
    }
    if problem == "found character that cannot start any token" || problem.contains("tab"),
      let offset = TextPosition.byteOffset(of: problemMark, in: input), input[offset] == UInt8(ascii: "\t")
    {
      return YAMLError("tab character in indentation; YAML indents with spaces only", at: problemMark)
    }
    if problem == "found character that cannot start any token",
      let offset = TextPosition.byteOffset(of: problemMark, in: input)
    {
      let character = String(decoding: input[offset..<min(offset + 1, input.count)], as: UTF8.self)
      return YAMLError("'\(character)' cannot start a value here; put the value in quotes", at: problemMark)
    }
    if let context {
      var subject = Substring(context)
      for prefix in ["while parsing a ", "while parsing ", "while scanning a ", "while scanning "]
      where subject.hasPrefix(prefix) {
        subject = subject.dropFirst(prefix.count)
        break
      }
      let opened = "the \(subject) that starts at line \(contextMark.line), column \(contextMark.column)"
      switch problem {
      case "did not find expected key", "did not find expected '-' indicator":
        return YAMLError("bad indentation: this line does not line up with \(opened)", at: problemMark)
      default:
        return YAMLError("\(problem) in \(opened)", at: problemMark)
      }
    }
    if problem == "mapping values are not allowed in this context" {
      return YAMLError(
        "unexpected ':' here: bad indentation, or a value with ': ' in it that needs quotes", at: problemMark)
    }
    return YAMLError(problem, at: problemMark)
  }

  private static func mark(_ mark: yaml_mark_t) -> Mark {
    Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }
}
