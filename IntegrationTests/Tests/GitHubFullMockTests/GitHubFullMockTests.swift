import APIMock
import APIRuntime
import Foundation
import GitHubFullAPI
import HTTPTypes
import OpenAPIRuntime
import Testing

private let fullSpec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs/github-full.yaml")

/// The SDK generated from GitHub's full description, called against `apigen mock` serving the same description:
/// every call must decode its answer, and a documented error status must arrive as its documented error type.
@Suite struct GitHubFullMockTests {
  /// 70 operations from every tag that has a GET with plain parameters, and 5 with JSON bodies.
  static let calls: [(String, @Sendable (Client) async throws -> Void)] = [
    (
      "actions/get-github-actions-permissions-organization",
      { _ = try await $0.actions.getGithubActionsPermissionsOrganization(org: "github") }
    ),
    ("activity/list-public-events", { _ = try await $0.activity.listPublicEvents() }),
    ("apps/get-authenticated", { _ = try await $0.apps.getAuthenticated() }),
    (
      "billing/get-github-actions-billing-ghe",
      { _ = try await $0.billing.getGithubActionsBillingGhe(enterprise: "acme") }
    ),
    ("checks/get", { _ = try await $0.checks.get(owner: "octocat", repo: "hello-world", checkRunID: 1) }),
    (
      "code-scanning/list-alerts-for-repo",
      { _ = try await $0.codeScanning.listAlertsForRepo(owner: "octocat", repo: "hello-world") }
    ),
    ("codes-of-conduct/get-all-codes-of-conduct", { _ = try await $0.codesOfConduct.getAllCodesOfConduct() }),
    (
      "codespaces/list-in-repository-for-authenticated-user",
      { _ = try await $0.codespaces.listInRepositoryForAuthenticatedUser(owner: "octocat", repo: "hello-world") }
    ),
    ("emojis/get", { _ = try await $0.emojis.get() }),
    (
      "enterprise-admin/get-github-actions-permissions-enterprise",
      { _ = try await $0.enterpriseAdmin.getGithubActionsPermissionsEnterprise(enterprise: "acme") }
    ),
    ("gists/list", { _ = try await $0.gists.list() }),
    ("git/get-blob", { _ = try await $0.git.getBlob(owner: "octocat", repo: "hello-world", fileSHA: "6dcb09b5") }),
    ("gitignore/get-all-templates", { _ = try await $0.gitignore.getAllTemplates() }),
    ("interactions/get-restrictions-for-org", { _ = try await $0.interactions.getRestrictionsForOrg(org: "github") }),
    ("issues/list", { _ = try await $0.issues.list() }),
    ("licenses/get-all-commonly-used", { _ = try await $0.licenses.getAllCommonlyUsed() }),
    ("meta/root", { _ = try await $0.meta.root() }),
    ("migrations/list-for-org", { _ = try await $0.migrations.listForOrg(org: "github") }),
    ("oauth-authorizations/list-grants", { _ = try await $0.oauthAuthorizations.listGrants() }),
    ("orgs/list", { _ = try await $0.orgs.list() }),
    ("projects/list-for-org", { _ = try await $0.projects.listForOrg(org: "github") }),
    ("pulls/list", { _ = try await $0.pulls.list(owner: "octocat", repo: "hello-world") }),
    ("rate-limit/get", { _ = try await $0.rateLimit.get() }),
    (
      "reactions/list-for-team-discussion-comment-in-org",
      {
        _ = try await $0.reactions.listForTeamDiscussionCommentInOrg(
          org: "github", teamSlug: "justice-league", discussionNumber: 1, commentNumber: 1)
      }
    ),
    ("repos/list-for-org", { _ = try await $0.repos.listForOrg(org: "github") }),
    ("scim/list-provisioned-identities", { _ = try await $0.scim.listProvisionedIdentities(org: "github") }),
    ("search/code", { _ = try await $0.search.code(q: "swift") }),
    ("secret-scanning/list-alerts-for-org", { _ = try await $0.secretScanning.listAlertsForOrg(org: "github") }),
    (
      "teams/external-idp-group-info-for-org",
      { _ = try await $0.teams.externalIdpGroupInfoForOrg(org: "github", groupID: 1) }
    ),
    ("users/get-authenticated", { _ = try await $0.users.getAuthenticated() }),
    (
      "actions/list-selected-repositories-enabled-github-actions-organization",
      { _ = try await $0.actions.listSelectedRepositoriesEnabledGithubActionsOrganization(org: "github") }
    ),
    ("activity/get-feeds", { _ = try await $0.activity.getFeeds() }),
    ("apps/get-webhook-config-for-app", { _ = try await $0.apps.getWebhookConfigForApp() }),
    (
      "billing/get-github-advanced-security-billing-ghe",
      { _ = try await $0.billing.getGithubAdvancedSecurityBillingGhe(enterprise: "acme") }
    ),
    (
      "checks/list-annotations",
      { _ = try await $0.checks.listAnnotations(owner: "octocat", repo: "hello-world", checkRunID: 1) }
    ),
    (
      "code-scanning/list-recent-analyses",
      { _ = try await $0.codeScanning.listRecentAnalyses(owner: "octocat", repo: "hello-world") }
    ),
    ("codes-of-conduct/get-conduct-code", { _ = try await $0.codesOfConduct.getConductCode(key: "mit") }),
    (
      "codespaces/repo-machines-for-authenticated-user",
      {
        _ = try await $0.codespaces.repoMachinesForAuthenticatedUser(
          owner: "octocat", repo: "hello-world", location: "location")
      }
    ),
    (
      "enterprise-admin/list-selected-organizations-enabled-github-actions-enterprise",
      { _ = try await $0.enterpriseAdmin.listSelectedOrganizationsEnabledGithubActionsEnterprise(enterprise: "acme") }
    ),
    ("gists/list-public", { _ = try await $0.gists.listPublic() }),
    (
      "git/get-commit", { _ = try await $0.git.getCommit(owner: "octocat", repo: "hello-world", commitSHA: "6dcb09b5") }
    ),
    ("gitignore/get-template", { _ = try await $0.gitignore.getTemplate(name: "bug") }),
    (
      "interactions/get-restrictions-for-repo",
      { _ = try await $0.interactions.getRestrictionsForRepo(owner: "octocat", repo: "hello-world") }
    ),
    ("issues/list-for-org", { _ = try await $0.issues.listForOrg(org: "github") }),
    ("licenses/get", { _ = try await $0.licenses.get(license: "mit") }),
    ("meta/get", { _ = try await $0.meta.get() }),
    ("migrations/get-status-for-org", { _ = try await $0.migrations.getStatusForOrg(org: "github", migrationID: 1) }),
    ("oauth-authorizations/get-grant", { _ = try await $0.oauthAuthorizations.getGrant(grantID: 1) }),
    ("orgs/list-custom-roles", { _ = try await $0.orgs.listCustomRoles(organizationID: "organization-i-d") }),
    ("projects/get-card", { _ = try await $0.projects.getCard(cardID: 1) }),
    (
      "pulls/list-review-comments-for-repo",
      { _ = try await $0.pulls.listReviewCommentsForRepo(owner: "octocat", repo: "hello-world") }
    ),
    (
      "reactions/list-for-team-discussion-in-org",
      {
        _ = try await $0.reactions.listForTeamDiscussionInOrg(
          org: "github", teamSlug: "justice-league", discussionNumber: 1)
      }
    ),
    ("repos/get", { _ = try await $0.repos.get(owner: "octocat", repo: "hello-world") }),
    (
      "scim/get-provisioning-information-for-user",
      { _ = try await $0.scim.getProvisioningInformationForUser(org: "github", scimUserID: "scim-user-i-d") }
    ),
    ("search/commits", { _ = try await $0.search.commits(q: "swift") }),
    (
      "secret-scanning/list-alerts-for-repo",
      { _ = try await $0.secretScanning.listAlertsForRepo(owner: "octocat", repo: "hello-world") }
    ),
    ("teams/list-external-idp-groups-for-org", { _ = try await $0.teams.listExternalIdpGroupsForOrg(org: "github") }),
    ("users/list-blocked-by-authenticated-user", { _ = try await $0.users.listBlockedByAuthenticatedUser() }),
    (
      "actions/get-allowed-actions-organization",
      { _ = try await $0.actions.getAllowedActionsOrganization(org: "github") }
    ),
    (
      "activity/list-public-events-for-repo-network",
      { _ = try await $0.activity.listPublicEventsForRepoNetwork(owner: "octocat", repo: "hello-world") }
    ),
    ("apps/list-webhook-deliveries", { _ = try await $0.apps.listWebhookDeliveries() }),
    (
      "billing/get-github-packages-billing-ghe",
      { _ = try await $0.billing.getGithubPackagesBillingGhe(enterprise: "acme") }
    ),
    ("checks/get-suite", { _ = try await $0.checks.getSuite(owner: "octocat", repo: "hello-world", checkSuiteID: 1) }),
    (
      "code-scanning/get-analysis",
      { _ = try await $0.codeScanning.getAnalysis(owner: "octocat", repo: "hello-world", analysisID: 1) }
    ),
    ("codespaces/list-for-authenticated-user", { _ = try await $0.codespaces.listForAuthenticatedUser() }),
    (
      "enterprise-admin/get-allowed-actions-enterprise",
      { _ = try await $0.enterpriseAdmin.getAllowedActionsEnterprise(enterprise: "acme") }
    ),
    ("gists/list-starred", { _ = try await $0.gists.listStarred() }),
    (
      "git/list-matching-refs",
      { _ = try await $0.git.listMatchingRefs(owner: "octocat", repo: "hello-world", ref: "heads/main") }
    ),
    (
      "interactions/get-restrictions-for-authenticated-user",
      { _ = try await $0.interactions.getRestrictionsForAuthenticatedUser() }
    ),
    ("issues/list-assignees", { _ = try await $0.issues.listAssignees(owner: "octocat", repo: "hello-world") }),
    (
      "issues/create",
      {
        _ = try await $0.issues.create(
          owner: "octocat", repo: "hello-world", body: .init(title: .string("Found a bug")))
      }
    ),
    (
      "issues/create-comment",
      {
        _ = try await $0.issues.createComment(
          owner: "octocat", repo: "hello-world", issueNumber: 1, body: .init(body: "Me too"))
      }
    ),
    (
      "issues/create-label",
      {
        _ = try await $0.issues.createLabel(
          owner: "octocat", repo: "hello-world", body: .init(name: "bug", color: "f29513"))
      }
    ),
    (
      "git/create-blob",
      {
        _ = try await $0.git.createBlob(
          owner: "octocat", repo: "hello-world", body: .init(content: "Content of the blob", encoding: "utf-8"))
      }
    ),
    (
      "repos/create-release",
      {
        _ = try await $0.repos.createRelease(
          owner: "octocat", repo: "hello-world", body: .init(tagName: "v1.0.0", name: "v1.0.0"))
      }
    ),
  ]

