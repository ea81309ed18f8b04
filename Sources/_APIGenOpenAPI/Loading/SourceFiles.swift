import _APIGenYAML

/// The files of one load, each read and parsed once, shared by the loader and the decoders that need a referenced
/// node while decoding (a `$ref` standing where the specification allows none). A class because decoders are
/// values copied into sub-decoders, and every copy must see, and add to, the same files.
final class SourceFiles {
  private let read: (String) -> Result<[UInt8], SpecReadError>
  private let parse: ([UInt8], String, inout Diagnostics) -> Node?
  /// Parsed files; nil for a file that could not be read or parsed (reported once, at the first reference).
  private(set) var nodes: [String: Node?] = [:]
  private(set) var order: [String] = []
  /// Sections of the root's `components` given as a `$ref` to a map in another place (`schemas: {$ref:
  /// schemas.json}`), by section name: the loader makes that place's entries and the components one thing.
  var inlinedSections: [(section: String, target: ReferenceTarget)] = []
  /// Read and parse failures, for the loader to report.
  var diagnostics: [Diagnostic] = []

  init(
    read: @escaping (String) -> Result<[UInt8], SpecReadError>,
    parse: @escaping ([UInt8], String, inout Diagnostics) -> Node?
  ) {
    self.read = read
    self.parse = parse
  }

  private(set) var rootFile = ""
  /// The root document's `$self` (OpenAPI 3.2): references under it name the root's files.
  private(set) var selfURI: String?

  /// Records the already parsed root file.
  func addRoot(_ file: String, _ node: Node?) {
    rootFile = file
    selfURI = node?["$self"]?.scalar?.value
    order.append(file)
    nodes[file] = .some(node)
  }

  /// The parsed tree of a file, reading and parsing it on first use.
  func node(of file: String, for reference: Reference) -> Node? {
    if let cached = nodes[file] { return cached }
    order.append(file)
    switch read(file) {
    case .failure(let failure):
      nodes[file] = .some(nil)
      diagnostics.append(
        Diagnostic(
          .error, "cannot read '\(file)', which reference '\(reference.raw)' names: \(failure.reason)",
          file: reference.file, mark: reference.mark))
      return nil
    case .success(let bytes):
      var problems = Diagnostics(limit: .max)
      let node = parse(bytes, file, &problems)
      diagnostics.append(contentsOf: problems.all)
      nodes[file] = .some(node)
      return node
    }
  }

  /// The node a reference points at, or nil after reporting why there is none (the file cannot be read, or the
  /// pointer names nothing there).
  func target(of reference: Reference) -> Node? {
    let target = reference.target
    guard let fileNode = node(of: target.file, for: reference) else { return nil }
    switch NodePointer.walk(fileNode, target.tokens) {
    case .found(let node): return node
    case .missing(let index):
      let parent = ReferenceTarget(file: target.file, tokens: Array(target.tokens.prefix(index)))
      let parentText = target.file == reference.file ? "#" + JSONPointer.encode(parent.tokens) : parent.description
      let place = parent.tokens.isEmpty ? "at the top of \(target.file)" : "in \(parentText)"
      diagnostics.append(
        Diagnostic(
          .error, "dangling reference '\(reference.raw)': there is no '\(target.tokens[index])' \(place)",
          file: reference.file, mark: reference.mark))
      return nil
    }
  }
}
