import APIRuntime
import Foundation
import HardCasesAPI
import Testing

/// The hard-case spec's `x-webhooks`: keys and discriminator values that are keywords, hold quotes, backslashes,
/// comment ends and line breaks, compiled in the build and matched exactly.
@Suite struct HardCaseWebhookTests {
  func event(_ json: String) throws(WebhookError) -> HardCasesAPI.WebhookEvent {
    try HardCasesAPI.WebhookEvent(WebhookRequest(method: .post, headerFields: [:], body: Array(json.utf8)))
  }

  @Test func valuesWithQuotesAndLineBreaksAreMatchedExactly() throws {
    guard case .class = try event(#"{"kind": "class\"\\(x)\n*/"}"#) else {
      Issue.record("the value with a quote, a backslash and a line break did not select `class`")
      return
    }
    // A webhook keyed `unknown` keeps its name's meaning beside the enum's own `unknown` case.
    guard case .unknown2 = try event(#"{"kind": "unknown"}"#) else {
      Issue.record("the webhook named unknown was not its own case")
      return
    }
    guard case ._2WordsAndALinePost = try event(#"{"kind": "two"}"#) else {
      Issue.record("the POST of the webhook with a line break in its key was not decoded")
      return
    }
    guard case .unknown(let other) = try event(#"{"kind": "class\"\\(x)\n"}"#) else {
      Issue.record("a near miss selected a case")
      return
    }
    #expect(other.eventType == "class\"\\(x)\n")
  }
}
