import APIMock
import APIVerify
import Foundation
import Synchronization
import Testing
import _APIGenOpenAPI
import _APIMockCore

/// A create whose answer links to the operations that read, tag and rename what it made: by `operationId` with a
/// qualified parameter name, by a local `operationRef` with a template that reads the request's body, by an
/// expression that finds nothing, and into an operation of the create's own phase.
private let linkSpec = """
  openapi: 3.0.3
  info: {title: Links, version: "1"}
  paths:
    /items:
      post:
        operationId: createItem
        requestBody:
          required: true
          content:
            application/json:
              schema: {type: object, required: [name], properties: {name: {type: string}}}
        responses:
          '201':
            description: made
            content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}
            links:
              read: {operationId: getItem, parameters: {path.id: '$response.body#/id'}}
              tags:
                operationRef: '#/paths/~1items~1%7Bid%7D~1tags/get'
                parameters: {id: '$response.body#/id', label: 'tag-{$request.body#/name}'}
              rename: {operationId: renameItem, parameters: {id: '$response.body#/missing'}}
              mark: {operationId: markItem, parameters: {id: '$response.body#/id'}}
    /items/{id}:
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      get:
        operationId: getItem
        responses:
          '200': {description: found, content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}}
          '404': {description: no such item}
      patch:
        operationId: renameItem
        responses: {'204': {description: renamed}, '404': {description: no such item}}
    /items/{id}/tags:
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      get:
        operationId: listTags
        parameters: [{name: label, in: query, required: true, schema: {type: string}}]
        responses:
          '200': {description: tags, content: {application/json: {schema: {type: array, items: {type: string}}}}}
          '404': {description: no such item or label}
    /items/{id}/marks:
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      post:
        operationId: markItem
        responses: {'204': {description: marked}, '404': {description: no such item}}
  components:
    schemas:
      Item:
        type: object
        required: [id, name]
        properties: {id: {type: string}, name: {type: string}}
  """

/// The items a create made, by id: what the server under test knows.
private final class ItemStore: Sendable {
  private let names = Mutex<[String: String]>([:])

  func add(_ name: String) -> String {
    names.withLock { names in
      let id = "item-\(names.count + 1)"
      names[id] = name
      return id
    }
  }

  func name(of id: String) -> String? { names.withLock { $0[id] } }
}

@Suite struct LinkTests {
  func run(_ configure: (inout VerifyOptions) -> Void = { _ in }) async throws -> (
    targets: [String], results: [CallResult], report: String
  ) {
    let spec = SpecLoader().load(bytes: Array(linkSpec.utf8), named: "links.yaml")
    let store = ItemStore()
    @Sendable func known(_ call: MockCall) -> String? { call.pathParameters["id"].flatMap(store.name(of:)) }
    let handlers: [String: MockHandler] = [
      "createItem": { call in
        guard case .object(let fields, _)? = try? JSONValue.parseJSON(call.request.body),
          case .string(let name)? = fields["name"]
        else { return MockReply(status: 400) }
        let id = store.add(name)
        return .json(#"{"id":"\#(id)","name":"\#(name)"}"#, status: 201)
      },
      "getItem": { call in
        guard let name = known(call) else { return MockReply(status: 404) }
        return .json(#"{"id":"\#(call.pathParameters["id"]!)","name":"\#(name)"}"#)
      },
      "listTags": { call in
        guard let name = known(call), call.query("label") == "tag-" + name else { return MockReply(status: 404) }
        return .json(#"["tag-\#(name)"]"#)
      },
      "renameItem": { call in MockReply(status: known(call) == nil ? 404 : 204) },
      "markItem": { call in MockReply(status: known(call) == nil ? 404 : 204) },
    ]
    let server = try await MockServer(
      responder: try MockResponder(spec: spec, handlers: handlers), keepingRequests: 20)
    var options = VerifyOptions(server: server.url)
    options.includesUnsafe = true
    configure(&options)
    let plan = try VerifyPlan(spec: spec, options: options)
    let results = await Verifier(spec: spec, options: options).run(plan)
    let targets = server.requests.map { "\($0.method.rawValue) \($0.target)" }
    await server.stop()
    let report = VerifyReport(plan: plan, results: results, operationCount: spec.document.operations.count).textLines
      .joined(separator: "\n")
    return (targets, results, report)
  }

  /// The read and the tag list ask for the item the create made (the server knows no other), with the label
  /// the template builds from the create's request body; what the links gave is in the report.
  @Test func linkedValuesReachTheOperationsTheyName() async throws {
    let (targets, results, report) = try await run()
    let status = Dictionary(uniqueKeysWithValues: results.map { ($0.operation, $0.status) })
    #expect(status["getItem"] == 200, "\(targets)")
    #expect(status["listTags"] == 200, "\(targets)")
    #expect(targets.contains("GET /items/item-1"), "\(targets)")
    let tagTarget = try #require(targets.first { $0.hasPrefix("GET /items/item-1/tags?") })
    #expect(tagTarget.hasPrefix("GET /items/item-1/tags?label=tag-"), "\(tagTarget)")
    #expect(results.allSatisfy { $0.findings.isEmpty }, "\(results.map(\.findings))")
    #expect(report.contains("2 calls sent values earlier answers gave through links: getItem (from createItem)"))
  }

  /// An expression that finds nothing leaves the made-up id (the rename misses), and a link into the create's
  /// own phase is not followed; both are notes, not findings.
  @Test func linksThatCannotBeFollowedAreNoted() async throws {
    let (targets, results, report) = try await run()
    let status = Dictionary(uniqueKeysWithValues: results.map { ($0.operation, $0.status) })
    #expect(status["renameItem"] == 404, "\(targets)")
    #expect(status["markItem"] == 404, "\(targets)")
    #expect(!targets.contains("PATCH /items/item-1"), "\(targets)")
    #expect(
      report.contains(
        "1 link values found nothing in their answers, so their targets sent made-up values: createItem's link "
          + "rename ($response.body#/missing)"), "\(report)")
    #expect(
      report.contains(
        "1 links were not followed: their targets are called in the same phase as their source or "
          + "before it: createItem's link mark"), "\(report)")
  }

  /// A value the caller gives the operation (`--data`) wins over the link's.
  @Test func suppliedValuesWinOverLinks() async throws {
    let (targets, results, _) = try await run { options in
      options.supplied.operationParameters["getItem"] = ["id": .string("chosen")]
    }
    #expect(targets.contains("GET /items/chosen"), "\(targets)")
    #expect(results.first { $0.operation == "getItem" }?.status == 404)
  }
}
