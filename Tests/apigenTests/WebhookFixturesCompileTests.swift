import Foundation
import Testing

/// The webhook fixtures' SDKs type-check without a compiler warning: a body field, a header, an event header with
/// the body's action (and a wildcard for events without one), raw bodies, and x-webhooks.
@Suite(.scratchFolder) struct WebhookFixturesCompileTests {
  @Test(arguments: ["webhooks.yaml", "headers.yaml", "github-style.yaml"])
  func typeChecks(_ file: String) async throws {
    let spec = repositoryRoot.appendingPathComponent("Tests/Fixtures/Webhooks/\(file)").path
    let warnings = try await expectGeneratesAndTypeChecks(spec)
    #expect(warnings.allSatisfy { $0.contains("it is left out of WebhookEvent") }, "\(warnings)")
  }
}