  @Test func everyCallDecodesItsAnswer() async throws {
    let server = try await MockServer(spec: fullSpec)
    let client = Client(serverURL: server.url)
    var failures: [String] = []
    for (operation, call) in Self.calls {
      do {
        try await call(client)
      } catch {
        failures.append("\(operation): \(error)")
      }
    }
    await server.stop()
    #expect(Self.calls.count >= 50)
    #expect(Set(Self.calls.map(\.0)).count == Self.calls.count)
    #expect(failures == [])
    // One request per call, every answer a success: nothing was refused as an invalid request.
    #expect(server.statusCounts.values.reduce(0, +) == Self.calls.count)
    #expect(server.statusCounts.keys.allSatisfy { (200..<300).contains($0) })
  }

  @Test func documentedErrorsArriveAsTheirTypes() async throws {
    let server = try await MockServer(spec: fullSpec)
    func client(preferring status: Int) -> Client {
      var configuration = APIClient.Configuration()
      configuration.middlewares = [PreferMiddleware(value: "code=\(status)")]
      return Client(serverURL: server.url, configuration: configuration)
    }
    let missing = client(preferring: 404)
    await #expect(throws: APIError.self) { _ = try await missing.repos.get(owner: "octocat", repo: "gone") }
    var notFound: [String] = []
    let lookups: [(String, @Sendable (Client) async throws(APIError) -> Void)] = [
      ("repos/get", { client throws(APIError) in _ = try await client.repos.get(owner: "octocat", repo: "gone") }),
      (
        "users/get-by-username",
        { client throws(APIError) in _ = try await client.users.getByUsername(username: "nobody") }
      ),
      ("orgs/get", { client throws(APIError) in _ = try await client.orgs.get(org: "nobody") }),
      (
        "issues/get",
        { client throws(APIError) in
          _ = try await client.issues.get(owner: "octocat", repo: "hello-world", issueNumber: 404)
        }
      ),
      ("gists/get", { client throws(APIError) in _ = try await client.gists.get(gistID: "gone") }),
    ]
    for (operation, call) in lookups {
      do {
        try await call(missing)
        notFound.append("\(operation): succeeded")
      } catch {
        if error.status != .notFound || error.gitHubFullAPI.basicError == nil {
          notFound.append("\(operation): \(error)")
        }
      }
    }
    #expect(notFound == [])
    do {
      _ = try await client(preferring: 422).issues.create(
        owner: "octocat", repo: "hello-world", body: .init(title: .string("")))
      Issue.record("a 422 answer was taken as success")
    } catch {
      #expect(error.status == .unprocessableContent)
      #expect(error.gitHubFullAPI.validationError != nil)
    }
    await server.stop()
  }
}

/// Asks the mock for a status with RFC 7240's `Prefer` (as Prism does).
struct PreferMiddleware: ClientMiddleware {
  var value: String

  func intercept(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    var request = request
    request.headerFields[HTTPField.Name("Prefer")!] = value
    return try await next(request, body, baseURL)
  }
}
