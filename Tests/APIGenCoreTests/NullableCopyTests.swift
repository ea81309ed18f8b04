import Testing

@testable import APIGenCore

/// Named schemas that repeat another but for being nullable (GitHub's `nullable-repository`) are aliases of it.
@Suite struct NullableCopyTests {
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
}
