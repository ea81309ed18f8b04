import CYAML

/// Writes a node tree as YAML text through libyaml's emitter: block style, scalars in the style they were read in
/// (so a quoted `'200'` stays a string and a plain `200` stays a number), keys in their order.
public enum YAMLEmitter {
  public static func emit(_ root: Node, width: Int = 120) throws(YAMLError) -> String {
    let output = OutputBuffer()
    var emitter = yaml_emitter_t()
    guard yaml_emitter_initialize(&emitter) == 1 else {
      throw YAMLError("libyaml's emitter could not start", at: .start)
    }
    defer { yaml_emitter_delete(&emitter) }
    yaml_emitter_set_output(
      &emitter,
      { data, buffer, size in
        guard let data, let buffer else { return 0 }
        Unmanaged<OutputBuffer>.fromOpaque(data).takeUnretainedValue().bytes.append(
          contentsOf: UnsafeBufferPointer(start: buffer, count: size))
        return 1
      }, Unmanaged.passUnretained(output).toOpaque())
    yaml_emitter_set_width(&emitter, Int32(width))
    yaml_emitter_set_unicode(&emitter, 1)

    var event = yaml_event_t()
    func send(_ initialized: Int32) throws(YAMLError) {
      guard initialized == 1, yaml_emitter_emit(&emitter, &event) == 1 else {
        let problem = emitter.problem.map { String(cString: $0) } ?? "unknown problem"
        throw YAMLError("libyaml could not emit the document: \(problem)", at: .start)
      }
    }
    try send(yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING))
    try send(yaml_document_start_event_initialize(&event, nil, nil, nil, 1))
    // An explicit stack instead of recursion, so deep trees cannot overflow the call stack.
    enum Step {
      case node(Node)
      case endMapping
      case endSequence
    }
    var steps: [Step] = [.node(root)]
    while let step = steps.popLast() {
      switch step {
      case .endMapping: try send(yaml_mapping_end_event_initialize(&event))
      case .endSequence: try send(yaml_sequence_end_event_initialize(&event))
      case .node(let node):
        switch node.content {
        case .scalar(let scalar): try send(Self.initializeScalarEvent(&event, scalar))
        case .sequence(let items):
          try send(yaml_sequence_start_event_initialize(&event, nil, nil, 1, YAML_BLOCK_SEQUENCE_STYLE))
          steps.append(.endSequence)
          for item in items.reversed() { steps.append(.node(item)) }
        case .mapping(let pairs):
          try send(yaml_mapping_start_event_initialize(&event, nil, nil, 1, YAML_BLOCK_MAPPING_STYLE))
          steps.append(.endMapping)
          for pair in pairs.reversed() {
            steps.append(.node(pair.value))
            steps.append(.node(pair.key))
          }
        }
      }
    }
    try send(yaml_document_end_event_initialize(&event, 1))
    try send(yaml_stream_end_event_initialize(&event))
    guard yaml_emitter_flush(&emitter) == 1 else { throw YAMLError("libyaml could not flush its output", at: .start) }
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// A scalar's event, in the style and with the tag it was read with.
  private static func initializeScalarEvent(_ event: inout yaml_event_t, _ scalar: Scalar) -> Int32 {
    let style = Self.style(scalar.style)
    let plainImplicit: Int32 = scalar.tag == nil && scalar.style == .plain ? 1 : 0
    let quotedImplicit: Int32 = scalar.tag == nil && scalar.style != .plain ? 1 : 0
    let length = Int32(scalar.value.utf8.count)
    return withOptionalCString(scalar.value) { value in
      withOptionalCString(scalar.tag) { tag in
        yaml_scalar_event_initialize(&event, nil, tag, value, length, plainImplicit, quotedImplicit, style)
      }
    }
  }

  private final class OutputBuffer {
    var bytes: [UInt8] = []
  }

  private static func style(_ style: Scalar.Style) -> yaml_scalar_style_t {
    switch style {
    case .plain: return YAML_PLAIN_SCALAR_STYLE
    case .singleQuoted: return YAML_SINGLE_QUOTED_SCALAR_STYLE
    case .doubleQuoted: return YAML_DOUBLE_QUOTED_SCALAR_STYLE
    case .literal: return YAML_LITERAL_SCALAR_STYLE
    case .folded: return YAML_FOLDED_SCALAR_STYLE
    }
  }
}

private func withOptionalCString<Result>(_ text: String?, _ body: (UnsafePointer<UInt8>?) -> Result) -> Result {
  guard let text else { return body(nil) }
  return text.withCString { pointer in
    pointer.withMemoryRebound(to: UInt8.self, capacity: text.utf8.count + 1) { body($0) }
  }
}
