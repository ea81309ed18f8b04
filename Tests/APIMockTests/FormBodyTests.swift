import APIMock
import Foundation
import Testing
import _APIGenOpenAPI

/// A form body shaped as Stripe's are: nested objects as `deepObject` with `explode` (`dob[day]=1`), arrays of
/// objects by index (`items[0][price]`), `expand[]`, an unexploded array (`tags=a,b`), and an object that may be
/// emptied (`metadata=`: `anyOf` of an object and `""`), and a list that may be emptied the same way (`tax_rates`).
private let formSpec = """
  openapi: 3.0.3
  info: {title: Forms, version: "1"}
  paths:
    /accounts:
      post:
        operationId: createAccount
        requestBody:
          required: true
          content:
            application/x-www-form-urlencoded:
              encoding:
                dob: {style: deepObject, explode: true}
                items: {style: deepObject, explode: true}
                expand: {style: deepObject, explode: true}
                metadata: {style: deepObject, explode: true}
                tags: {style: form, explode: false}
              schema:
                type: object
                additionalProperties: false
                required: [dob]
                properties:
                  name: {type: string}
                  dob:
                    type: object
                    additionalProperties: false
                    required: [day, month]
                    properties:
                      day: {type: integer, minimum: 1, maximum: 31}
                      month: {type: integer}
                  items:
                    type: array
                    items:
                      type: object
                      properties:
                        price: {type: string}
                        quantity: {type: integer}
                  expand: {type: array, items: {type: string}}
                  metadata:
                    anyOf:
                      - {type: object, additionalProperties: {type: string}}
                      - {type: string, enum: [""]}
                  tags: {type: array, items: {type: string}}
                  tax_rates:
                    anyOf:
                      - {type: array, items: {type: string, maxLength: 8}}
                      - {type: string, enum: [""]}
        responses:
          '200': {description: created}
          '400': {description: refused}
  """

/// What the mock found wrong (the documented 400 has no body to say it in).
private func problem(_ answer: Received) -> String { answer.header("APIGen-Mock-Problem") ?? "" }

@Suite struct FormBodyTests {
  func post(_ body: String) async throws -> Received {
    let spec = SpecLoader().load(bytes: Array(formSpec.utf8), named: "forms.yaml")
    let server = try await MockServer(responder: try MockResponder(spec: spec))
    let received = try await send(
      "POST", server.url.appendingPathComponent("accounts"),
      headers: ["Content-Type": "application/x-www-form-urlencoded"], body: body)
    await server.stop()
    return received
  }

  /// Before, each bracket key was a property of its own: "unknown property 'dob[day]'".
  @Test func nestedFieldsAreReadByTheirEncoding() async throws {
    let valid = [
      "name=Ada&dob[day]=1&dob[month]=12",
      "dob%5Bday%5D=1&dob%5Bmonth%5D=2&items[0][price]=p1&items[0][quantity]=2&items[1][price]=p2",
      "dob[day]=1&dob[month]=2&expand[]=a&expand[]=b&metadata[order]=7&tags=x,y",
      "dob[day]=1&dob[month]=2&metadata=&expand[]=only&tags=",
    ]
    for body in valid {
      let answer = try await post(body)
      #expect(answer.status == 200, "\(body): \(answer.body)")
    }
  }

  /// One field where a list or `""` is allowed: before, `tax_rates=txr_1` was read as a string and refused
  /// ("matches none of the 2 alternatives").
  @Test func oneFieldIsAListOfOneWhereOnlyAListFits() async throws {
    for body in [
      "dob[day]=1&dob[month]=2&tax_rates=txr_1", "dob[day]=1&dob[month]=2&tax_rates=",
      "dob[day]=1&dob[month]=2&tax_rates=a&tax_rates=b",
    ] {
      let answer = try await post(body)
      #expect(answer.status == 200, "\(body): \(problem(answer))")
    }
    let tooLong = try await post("dob[day]=1&dob[month]=2&tax_rates=txr_123456789")
    #expect(tooLong.status == 400)
    #expect(problem(tooLong).contains("/tax_rates"), "\(problem(tooLong))")
  }

