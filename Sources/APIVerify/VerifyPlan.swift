import HTTPTypes
import _APIGenOpenAPI
import _APIMockCore

/// The requests `apigen verify` sends: one valid request per selected operation, in spec order, each with the
/// phase it is sent in (``CallPhase``), with the caller's values, the environment's credentials and the `--header`
/// fields. An operation that deletes the credentials' own account is left out unless `--operation` names it.
package struct VerifyPlan: Sendable {
  /// One operation's request; its target is relative to the server URL.
  package struct Call: Sendable {
    package var operation: _APIGenOpenAPI.Operation
    package var request: MockRequest
    package var phase: CallPhase

    package init(operation: _APIGenOpenAPI.Operation, request: MockRequest) {
      self.operation = operation
      self.request = request
      phase = CallPhase(of: operation)
    }
  }

  package var calls: [Call]
  /// What makes each call's request, kept to make one again with the values earlier answers gave (links).
  private let maker: RequestMaker
  /// How many selected operations were left out because their methods are not safe (see `includesUnsafe`).
  package var unsafeLeftOut: Int
  /// The operations called without credentials although they require some (none of their schemes had one).
  package var lackingCredentials: [String]
  /// The operations left out because they would delete the account whose credentials the calls send.
  package var ownAccountLeftOut: [String] = []

  static let safeMethods: Set<HTTPMethod> = [.get, .head, .options]

  /// - Throws: ``VerifyUsageError`` when an `--operation`, `--tag` or `--data` entry names nothing in the spec.
  package init(spec: Spec, options: VerifyOptions) throws(VerifyUsageError) {
    let all = spec.document.operations
    var selected: [_APIGenOpenAPI.Operation] = []
    for operation in try Self.select(all, operations: options.operations, tags: options.tags) {
      if try Self.isKept(operation, all, excluding: options.excludedOperations, tags: options.excludedTags) {
        selected.append(operation)
      }
    }
    let unknown = options.supplied.unknownOperations(in: spec)
    if !unknown.isEmpty {
      throw VerifyUsageError("--data names operations the spec does not have: \(unknown.joined(separator: ", "))")
    }
    let maker = RequestMaker(spec: spec, options: options)
    var calls: [Call] = []
    var unsafeLeftOut = 0
    var lackingCredentials: [String] = []
    let named = Set(options.operations.map { $0.lowercased() })
    var ownAccountLeftOut: [String] = []
    for operation in selected {
      guard options.includesUnsafe || Self.safeMethods.contains(operation.method) else {
        unsafeLeftOut += 1
        continue
      }
      if CallPhase.deletesOwnAccount(operation), !named.contains(operation.name.lowercased()) {
        ownAccountLeftOut.append(operation.name)
        continue
      }
      if maker.credentials.lacksCredentials(for: operation, headers: options.headers) {
        lackingCredentials.append(operation.name)
      }
      calls.append(Call(operation: operation, request: maker.request(for: operation)))
    }
    self.maker = maker
    self.calls = calls
    self.unsafeLeftOut = unsafeLeftOut
    self.lackingCredentials = lackingCredentials
    self.ownAccountLeftOut = ownAccountLeftOut
  }

  /// Some of `plan`'s calls, with its notes (to run parts of a plan with other options).
  package init(calls: [Call], of plan: VerifyPlan) {
    self.calls = calls
    maker = plan.maker
    unsafeLeftOut = plan.unsafeLeftOut
    lackingCredentials = plan.lackingCredentials
    ownAccountLeftOut = plan.ownAccountLeftOut
  }

  private static func select(
    _ all: [_APIGenOpenAPI.Operation], operations: [String], tags: [String]
  ) throws(VerifyUsageError) -> [_APIGenOpenAPI.Operation] {
    func fold(_ name: String) -> String { name.lowercased() }
    var selected = all
    if !operations.isEmpty {
      let wanted = Set(operations.map(fold))
      let known = Set(all.map { fold($0.name) })
      let missing = operations.filter { !known.contains(fold($0)) }
      if !missing.isEmpty {
        throw VerifyUsageError("the spec has no operation \(missing.map { "'\($0)'" }.joined(separator: ", "))")
      }
      selected = selected.filter { wanted.contains(fold($0.name)) }
    }
    if !tags.isEmpty {
      let known = Set(all.flatMap(\.tags))
      let missing = tags.filter { !known.contains($0) }
      if !missing.isEmpty {
        throw VerifyUsageError("no operation has the tag \(missing.map { "'\($0)'" }.joined(separator: ", "))")
      }
      selected = selected.filter { !Set($0.tags).isDisjoint(with: tags) }
    }
    return selected
  }

  /// Whether `operation` is not excluded by `--exclude-operation` or `--exclude-tag`, each of which must name
  /// something the spec has.
  private static func isKept(
    _ operation: _APIGenOpenAPI.Operation, _ all: [_APIGenOpenAPI.Operation], excluding names: [String],
    tags: [String]
  ) throws(VerifyUsageError) -> Bool {
    let known = Set(all.map { $0.name.lowercased() })
    if let missing = names.first(where: { !known.contains($0.lowercased()) }) {
      throw VerifyUsageError("--exclude-operation: the spec has no operation '\(missing)'")
    }
    let knownTags = Set(all.flatMap(\.tags))
    if let missing = tags.first(where: { !knownTags.contains($0) }) {
      throw VerifyUsageError("--exclude-tag: no operation has the tag '\(missing)'")
    }
    return !names.contains { $0.lowercased() == operation.name.lowercased() }
      && Set(operation.tags).isDisjoint(with: tags)
  }

  /// The request for `call` made again with what earlier answers gave it through links: a value the caller
  /// supplied for this operation (`--data`) still wins, and a link whose expression found nothing changes nothing.
  package func request(for call: Call, linked: [LinkedValue]) -> MockRequest {
    maker.request(for: call.operation, linked: linked)
  }
}

