// A hand-written counterpart of the generated MinimalRepository, for apigen-bench client: plain Codable
// structs with explicit coding keys, as a developer would write them (template_repository left out: the
// benchmark JSON never has it).

import Foundation

struct HandWrittenRepository: Codable {
  var id: Int
  var nodeID: String
  var name: String
  var fullName: String
  var owner: HandWrittenUser
  var `private`: Bool
  var htmlURL: URL
  var description: String?
  var fork: Bool
  var url: URL
  var archiveURL: String
  var assigneesURL: String
  var blobsURL: String
  var branchesURL: String
  var collaboratorsURL: String
  var commentsURL: String
  var commitsURL: String
  var compareURL: String
  var contentsURL: String
  var contributorsURL: URL
  var deploymentsURL: URL
  var downloadsURL: URL
  var eventsURL: URL
  var forksURL: URL
  var gitCommitsURL: String
  var gitRefsURL: String
  var gitTagsURL: String
  var gitURL: String?
  var issueCommentURL: String
  var issueEventsURL: String
  var issuesURL: String
  var keysURL: String
  var labelsURL: String
  var languagesURL: URL
  var mergesURL: URL
  var milestonesURL: String
  var notificationsURL: String
  var pullsURL: String
  var releasesURL: String
  var sshURL: String?
  var stargazersURL: URL
  var statusesURL: String
  var subscribersURL: URL
  var subscriptionURL: URL
  var tagsURL: URL
  var teamsURL: URL
  var treesURL: String
  var cloneURL: String?
  var mirrorURL: String?
  var hooksURL: URL
  var svnURL: String?
  var homepage: String?
  var language: String?
  var forksCount: Int?
  var stargazersCount: Int?
  var watchersCount: Int?
  var size: Int?
  var defaultBranch: String?
  var openIssuesCount: Int?
  var isTemplate: Bool?
  var topics: [String]?
  var hasIssues: Bool?
  var hasProjects: Bool?
  var hasWiki: Bool?
  var hasPages: Bool?
  var hasDownloads: Bool?
  var archived: Bool?
  var disabled: Bool?
  var visibility: String?
  var pushedAt: Date?
  var createdAt: Date?
  var updatedAt: Date?
  var permissions: Permissions?
  var roleName: String?
  var tempCloneToken: String?
  var deleteBranchOnMerge: Bool?
  var subscribersCount: Int?
  var networkCount: Int?
  var codeOfConduct: HandWrittenCodeOfConduct?
  var license: License?
  var forks: Int?
  var openIssues: Int?
  var watchers: Int?
  var allowForking: Bool?

  enum CodingKeys: String, CodingKey {
    case id
    case nodeID = "node_id"
    case name
    case fullName = "full_name"
    case owner
    case `private`
    case htmlURL = "html_url"
    case description
    case fork
    case url
    case archiveURL = "archive_url"
    case assigneesURL = "assignees_url"
    case blobsURL = "blobs_url"
    case branchesURL = "branches_url"
    case collaboratorsURL = "collaborators_url"
    case commentsURL = "comments_url"
    case commitsURL = "commits_url"
    case compareURL = "compare_url"
    case contentsURL = "contents_url"
    case contributorsURL = "contributors_url"
    case deploymentsURL = "deployments_url"
    case downloadsURL = "downloads_url"
    case eventsURL = "events_url"
    case forksURL = "forks_url"
    case gitCommitsURL = "git_commits_url"
    case gitRefsURL = "git_refs_url"
    case gitTagsURL = "git_tags_url"
    case gitURL = "git_url"
    case issueCommentURL = "issue_comment_url"
    case issueEventsURL = "issue_events_url"
    case issuesURL = "issues_url"
    case keysURL = "keys_url"
    case labelsURL = "labels_url"
    case languagesURL = "languages_url"
    case mergesURL = "merges_url"
    case milestonesURL = "milestones_url"
    case notificationsURL = "notifications_url"
    case pullsURL = "pulls_url"
    case releasesURL = "releases_url"
    case sshURL = "ssh_url"
    case stargazersURL = "stargazers_url"
    case statusesURL = "statuses_url"
    case subscribersURL = "subscribers_url"
    case subscriptionURL = "subscription_url"
    case tagsURL = "tags_url"
    case teamsURL = "teams_url"
    case treesURL = "trees_url"
    case cloneURL = "clone_url"
    case mirrorURL = "mirror_url"
    case hooksURL = "hooks_url"
    case svnURL = "svn_url"
    case homepage
    case language
    case forksCount = "forks_count"
    case stargazersCount = "stargazers_count"
    case watchersCount = "watchers_count"
    case size
    case defaultBranch = "default_branch"
    case openIssuesCount = "open_issues_count"
    case isTemplate = "is_template"
    case topics
    case hasIssues = "has_issues"
    case hasProjects = "has_projects"
    case hasWiki = "has_wiki"
    case hasPages = "has_pages"
    case hasDownloads = "has_downloads"
    case archived
    case disabled
    case visibility
    case pushedAt = "pushed_at"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case permissions
    case roleName = "role_name"
    case tempCloneToken = "temp_clone_token"
    case deleteBranchOnMerge = "delete_branch_on_merge"
    case subscribersCount = "subscribers_count"
    case networkCount = "network_count"
    case codeOfConduct = "code_of_conduct"
    case license
    case forks
    case openIssues = "open_issues"
    case watchers
    case allowForking = "allow_forking"
  }

  struct Permissions: Codable {
    var admin: Bool?
    var maintain: Bool?
    var push: Bool?
    var triage: Bool?
    var pull: Bool?
  }

  struct License: Codable {
    var key: String?
    var name: String?
    var spdxID: String?
    var url: String?
    var nodeID: String?

    enum CodingKeys: String, CodingKey {
      case key
      case name
      case spdxID = "spdx_id"
      case url
      case nodeID = "node_id"
    }
  }
}

struct HandWrittenCodeOfConduct: Codable {
  var key: String
  var name: String
  var url: URL
  var body: String?
  var htmlURL: URL?

  enum CodingKeys: String, CodingKey {
    case key, name, url, body
    case htmlURL = "html_url"
  }
}