  @Test func nestedFieldsAreJudgedAtTheirPlace() async throws {
    let outOfRange = try await post("dob[day]=40&dob[month]=2")
    #expect(outOfRange.status == 400)
    #expect(problem(outOfRange).contains("/dob/day"), "\(problem(outOfRange))")
    let unknown = try await post("dob[day]=1&dob[month]=2&dob[year]=1990")
    #expect(unknown.status == 400)
    #expect(problem(unknown).contains("year"), "\(problem(unknown))")
    let missing = try await post("dob[day]=1")
    #expect(missing.status == 400)
    #expect(problem(missing).contains("month"), "\(problem(missing))")
    let notNumber = try await post("dob[day]=1&dob[month]=2&items[0][quantity]=many")
    #expect(notNumber.status == 400)
    #expect(problem(notNumber).contains("/items/0/quantity"), "\(problem(notNumber))")
  }
}

/// A `deepObject` query parameter nested past one level, as Stripe's list filters and JSON:API's `filter[...]` are.
private let deepQuerySpec = """
  openapi: 3.0.3
  info: {title: Filters, version: "1"}
  paths:
    /charges:
      get:
        operationId: listCharges
        parameters:
          - name: filter
            in: query
            style: deepObject
            explode: true
            schema:
              type: object
              additionalProperties: false
              properties:
                created:
                  type: object
                  additionalProperties: false
                  properties: {gt: {type: integer}, lte: {type: integer}}
                owner:
                  type: object
                  properties: {name: {type: string}}
                ids: {type: array, items: {type: string}}
          - name: page
            in: query
            required: true
            style: deepObject
            explode: true
            schema: {type: object, properties: {size: {type: integer, maximum: 100}}}
        responses:
          '200': {description: listed}
          '400': {description: refused}
  """

@Suite struct DeepObjectQueryTests {
  func get(_ query: String) async throws -> Received {
    let spec = SpecLoader().load(bytes: Array(deepQuerySpec.utf8), named: "filters.yaml")
    let server = try await MockServer(responder: try MockResponder(spec: spec))
    let received = try await send("GET", URL(string: server.url.absoluteString + "/charges?" + query)!)
    await server.stop()
    return received
  }

  /// Before, `filter[created][gt]` was the one property `created][gt`, refused as unknown.
  @Test func nestedKeysAreReadAtAnyDepth() async throws {
    for query in [
      "page[size]=10", "page[size]=10&filter[created][gt]=5&filter[created][lte]=9",
      "page%5Bsize%5D=1&filter%5Bowner%5D%5Bname%5D=ada", "page[size]=1&filter[ids][]=a&filter[ids][]=b",
      "page[size]=1&filter[ids][0]=a&filter[ids][1]=b&other=x",
    ] {
      let answer = try await get(query)
      #expect(answer.status == 200, "\(query): \(problem(answer))")
    }
  }

  @Test func nestedValuesAreJudgedAtTheirPlace() async throws {
    let notNumber = try await get("page[size]=1&filter[created][gt]=soon")
    #expect(notNumber.status == 400)
    #expect(problem(notNumber).contains("/created/gt"), "\(problem(notNumber))")
    let unknown = try await get("page[size]=1&filter[created][before]=1")
    #expect(unknown.status == 400)
    #expect(problem(unknown).contains("before"), "\(problem(unknown))")
    let tooBig = try await get("page[size]=1000")
    #expect(tooBig.status == 400)
    #expect(problem(tooBig).contains("/size"), "\(problem(tooBig))")
    let missing = try await get("filter[owner][name]=ada")
    #expect(missing.status == 400)
    #expect(problem(missing).contains("'page' is missing"), "\(problem(missing))")
  }
}
