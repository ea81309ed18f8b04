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
    #expect(set.discriminator == WebhookDiscriminator(source: .bodyField, name: "type"))
    #expect(set.webhooks.map(\.caseName.bare) == ["invoicePaid", "invoiceVoided", "customerCreated"])
    #expect(set.webhooks.map(\.discriminatorValue) == ["invoice.paid", "invoice.voided", "customer.created"])
    #expect(
      set.webhooks.map(\.payload) == [
        .named("InvoicePaid"), .named("InvoiceVoidedWebhook"), .named("CustomerCreatedWebhook"),
      ])
    // `ping` has the base's fields only: no value of its own, so it is left out, at its line.
    let warning = try #require(model.diagnostics.first { $0.message.contains("webhook 'ping'") })
    #expect(
      warning.description.hasSuffix(
        "webhooks.yaml:53:7: warning: webhook 'ping' has no value of its own for the body's 'type' field, which tells the other webhooks apart; it is left out of WebhookEvent (its requests decode as unknown)"
      ))
    // The schema named like the enum is declared under another name.
    #expect(model.types.contains { $0.name == "WebhookEvent2" })
    #expect(!model.types.contains { $0.name == "WebhookEvent" })
  }

  @Test func aHeaderTellsWebhooksApartInXWebhooks() throws {
    let model = try model(file: "headers.yaml")
    let set = try #require(model.webhooks)
    #expect(set.discriminator == WebhookDiscriminator(source: .header, name: "X-Event"))
    #expect(set.webhooks.map(\.key) == ["push", "archive"])
    #expect(set.webhooks.map(\.method) == [.post, .put])
    // A zip body has no JSON schema to decode: the case holds its bytes.
    #expect(set.webhooks.map(\.payload) == [.named("PushWebhook"), nil])
  }

  @Test func oneWebhookNeedsNothingToTellItApart() throws {
    let spec = try SpecLoader().load(
      repositoryRoot.appendingPathComponent("Tests/Fixtures/PublicSpecs/OAI/v3.1-webhook-example.yaml").path)
    let set = try #require(GenerationPipeline.declarations(spec, options: ModelFixture.options).webhooks)
    #expect(set.discriminator == nil)
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

  @Test func aDescriptionWithoutWebhooksHasNoEnum() throws {
    let model = try ModelFixture.model(paths: "{}")
    #expect(model.webhooks == nil)
  }
}
