import APIGenCore
import Testing

@Suite struct NamingTests {
  @Test(arguments: [
    ("simple-user", "SimpleUser"), ("api_overview", "APIOverview"), ("html_url", "HTMLURL"),
    ("listForUser", "ListForUser"),
    ("HTTPServer", "HTTPServer"), ("repos/list-for-user", "ReposListForUser"), ("oauth2", "Oauth2"), ("ids", "IDs"),
    ("2fa-settings", "_2faSettings"), ("", "Empty"), ("Type", "TypeModel"), ("Protocol", "ProtocolModel"),
    ("self", "SelfModel"), ("Error", "ErrorModel"), ("String", "StringModel"), ("ünïcödé thing", "ÜnïcödéThing"),
    ("\"; import Foundation", "ImportFoundation"), ("+1", "Plus1"), ("😀", "U1f600"), ("v3API", "V3API"),
  ])
  func typeNames(raw: String, expected: String) {
    #expect(SwiftName.type(raw) == expected)
  }

  @Test(arguments: [
    ("node_id", "nodeID"), ("avatar_url", "avatarURL"), ("list-for-user", "listForUser"), ("+1", "plus1"),
    ("-1", "minus1"), ("@type", "type"), ("2fa", "_2fa"), ("first name", "firstName"), ("default", "`default`"),
    ("class", "`class`"), ("self", "selfValue"), ("init", "initValue"), ("_", "underscore"), ("", "empty"),
    ("Protocol", "`protocol`"), ("open", "open"), ("URL", "url"), ("ID", "id"), ("userIDs", "userIDs"),
    ("X-GitHub-Api-Version", "xGitHubAPIVersion"), ("hashValue", "hashValueValue"), ("filter[id]", "filterID"),
    ("*/*", "starSlashStar"), (">=", "greaterThanEquals"), ("-", "minus"), ("...", "dotDotDot"), ("😀", "u1f600"),
  ])
  func memberNames(raw: String, expected: String) {
    #expect(SwiftName.member(raw).declared == expected)
  }

  @Test func everyNameIsAnIdentifier() {
    for raw in ["", "-", "+", "...", "🚀🚀", "1", "-1.5", "a b c", "$ref", "__proto__", "日本語", "\u{0301}e"] {
      let type = SwiftName.type(raw)
      let member = SwiftName.member(raw).bare
      for name in [type, member] {
        #expect(!name.isEmpty)
        #expect(!name.first!.isNumber, "\(raw) -> \(name)")
        #expect(name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "\(raw) -> \(name)")
      }
    }
  }

  @Test func collisionsGetNumberedDeterministically() {
    var scope = NameScope(reserved: ["client"])
    #expect(scope.claim("nodeID") == "nodeID")
    #expect(scope.claim("nodeID") == "nodeID2")
    #expect(scope.claim("nodeID") == "nodeID3")
    #expect(scope.claim("client") == "client2")
    #expect(scope.claim("default") == "default")
    #expect(scope.claim("default") == "default2")
    var inherited = NameScope(inherited: ["Owner"], reserved: ["Repository"])
    #expect(inherited.claim("Owner") == "Owner2")
    #expect(inherited.claim("Repository") == "Repository2")
  }
}
