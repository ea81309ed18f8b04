import Testing

@testable import APIGenCore

/// What a description repeats is declared once: a named schema that copies another but for being nullable
/// (GitHub's `nullable-repository`) is an alias of it, and the inline body of a response several operations share
/// is one top-level type.
@Suite struct RepeatedSchemaTests {
  static let user = "{type: object, required: [id], properties: {id: {type: integer}, login: {type: string}}}"

  @Test func aNullableCopyIsAnAliasOfItsTwin() throws {
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths: {}
      components:
        schemas:
          simple-user: \(Self.user)
          nullable-simple-user: {nullable: true, type: object, required: [id], properties: {id: {type: integer}, login: {type: string}}}
          nullable-other-user: {nullable: true, type: object, required: [id], properties: {id: {type: integer}, name: {type: string}}}
          Issue:
            type: object
            required: [assignee]
            properties:
              assignee: {$ref: "#/components/schemas/nullable-simple-user"}
              author: {$ref: "#/components/schemas/simple-user"}
      """)
    let copy = try GenModelTests.type("NullableSimpleUser", in: model)
    guard case .alias(let target) = copy.kind else {
      Issue.record("NullableSimpleUser is not an alias: \(copy.kind)")
      return
    }
    #expect(target == .named("SimpleUser"))
    #expect(copy.docs.last?.contains("nullable copy of `SimpleUser`") == true)
    // Its users still read it as nullable, under the name the description gives.
    let issue = try GenModelTests.properties("Issue", in: model)
    #expect(issue["assignee"]?.type == .named("NullableSimpleUser"))
    #expect(issue["assignee"]?.isOptional == true)
    #expect(issue["author"]?.isOptional == true)
    // Not a copy (another property): a struct of its own.
    guard case .structure = try GenModelTests.type("NullableOtherUser", in: model).kind else {
      Issue.record("NullableOtherUser should stay a struct")
      return
    }
  }

  @Test func aTypeListWithNullCopiesToo() throws {
    let model = try GenModelTests.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths: {}
      components:
        schemas:
          User: {type: object, properties: {id: {type: integer}}}
          MaybeUser: {type: [object, "null"], properties: {id: {type: integer}}}
      """)
    guard case .alias(.named("User")) = try GenModelTests.type("MaybeUser", in: model).kind else {
      Issue.record("MaybeUser is not an alias of User")
      return
    }
  }

  @Test func aCopySentWhereItsTwinIsOnlyReadStaysItsOwnTypeWhenReadOnlyMatters() throws {
    let user = "{type: object, required: [id], properties: {id: {type: integer, readOnly: true}, name: {type: string}}}"
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /users:
          get:
            responses: {'200': {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/User"}}}}}
          post:
            requestBody: {content: {application/json: {schema: {$ref: "#/components/schemas/NullableUser"}}}}
            responses: {'204': {description: done}}
      components:
        schemas:
          User: \(user)
          NullableUser: {nullable: true, type: object, required: [id], properties: {id: {type: integer, readOnly: true}, name: {type: string}}}
      """)
    guard case .structure = try GenModelTests.type("NullableUser", in: model).kind else {
      Issue.record("NullableUser should stay a struct: sent, while User is only read")
      return
    }
  }

  @Test func theInlineBodyOfASharedResponseIsDeclaredOnce() throws {
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /a:
          get:
            operationId: getA
            responses:
              '200': {description: ok}
              '503': {$ref: "#/components/responses/service_unavailable"}
              '404': {$ref: "#/components/responses/gone"}
        /b:
          get:
            operationId: getB
            responses:
              '200': {description: ok}
              '503': {$ref: "#/components/responses/service_unavailable"}
              '409': {$ref: "#/components/responses/conflict"}
        /c:
          get:
            operationId: getC
            responses:
              '200': {description: ok}
              '409': {$ref: "#/components/responses/conflict"}
      components:
        schemas:
          Conflict: {type: object, properties: {id: {type: integer}}}
        responses:
          service_unavailable:
            description: Service unavailable
            content: {application/json: {schema: {type: object, properties: {code: {type: string}}}}}
          gone:
            description: Gone
            content: {application/json: {schema: {type: object, properties: {since: {type: string}}}}}
          conflict:
            description: Conflict
            content: {application/json: {schema: {type: object, properties: {reason: {type: string}}}}}
      """)
    let operations = Dictionary(
      uniqueKeysWithValues: model.namespaces.flatMap(\.operations).map { ($0.operationID, $0) })
    func failures(_ id: String) -> [SwiftType?] {
      operations[id]?.responseCases.compactMap {
        if case .failure(let type) = $0.outcome { return type }
        return nil
      } ?? []
    }
    // In status order; `gone` is used once and stays the operation's own, `conflict` is named apart from the schema.
    #expect(failures("getA") == [.nominal(["GetA", "Response404"]), .named("ServiceUnavailable"), nil])
    #expect(failures("getB") == [.named("ConflictResponse"), .named("ServiceUnavailable"), nil])
    #expect(failures("getC") == [.named("ConflictResponse"), nil])
    #expect(operations["getA"]?.nestedTypes.map(\.name) == ["Response404"])
    #expect(operations["getB"]?.nestedTypes.isEmpty == true)
    #expect(model.types.filter { $0.name == "ServiceUnavailable" }.map(\.docs) == [["Service unavailable"]])
    #expect(model.errorBodies.map(\.name.bare).contains("serviceUnavailable"))
  }

  @Test func anInlineObjectRepeatedUnderOnePropertyNameIsOneType() throws {
    let options = "{type: object, properties: {capture: {type: string}, installments: {type: integer}}}"
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /intents:
          post:
            operationId: createIntent
            requestBody: {content: {application/json: {schema: {type: object, properties: {options: \(options)}}}}}
            responses: {'204': {description: done}}
        /intents/{id}:
          post:
            operationId: updateIntent
            parameters: [{name: id, in: path, required: true, schema: {type: string}}]
            requestBody:
              content:
                application/json:
                  schema:
                    type: object
                    properties:
                      options: \(options)
                      other: {type: object, properties: {capture: {type: string}, installments: {type: integer}}}
                      guarded: {type: object, properties: {id: {type: string, readOnly: true}}}
            responses: {'204': {description: done}}
        /other:
          post:
            operationId: other
            requestBody:
              content:
                application/json:
                  schema: {type: object, properties: {guarded: {type: object, properties: {id: {type: string, readOnly: true}}}}}
            responses: {'204': {description: done}}
      """)
    let shared = try GenModelTests.properties("Options", in: model)
    #expect(shared.keys.sorted() == ["capture", "installments"])
    let bodies = model.namespaces.flatMap(\.operations).compactMap { $0.body?.type }
    #expect(bodies.count == 3)
    for operation in model.namespaces.flatMap(\.operations) {
      let nested = operation.nestedTypes.flatMap { [$0.name] + $0.nested.map(\.name) }
      // The same shape under another name, and objects with a readOnly property, stay each operation's own.
      #expect(!nested.contains("Options"), "\(operation.operationID): \(nested)")
    }
    let update = try #require(model.namespaces.flatMap(\.operations).first { $0.operationID == "updateIntent" })
    let body = try #require(update.nestedTypes.first { $0.name == "Body" })
    #expect(body.nested.map(\.name).sorted() == ["Guarded", "Other"])
  }
}
