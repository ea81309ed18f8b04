import Testing

@testable import APIGenCore

/// What a description repeats is declared once: a named schema that copies another but for being nullable
/// (GitHub's `nullable-repository`) is an alias of it, and the inline body of a response several operations share
/// is one top-level type.
@Suite struct RepeatedSchemaTests {
  static let user = "{type: object, required: [id], properties: {id: {type: integer}, login: {type: string}}}"
  static let done = "responses: {'204': {description: done}}"

  /// What `name` is declared as, in short: `struct`, `enum`, `oneOf`, or `alias of X`.
  static func kind(of name: String, in model: GenModel) throws -> String {
    switch try GenModelTests.type(name, in: model).kind {
    case .structure: "struct"
    case .enumeration: "enum"
    case .oneOf: "oneOf"
    case .alias(let target): "alias of \(target.code)"
    case .wrapper: "wrapper"
    }
  }

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
    #expect(try Self.kind(of: "NullableSimpleUser", in: model) == "alias of SimpleUser")
    let copy = try GenModelTests.type("NullableSimpleUser", in: model)
    #expect(copy.docs.last?.contains("nullable copy of `SimpleUser`") == true)
    // Its users still read it as nullable, under the name the description gives.
    let issue = try GenModelTests.properties("Issue", in: model)
    #expect(issue["assignee"]?.type == .named("NullableSimpleUser"))
    #expect(issue["assignee"]?.isOptional == true)
    #expect(issue["author"]?.isOptional == true)
    // Not a copy (another property): a struct of its own.
    #expect(try Self.kind(of: "NullableOtherUser", in: model) == "struct")
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
    #expect(try Self.kind(of: "MaybeUser", in: model) == "alias of User")
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
    // Sent, while User is only read.
    #expect(try Self.kind(of: "NullableUser", in: model) == "struct")
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

