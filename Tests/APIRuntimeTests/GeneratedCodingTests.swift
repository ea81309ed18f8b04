@_spi(Generated) import APIRuntime
import Foundation
import Testing

/// The helpers generated `init(from:)` and `encode(to:)` call: each type they route to its own container overload
/// (strings, integers, booleans, doubles) and the rest through the generic one must read and write the same JSON.
@Suite struct GeneratedCodingTests {
  /// Written as generated models are: string keys, the type taken from the property assigned.
  struct Model: Codable, Equatable {
    var name: String
    var count: Int
    var flag: Bool
    var ratio: Double
    var big: Int64
    var when: Date
    var tags: [String]
    var nickname: String?
    var limit: Int?
    var enabled: Bool?
    var score: Double?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyCodingKey.self)
      name = try container.decode(forKey: "name")
      count = try container.decode(forKey: "count")
      flag = try container.decode(forKey: "flag")
      ratio = try container.decode(forKey: "ratio")
      big = try container.decode(forKey: "big")
      when = try container.decode(forKey: "when")
      tags = try container.decode(forKey: "tags")
      nickname = try container.decodeIfPresent(forKey: "nickname")
      limit = try container.decodeIfPresent(forKey: "limit")
      enabled = try container.decodeIfPresent(forKey: "enabled")
      score = try container.decodeIfPresent(forKey: "score")
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      try container.encode(name, under: "name")
      try container.encode(count, under: "count")
      try container.encode(flag, under: "flag")
      try container.encode(ratio, under: "ratio")
      try container.encode(big, under: "big")
      try container.encode(when, under: "when")
      try container.encode(tags, under: "tags")
      try container.encodeIfPresent(nickname, under: "nickname")
      try container.encodeIfPresent(limit, under: "limit")
      try container.encodeIfPresent(enabled, under: "enabled")
      try container.encodeIfPresent(score, under: "score")
    }
  }

  static let full = #"""
    {"big":9007199254740993,"count":3,"enabled":false,"flag":true,"limit":10,"name":"octocat","nickname":"cat",\#
    "ratio":0.25,"score":1.5,"tags":["a","b"],"when":"2026-11-29T03:00:00Z"}
    """#

  @Test func everyKindDecodesAndEncodesBackToTheSameJSON() throws {
    let model = try JSONCoding.decoder().decode(Model.self, from: Data(Self.full.utf8))
    #expect(model.name == "octocat")
    #expect(model.count == 3)
    #expect(model.flag)
    #expect(model.ratio == 0.25)
    #expect(model.big == 9_007_199_254_740_993)
    #expect(model.when == Date(timeIntervalSince1970: 1_795_921_200))
    #expect(model.tags == ["a", "b"])
    #expect(model.nickname == "cat")
    #expect(model.limit == 10)
    #expect(model.enabled == false)
    #expect(model.score == 1.5)
    let encoded = try JSONCoding.encoder(sortedKeys: true).encode(model)
    #expect(String(decoding: encoded, as: UTF8.self) == Self.full)
  }

  @Test func optionalsAbsentOrNullDecodeAsNilAndAreLeftOut() throws {
    let json =
      #"{"name":"a","count":0,"flag":false,"ratio":1,"big":1,"when":"2026-11-29T03:00:00Z","tags":[],"#
      + #""nickname":null,"enabled":null}"#
    let model = try JSONCoding.decoder().decode(Model.self, from: Data(json.utf8))
    #expect(model.nickname == nil && model.limit == nil && model.enabled == nil && model.score == nil)
    let encoded = try JSONCoding.encoder(sortedKeys: true).encode(model)
    #expect(
      String(decoding: encoded, as: UTF8.self)
        == #"{"big":1,"count":0,"flag":false,"name":"a","ratio":1,"tags":[],"when":"2026-11-29T03:00:00Z"}"#)
  }

  @Test func aValueOfTheWrongTypeIsATypeMismatchAtItsKey() throws {
    let wrongValues = [
      ("name", #""octocat""#, "1"), ("count", "3", #""3""#), ("flag", "true", "1"), ("ratio", "0.25", #""x""#),
      ("limit", "10", "true"),
    ]
    for (key, right, wrong) in wrongValues {
      let json = Self.full.replacingOccurrences(of: #""\#(key)":\#(right)"#, with: #""\#(key)":\#(wrong)"#)
      #expect(json != Self.full)
      let error = try #require(throws: DecodingError.self) {
        try JSONCoding.decoder().decode(Model.self, from: Data(json.utf8))
      }
      guard case .typeMismatch(_, let context) = error else {
        Issue.record("\(key): expected a type mismatch, got \(error)")
        continue
      }
      #expect(context.codingPath.map(\.stringValue) == [key])
    }
  }
}
