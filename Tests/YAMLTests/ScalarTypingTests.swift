import Testing
import _APIGenYAML

@Suite struct ScalarTypingTests {
  private func value(_ text: String) throws -> ScalarValue {
    let node = try #require(try YAMLParser.parse("v: \(text)\n"))
    return try #require(node["v"]?.scalar).resolved
  }

  @Test(arguments: ["null", "Null", "NULL", "~", ""])
  func plainNulls(text: String) throws {
    #expect(try value(text) == .null)
  }

  @Test func booleansFollowTheCoreSchema() throws {
    #expect(try value("true") == .bool(true))
    #expect(try value("False") == .bool(false))
    #expect(try value("TRUE") == .bool(true))
    // YAML 1.1's yes/no/on/off are strings under 1.2: the Norway problem does not exist here.
    #expect(try value("yes") == .string("yes"))
    #expect(try value("NO") == .string("NO"))
    #expect(try value("off") == .string("off"))
  }

  @Test func integersIncludingHexAndOctal() throws {
    #expect(try value("1") == .int(1))
    #expect(try value("-42") == .int(-42))
    #expect(try value("+7") == .int(7))
    #expect(try value("0x1F") == .int(31))
    #expect(try value("0o17") == .int(15))
    #expect(try value("010") == .int(10))
    #expect(try value("0x") == .string("0x"))
    #expect(try value("1_000") == .string("1_000"))
  }

  @Test func floatsIncludingInfinityAndNaN() throws {
    #expect(try value("1.5") == .float(1.5))
    #expect(try value("-.5") == .float(-0.5))
    #expect(try value("1e3") == .float(1000))
    #expect(try value("2.") == .float(2))
    #expect(try value(".inf") == .float(.infinity))
    #expect(try value("-.Inf") == .float(-.infinity))
    guard case .float(let nan) = try value(".NaN") else {
      Issue.record("expected a float")
      return
    }
    #expect(nan.isNaN)
    #expect(try value("1.2.3") == .string("1.2.3"))
    #expect(try value("e3") == .string("e3"))
  }

  @Test func quotedAndBlockScalarsAreStrings() throws {
    #expect(try value("'1'") == .string("1"))
    #expect(try value("\"null\"") == .string("null"))
    #expect(try value("'yes'") == .string("yes"))
    #expect(try value("\"true\"") == .string("true"))
    let node = try #require(try YAMLParser.parse("v: |\n  12\n"))
    #expect(node["v"]?.scalar?.resolved == .string("12\n"))
    #expect(node["v"]?.scalar?.style == .literal)
  }

  @Test func stylesAreKept() throws {
    let node = try #require(try YAMLParser.parse("a: x\nb: 'x'\nc: \"x\"\nd: >\n  x\n"))
    #expect(node["a"]?.scalar?.style == .plain)
    #expect(node["b"]?.scalar?.style == .singleQuoted)
    #expect(node["c"]?.scalar?.style == .doubleQuoted)
    #expect(node["d"]?.scalar?.style == .folded)
  }

  @Test func explicitTagsWin() throws {
    #expect(try value("!!str 1") == .string("1"))
    #expect(try value("!!int \"12\"") == .int(12))
    #expect(try value("!!float 3") == .float(3))
    #expect(try value("!!bool 'true'") == .bool(true))
    let node = try #require(try YAMLParser.parse("v: !!str 1\n"))
    #expect(node["v"]?.scalar?.tag == "tag:yaml.org,2002:str")
  }
}