  /// A PUT documented `200` and `201` with one inline schema returns one type, not an `Outcome` of two copies; an
  /// inline error object repeated under several statuses of one operation is one `ErrorResponse` there.
  @Test func oneInlineSchemaUnderSeveralStatusesOfOneOperationIsOneType() throws {
    let bucket = "{type: object, required: [name], properties: {name: {type: string}, size: {type: integer}}}"
    let failure = "{type: object, properties: {message: {type: string}}}"
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /buckets/{name}:
          put:
            operationId: updateBucket
            parameters: [{name: name, in: path, required: true, schema: {type: string}}]
            responses:
              '200': {description: updated, content: {application/json: {schema: \(bucket)}}}
              '201': {description: created, content: {application/json: {schema: \(bucket)}}}
              '404': {description: missing, content: {application/json: {schema: \(failure)}}}
              '409': {description: conflict, content: {application/json: {schema: \(failure)}}}
              '412': {description: stale, content: {application/json: {schema: \(failure)}}}
      """)
    let operation = try #require(model.namespaces.flatMap(\.operations).first)
    #expect(operation.successType == .nominal(["UpdateBucket", "Response"]))
    #expect(operation.nestedTypes.map(\.name) == ["Response", "ErrorResponse"])
    let failures = operation.responseCases.compactMap { response -> SwiftType? in
      if case .failure(decoding: let type?) = response.outcome { return type }
      return nil
    }
    #expect(failures == Array(repeating: .nominal(["UpdateBucket", "ErrorResponse"]), count: 3))
    #expect(model.errorBodies.map(\.name.bare) == ["updateBucketErrorResponse"])
  }

  /// An inline error object every operation repeats is one top-level type, named by the rule `SharedChoices`
  /// states: a title, else the operations' namespace, else `ErrorResponse`, else its properties.
  @Test func anInlineResponseObjectRepeatedAcrossOperationsIsOneTopLevelType() throws {
    func operation(_ path: String, _ id: String, tag: String, errors: [String]) -> String {
      let ok =
        "'200': {description: ok, content: {application/json: {schema: {type: object, properties: {ok: {type: boolean}}}}}}"
      let answers = errors.map {
        "'\($0.prefix(3))': {description: no, content: {application/json: {schema: \($0.dropFirst(4))}}}"
      }
      return
        "  \(path): {get: {operationId: \(id), tags: [\(tag)], responses: {\(([ok] + answers).joined(separator: ", "))}}}"
    }
    let detail = "{type: object, properties: {detail: {type: string}}}"
    let titled = "{type: object, title: Rate limit, properties: {retry: {type: integer}}}"
    let coded = "{type: object, properties: {code: {type: integer}, message: {type: string}}}"
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
      \(operation("/a", "getA", tag: "a", errors: ["404 \(detail)", "422 \(detail)", "429 \(titled)", "500 \(coded)"]))
      \(operation("/b", "getB", tag: "b", errors: ["404 \(detail)", "429 \(titled)", "500 \(coded)"]))
      \(operation("/c", "getC", tag: "b", errors: ["409 \(coded)"]))
      """)
    let operations = Dictionary(
      uniqueKeysWithValues: model.namespaces.flatMap(\.operations).map { ($0.operationID, $0) })
    func failures(_ id: String) -> [SwiftType] {
      operations[id]?.responseCases.compactMap {
        if case .failure(decoding: let type?) = $0.outcome { return type }
        return nil
      } ?? []
    }
    #expect(
      failures("getA") == [
        .named("ErrorResponse"), .named("ErrorResponse"), .named("RateLimit"), .named("CodeMessageErrorResponse"),
      ])
    #expect(failures("getB") == [.named("ErrorResponse"), .named("RateLimit"), .named("CodeMessageErrorResponse")])
    #expect(failures("getC") == [.named("CodeMessageErrorResponse")])
    // The success body every operation answers with, named by its property.
    #expect(Set(operations.values.map(\.successType)) == [.named("OkResponse")])
    for name in ["ErrorResponse", "RateLimit", "CodeMessageErrorResponse", "OkResponse"] {
      #expect(model.types.filter { $0.name == name }.count == 1, "\(name)")
    }
    #expect(operations.values.allSatisfy { $0.nestedTypes.isEmpty })
    #expect(model.errorBodies.map(\.name.bare) == ["errorResponse", "rateLimit", "codeMessageErrorResponse"])
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

  @Test func aRepeatInsideASharedObjectIsSharedAndNothingIsRenamedAroundIt() throws {
    let readable = "{type: object, properties: {admin: {type: boolean}, pull: {type: boolean}}}"
    let writable = "{type: object, properties: {admin: {type: boolean}, push: {type: boolean}}}"
    let template = "{type: object, properties: {name: {type: string}, permissions: \(readable)}}"
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths: {}
      components:
        schemas:
          Minimal: {type: object, properties: {permissions: \(readable)}}
          Repo: {type: object, properties: {permissions: \(writable), template: \(template)}}
          Full: {type: object, properties: {permissions: \(writable), template: \(template)}}
      """)
    // `readable` is written once in Minimal and once inside the shared `template`: two places, one type, which
    // takes the property's name first (document order); `writable` comes second and is named after its owner.
    #expect(try GenModelTests.properties("Permissions", in: model).keys.sorted() == ["admin", "pull"])
    #expect(try GenModelTests.properties("RepoPermissions", in: model).keys.sorted() == ["admin", "push"])
    #expect(try GenModelTests.properties("Minimal", in: model)["permissions"]?.type == .named("Permissions"))
    #expect(try GenModelTests.properties("Template", in: model)["permissions"]?.type == .named("Permissions"))
    #expect(try GenModelTests.properties("Full", in: model)["template"]?.type == .named("Template"))
    for name in ["Minimal", "Repo", "Full", "Template"] {
      #expect(try GenModelTests.type(name, in: model).nested.isEmpty, "\(name) declares a type of its own")
    }
    #expect(!model.types.contains { $0.name.hasSuffix("2") })
  }

  @Test func aChoiceWithAnInlineObjectMemberRepeatedIsOneType() throws {
    let range = "{type: object, properties: {gt: {type: integer}, lt: {type: integer}}}"
    let guarded = "{type: object, properties: {gt: {type: integer, readOnly: true}}}"
    let apps =
      "{oneOf: [{type: object, properties: {apps: {type: array, items: {type: string}}}}, {type: array, items: {type: string}}]}"
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /apps:
          post:
            operationId: addApps
            requestBody: {content: {application/json: {schema: \(apps)}}}
            responses: {'204': {description: done}}
          put:
            operationId: setApps
            requestBody: {content: {application/json: {schema: \(apps)}}}
            responses: {'204': {description: done}}
      components:
        schemas:
          ChargeList: {type: object, properties: {created: {anyOf: [{type: integer}, \(range)]}}}
          InvoiceList: {type: object, properties: {created: {anyOf: [{type: integer}, \(range)]}}}
          PayoutList: {type: object, properties: {arrival: {anyOf: [{type: integer}, \(guarded)]}}}
          RefundList: {type: object, properties: {arrival: {anyOf: [{type: integer}, \(guarded)]}}}
      """)
    #expect(try Self.kind(of: "Created", in: model) == "oneOf")
    #expect(try GenModelTests.properties("ChargeList", in: model)["created"]?.type == .named("Created"))
    #expect(try GenModelTests.properties("InvoiceList", in: model)["created"]?.type == .named("Created"))
    // A member whose type would depend on the direction it travels in keeps the choice each owner's own.
    #expect(!model.types.contains { $0.name == "Arrival" })
    #expect(try GenModelTests.type("PayoutList", in: model).nested.map(\.name) == ["Arrival"])
    // A body's own choice, repeated, is named after the first operation that takes it, not `Body`.
    let bodies = model.namespaces.flatMap(\.operations).map { $0.body?.type }
    #expect(bodies == [.named("AddAppsBody"), .named("AddAppsBody")])
  }

  @Test func anInlineEnumRepeatedUnderOneNameIsOneType() throws {
    let direction = "{name: direction, in: query, schema: {type: string, enum: [asc, desc]}}"
    let byDate = "{name: sort, in: query, schema: {type: string, enum: [created, updated]}}"
    let byName = "{name: sort, in: query, schema: {type: string, enum: [name]}}"
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /a: {get: {operationId: listA, parameters: [\(direction), \(byDate)], responses: {'204': {description: done}}}}
        /b: {get: {operationId: listB, parameters: [\(direction), \(byDate)], responses: {'204': {description: done}}}}
        /c: {get: {operationId: listC, parameters: [\(direction), \(byName)], responses: {'204': {description: done}}}}
      components:
        schemas:
          Issue:
            type: object
            properties:
              state: {type: string, enum: [open, closed], description: The issue's state.}
              kind: {type: string, enum: [bug, task], description: What it is.}
          Pull:
            type: object
            properties:
              state: {type: string, enum: [open, closed], description: The pull request's state.}
              kind: {type: string, enum: [bug, task], description: What it is.}
              mode: {type: string, enum: [fast, safe]}
          Review:
            type: object
            properties:
              mode: {type: string, enum: [fast, safe]}
          Settings: {type: object, properties: {level: {type: integer}}}
          Team:
            type: object
            properties:
              mode: {type: object, properties: {level: {type: integer}}}
      """)
    let operations = model.namespaces.flatMap(\.operations)
    func parameterType(_ key: String) -> [String] {
      operations.map { $0.parameters.first { $0.key == key }?.type.code ?? "-" }
    }
    #expect(try Self.kind(of: "Direction", in: model) == "enum")
    #expect(parameterType("direction") == ["Direction", "Direction", "Direction"])
    // Two sets of values under `sort`: the repeated one is shared, named by its values (not after listA, which
    // would read as listA's in listB), so that the other, declared in place, keeps its own name rather than `Sort2`.
    #expect(parameterType("sort") == ["SortCreatedUpdated", "SortCreatedUpdated", "ListC.Sort"])
    #expect(!model.types.contains { $0.name == "Sort" })
    // Shared properties' enums: documented when every place says the same, else left to each property's own docs.
    #expect(try GenModelTests.properties("Pull", in: model)["state"]?.type == .named("State"))
    #expect(try GenModelTests.type("State", in: model).docs.isEmpty)
    #expect(try GenModelTests.type("Kind", in: model).docs == ["What it is."])
    #expect(try GenModelTests.properties("Issue", in: model)["state"]?.docs == ["The issue's state."])
    // An inline copy of a named object under the same name declares no type, so the enum keeps the bare name.
    #expect(try GenModelTests.properties("Review", in: model)["mode"]?.type == .named("Mode"))
    #expect(try GenModelTests.properties("Team", in: model)["mode"]?.type == .named("Settings"))
    for name in ["Issue", "Pull", "Review", "Team"] {
      #expect(try GenModelTests.type(name, in: model).nested.isEmpty, "\(name) declares a type of its own")
    }
  }

  /// A shared type whose bare name is taken is named after what its operations have in common, never after one of
  /// them: their namespace, or its values, or a number.
  @Test func aTypeSeveralOperationsShareIsNeverNamedAfterOneOfThem() throws {
    func parameter(_ name: String, _ values: String) -> String {
      "{name: \(name), in: query, schema: {type: string, enum: [\(values)]}}"
    }
    let many = "a, b, c, d"
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /a: {get: {operationId: repos/listA, parameters: [\(parameter("sort", "x, y"))], \(Self.done)}}
        /b: {get: {operationId: repos/listB, parameters: [\(parameter("sort", "x, y"))], \(Self.done)}}
        /c: {get: {operationId: users/listC, parameters: [\(parameter("order", many))], \(Self.done)}}
        /d: {get: {operationId: teams/listD, parameters: [\(parameter("order", many))], \(Self.done)}}
      components:
        schemas:
          Sort: {type: string}
          Order: {type: string}
      """)
    let operations = model.namespaces.flatMap(\.operations)
    func parameterTypes(_ key: String) -> [String] {
      operations.compactMap { $0.parameters.first { $0.key == key }?.type.code }
    }
    #expect(parameterTypes("sort") == ["ReposSort", "ReposSort"])
    #expect(parameterTypes("order") == ["Order2", "Order2"])
  }

  /// A choice's enum member compares its values as JSON holds them: `1` and `1.0` are one value, so the two
  /// choices are one type; a member with another value keeps a choice of its own.
  @Test func enumValuesEqualInJSONMakeOneChoice() throws {
    let model = try GenModelTests.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths: {}
      components:
        schemas:
          Dial: {type: object, properties: {level: {oneOf: [{type: number, enum: [1, 2]}, {type: string}]}}}
          Knob: {type: object, properties: {level: {oneOf: [{type: number, enum: [1.0, 2.0]}, {type: string}]}}}
          Fader: {type: object, properties: {level: {oneOf: [{type: number, enum: [1, 3]}, {type: string}]}}}
      """)
    #expect(try GenModelTests.properties("Dial", in: model)["level"]?.type == .named("Level"))
    #expect(try GenModelTests.properties("Knob", in: model)["level"]?.type == .named("Level"))
    #expect(try Self.kind(of: "Level", in: model) == "oneOf")
    #expect(try GenModelTests.type("Dial", in: model).nested.isEmpty)
    #expect(try GenModelTests.type("Knob", in: model).nested.isEmpty)
    // Fader's `Level` is its own, declared inside it.
    #expect(try GenModelTests.type("Fader", in: model).nested.map(\.name) == ["Level"])
  }
}
