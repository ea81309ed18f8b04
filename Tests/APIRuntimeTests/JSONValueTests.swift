import APIRuntime
import Foundation
import Testing

/// Reading a `JSONValue` (what an item of a stream without a schema is) as a value of the caller's type.
@Suite struct JSONValueTests {
  struct Greeting: Decodable, Equatable {
    var message: String
    var sent: Date?
  }

  @Test func decodesAsTheCallersTypeWithTheSDKsDates() throws {
    let value = JSONValue.object(["message": .string("Hello"), "sent": .string("2026-12-04T09:00:00Z")])
    let greeting = try value.decoded(as: Greeting.self)
    #expect(greeting == Greeting(message: "Hello", sent: Date(timeIntervalSince1970: 1_796_374_800)))
    #expect(value["message"]?.stringValue == "Hello")
    #expect(value["sent"]?.stringValue == "2026-12-04T09:00:00Z")
    #expect(JSONValue.int(1).stringValue == nil)
  }

  @Test func aValueOfAnotherShapeThrowsTheDecodingError() {
    #expect(throws: DecodingError.self) { try JSONValue.object(["text": .string("Hello")]).decoded(as: Greeting.self) }
  }
}