/// One operation's request as `apigen verify` sends it: the sample request (no base path, no optional query),
/// the media types it accepts, the environment's credentials and the `--header` fields.
private struct RequestMaker: Sendable {
  let spec: Spec
  let samples: SampleRequests
  let credentials: Credentials
  let headers: [HTTPField]

  init(spec: Spec, options: VerifyOptions) {
    self.spec = spec
    var samples = SampleRequests(spec: spec, supplied: options.supplied)
    samples.basePath = ""
    samples.includesOptionalQuery = false
    self.samples = samples
    credentials = Credentials(spec: spec, environment: options.environment)
    headers = Array(options.headers)
  }

  func request(for operation: _APIGenOpenAPI.Operation, linked: [LinkedValue] = []) -> MockRequest {
    var samples = samples
    var parameters: [String: JSONValue] = [:]
    for value in linked {
      guard let found = value.value else { continue }
      switch value.slot {
      case .parameter(let name): parameters[name] = found
      case .body where samples.supplied.bodies[operation.name] == nil: samples.supplied.bodies[operation.name] = found
      case .body: break
      }
    }
    if !parameters.isEmpty {
      samples.supplied.operationParameters[operation.name] = parameters.merging(
        samples.supplied.operationParameters[operation.name] ?? [:]
      ) { _, supplied in supplied }
    }
    var request = samples.request(for: operation)
    if let accept = Self.accept(operation, spec: spec) { request.headers[.accept] = accept }
    Self.apply(credentials.placements(for: operation), to: &request)
    for field in headers { request.headers[field.name] = field.value }
    return request
  }

  /// Every media type the operation documents an answer in, so that a server that negotiates answers in one.
  private static func accept(_ operation: _APIGenOpenAPI.Operation, spec: Spec) -> String? {
    var types: [String] = []
    for entry in operation.responses {
      for key in spec.resolve(entry.response)?.content.keys ?? [] where !types.contains(key) { types.append(key) }
    }
    return types.isEmpty ? nil : types.joined(separator: ", ")
  }

  private static func apply(_ placements: [Credentials.Placement], to request: inout MockRequest) {
    for placement in placements {
      switch placement {
      case .header(let name, let value):
        if let field = HTTPField.Name(name) { request.headers[field] = value }
      case .query(let name, let value):
        let separator = request.target.contains("?") ? "&" : "?"
        request.target +=
          separator + SampleRequests.encode(name, keeping: "") + "=" + SampleRequests.encode(value, keeping: "")
      case .cookie(let name, let value):
        let pair = name + "=" + SampleRequests.encode(value, keeping: "")
        request.headers[.cookie] = request.headers[.cookie].map { $0 + "; " + pair } ?? pair
      }
    }
  }
}

/// A command line that names something the spec lacks, or values of the wrong shape: exit 2.
package struct VerifyUsageError: Error, Sendable, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}
