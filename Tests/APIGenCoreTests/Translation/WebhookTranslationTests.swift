import APIGenCore
import Foundation
import Testing
import _APIGenOpenAPI

/// How webhooks become the `WebhookEvent` enum: which field tells them apart, what each case holds, and what is
/// left out (with a warning at its line).
@Suite struct WebhookTranslationTests {
  func model(file: String) throws -> GenModel {
    let spec = try SpecLoader().load(repositoryRoot.appendingPathComponent("Tests/Fixtures/Webhooks/\(file)").path)
    return GenerationPipeline.declarations(spec, options: ModelFixture.options)
  }

  @Test func theBodysTypeFieldTellsWebhooksApart() throws {
    let model = try model(file: "webhooks.yaml")
    let set = try #require(model.webhooks)
    #expect(set.typeName == "WebhookEvent")
    #expect(set.signature == .standardWebhooks)
    let type = WebhookDiscriminator(source: .bodyField, name: "type")
    #expect(set.discriminators == [type])
    #expect(set.webhooks.map(\.caseName.bare) == ["invoicePaid", "invoiceVoided", "customerCreated"])
    #expect(
      set.webhooks.map(\.match) == [[type: "invoice.paid"], [type: "invoice.voided"], [type: "customer.created"]])
    #expect(
      set.webhooks.map(\.payload) == [
        .named("InvoicePaid"), .named("InvoiceVoidedWebhook"), .named("CustomerCreatedWebhook"),
      ])
    // `ping` has the base's fields only: no value of its own, so it is left out, at its line.
    let warning = try #require(model.diagnostics.first { $0.message.contains("webhook 'ping'") })
    #expect(
      warning.description.hasSuffix(
        "webhooks.yaml:55:7: warning: webhook 'ping' has no value of its own for the body's 'type' field, which tells the other webhooks apart; it is left out of WebhookEvent (its requests decode as unknown)"
      ))
    // The schema named like the enum is declared under another name.
    #expect(model.types.contains { $0.name == "WebhookEvent2" })
    #expect(!model.types.contains { $0.name == "WebhookEvent" })
  }

  @Test func aHeaderTellsWebhooksApartInXWebhooks() throws {
    let model = try model(file: "headers.yaml")
    let set = try #require(model.webhooks)
    #expect(set.discriminators == [WebhookDiscriminator(source: .header, name: "X-Event")])
    #expect(set.webhooks.map(\.key) == ["push", "archive"])
    #expect(set.webhooks.map(\.method) == [.post, .put])
    // A zip body has no JSON schema to decode: the case holds its bytes.
    #expect(set.webhooks.map(\.payload) == [.named("PushWebhook"), nil])
  }

  @Test func anEventHeaderAndTheBodysActionTellGitHubStyleWebhooksApart() throws {
    let set = try #require(try model(file: "github-style.yaml").webhooks)
    let event = WebhookDiscriminator(source: .header, name: "X-GitHub-Event")
    let action = WebhookDiscriminator(source: .bodyField, name: "action")
    // The event header (documented by its example) is set by every webhook; the action settles the repeats.
    // The delivery header's example is the same everywhere and tells nothing.
    #expect(set.discriminators == [event, action])
    #expect(
      set.webhooks.map(\.match) == [
        [event: "issues", action: "opened"], [event: "issues", action: "closed"],
        [event: "label", action: "created"], [event: "push"],
      ])
  }

  @Test func oneWebhookNeedsNothingToTellItApart() throws {
    let spec = try SpecLoader().load(
      repositoryRoot.appendingPathComponent("Tests/Fixtures/PublicSpecs/OAI/v3.1-webhook-example.yaml").path)
    let set = try #require(GenerationPipeline.declarations(spec, options: ModelFixture.options).webhooks)
    #expect(set.discriminators.isEmpty)
    #expect(set.webhooks.map(\.caseName.bare) == ["newPet"])
    #expect(
      set.webhooks.first?.docs == [
        "Information about a new pet in the system", "", "The `newPet` webhook, sent with POST.",
      ])
  }

  @Test func webhooksNothingTellsApartAreAllLeftOutWithWarnings() throws {
    let model = try ModelFixture.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      webhooks:
        first:
          post:
            requestBody: {content: {application/json: {schema: {type: object}}}}
        second:
          post:
            requestBody: {content: {application/json: {schema: {type: object}}}}
      """)
    let set = try #require(model.webhooks)
    #expect(set.webhooks.isEmpty)
    #expect(model.diagnostics.filter { $0.message.contains("is left out of WebhookEvent") }.count == 2)
  }

  @Test func apigenYAMLChoosesTheSignatureSchemeOverTheDescription() throws {
    var options = ModelFixture.options
    options.webhookSignature = .stripe
    let spec = try SpecLoader().load(
      repositoryRoot.appendingPathComponent("Tests/Fixtures/Webhooks/webhooks.yaml").path)
    #expect(GenerationPipeline.declarations(spec, options: options).webhooks?.signature == .stripe)
    // A scheme the description names that APIWebhooks lacks is a warning at its line, and no scheme.
    let model = try ModelFixture.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      x-webhook-signature: rot13
      webhooks:
        only:
          post: {}
      """)
    #expect(model.webhooks?.signature == nil)
    let warning = try #require(model.diagnostics.first { $0.message.hasPrefix("x-webhook-signature") })
    #expect(
      warning.description
        == "api.yaml:3:22: warning: x-webhook-signature names no scheme APIWebhooks verifies; expected github, stripe, standard-webhooks, svix (WebhookEvent gets no signatureScheme)"
    )
  }

  @Test func aDescriptionWithoutWebhooksHasNoEnum() throws {
    let model = try ModelFixture.model(paths: "{}")
    #expect(model.webhooks == nil)
  }
}

/// `webhooks.signature` in apigen.yaml: read, checked at its line, and given to the generated enum.
@Suite struct WebhookSignatureConfigTests {
  @Test func theSchemeIsReadAndAnUnknownOneIsAnErrorAtItsValue() throws {
    let (config, problems) = GeneratorConfig.parse("webhooks:\n  signature: svix\n", file: "apigen.yaml")
    #expect(problems.isEmpty)
    #expect(config.webhookSignature?.name == "svix")
    let (_, unknown) = GeneratorConfig.parse("webhooks:\n  signature: sha1\n  retries: 3\n", file: "apigen.yaml")
    #expect(
      unknown.map(\.description) == [
        "apigen.yaml:2:14: error: unknown webhook signature scheme 'sha1'; expected github, stripe, standard-webhooks, svix",
        "apigen.yaml:3:3: error: unknown webhooks option 'retries'; expected signature",
      ])
  }

  @Test func theGeneratedEnumRecordsTheScheme() throws {
    let (config, _) = GeneratorConfig.parse("webhooks: {signature: github}\n", file: "apigen.yaml")
    let spec = try SpecLoader().load(repositoryRoot.appendingPathComponent("Tests/Fixtures/Webhooks/headers.yaml").path)
    let output = try GenerationPipeline.run(
      spec, config: config, moduleName: "API", specFileName: "headers.yaml", templates: try TemplateSet.builtIn())
    let client = try #require(output.files.first { $0.name == "Client.swift" }).contents
    #expect(client.contains("  public static let signatureScheme: WebhookSignatureScheme = .gitHub\n"))
    // Set for a description without webhooks, it is a warning.
    let plain = SpecLoader().load(
      bytes: Array("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\n".utf8), named: "api.yaml")
    let (_, diagnostics) = GenerationPipeline.checkConfig(
      config, for: plain, moduleName: "API", specFileName: "api.yaml")
    #expect(
      diagnostics.map(\.description) == [
        "apigen.yaml:1:23: warning: webhooks.signature is set, but the spec describes no webhooks"
      ])
  }
}
