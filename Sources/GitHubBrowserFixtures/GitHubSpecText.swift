// Generated from specs/github.yaml; GitHubBrowserTests checks that it matches the spec
// (`APIGEN_RECORD_FIXTURES=1 swift test --filter GitHubSpecTextTests` rewrites it). Do not edit.

/// The description the offline mock serves (`apigen mock` in process), as its text.
enum GitHubSpecText {
  static let yaml = #"""
    openapi: 3.0.3
    info:
      version: 1.1.4
      title: GitHub v3 REST API
      description: GitHub's v3 REST API.
      license:
        name: MIT
        url: https://spdx.org/licenses/MIT
      termsOfService: https://docs.github.com/articles/github-terms-of-service
      contact:
        name: Support
        url: https://support.github.com/contact?tags=dotcom-rest-api
    tags:
    - name: activity
      description: Activity APIs provide access to notifications, subscriptions, and timelines.
    - name: markdown
      description: Render Github flavored markdown
    - name: rate-limit
      description: Check your current rate limit status
    - name: repos
      description: Interact with GitHub Repos.
    - name: search
      description: Look for stuff on GitHub.
    - name: users
      description: Interact with and view information about users and also current user.
    servers:
    - url: https://api.github.com
    externalDocs:
      description: GitHub v3 REST API
      url: https://docs.github.com/rest/
    paths:
      "/markdown/raw":
        post:
          summary: Render a Markdown document in raw mode
          description: You must send Markdown as plain text (using a `Content-Type` header of `text/plain` or `text/x-markdown`)
            to this endpoint, rather than using JSON format. In raw mode, [GitHub Flavored Markdown](https://github.github.com/gfm/)
            is not supported and Markdown will be rendered in plain format like a README.md file. Markdown content must be 400
            KB or less.
          operationId: markdown/render-raw
          tags:
          - markdown
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/markdown#render-a-markdown-document-in-raw-mode
          parameters: []
          requestBody:
            required: false
            content:
              text/plain:
                schema:
                  type: string
              text/x-markdown:
                schema:
                  type: string
          responses:
            '200':
              description: Response
              headers:
                X-CommonMarker-Version:
                  "$ref": "#/components/headers/x-common-marker-version"
              content:
                text/html:
                  schema:
                    type: string
            '304':
              "$ref": "#/components/responses/not_modified"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: true
            category: markdown
            subcategory:
      "/rate_limit":
        get:
          summary: Get rate limit status for the authenticated user
          description: |-
            **Note:** Accessing this endpoint does not count against your REST API rate limit.

            **Note:** The `rate` object is deprecated. If you're writing new API client code or updating existing code, you should use the `core` object instead of the `rate` object. The `core` object contains the same information that is present in the `rate` object.
          tags:
          - rate-limit
          operationId: rate-limit/get
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/rate-limit#get-rate-limit-status-for-the-authenticated-user
          parameters: []
          responses:
            '200':
              description: Response
              content:
                application/json:
                  schema:
                    "$ref": "#/components/schemas/rate-limit-overview"
                  examples:
                    default:
                      "$ref": "#/components/examples/rate-limit-overview"
              headers:
                X-RateLimit-Limit:
                  "$ref": "#/components/headers/x-rate-limit-limit"
                X-RateLimit-Remaining:
                  "$ref": "#/components/headers/x-rate-limit-remaining"
                X-RateLimit-Reset:
                  "$ref": "#/components/headers/x-rate-limit-reset"
            '304':
              "$ref": "#/components/responses/not_modified"
            '404':
              "$ref": "#/components/responses/not_found"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: true
            category: rate-limit
            subcategory:
      "/repos/{owner}/{repo}":
        get:
          summary: Get a repository
          description: The `parent` and `source` objects are present when the repository is a fork. `parent` is the repository
            this repository was forked from, `source` is the ultimate source for the network.
          tags:
          - repos
          operationId: repos/get
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/repos#get-a-repository
          parameters:
          - "$ref": "#/components/parameters/owner"
          - "$ref": "#/components/parameters/repo"
          responses:
            '200':
              description: Response
              content:
                application/json:
                  schema:
                    "$ref": "#/components/schemas/full-repository"
                  examples:
                    default-response:
                      "$ref": "#/components/examples/full-repository-default-response"
            '403':
              "$ref": "#/components/responses/forbidden"
            '404':
              "$ref": "#/components/responses/not_found"
            '301':
              "$ref": "#/components/responses/moved_permanently"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: true
            category: repos
            subcategory:
        patch:
          summary: Update a repository
          description: "**Note**: To edit a repository's topics, use the [Replace all repository topics](https://docs.github.com/rest/reference/repos#replace-all-repository-topics)
            endpoint."
          tags:
          - repos
          operationId: repos/update
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/repos/#update-a-repository
          parameters:
          - "$ref": "#/components/parameters/owner"
          - "$ref": "#/components/parameters/repo"
          requestBody:
            required: false
            content:
              application/json:
                schema:
                  type: object
                  properties:
                    name:
                      type: string
                      description: The name of the repository.
                    description:
                      type: string
                      description: A short description of the repository.
                    homepage:
                      type: string
                      description: A URL with more information about the repository.
                    private:
                      type: boolean
                      description: "Either `true` to make the repository private or `false` to make it public. Default: `false`.
                        \ \n**Note**: You will get a `422` error if the organization restricts [changing repository visibility](https://help.github.com/articles/repository-permission-levels-for-an-organization#changing-the-visibility-of-repositories)
                        to organization owners and a non-owner tries to change the value of private. **Note**: You will get a
                        `422` error if the organization restricts [changing repository visibility](https://help.github.com/articles/repository-permission-levels-for-an-organization#changing-the-visibility-of-repositories)
                        to organization owners and a non-owner tries to change the value of private."
                      default: false
                    visibility:
                      type: string
                      description: Can be `public` or `private`. If your organization is associated with an enterprise account
                        using GitHub Enterprise Cloud or GitHub Enterprise Server 2.20+, `visibility` can also be `internal`."
                      enum:
                      - public
                      - private
                      - internal
                    security_and_analysis:
                      type: object
                      description: 'Specify which security and analysis features to enable or disable. For example, to enable
                        GitHub Advanced Security, use this data in the body of the PATCH request: `{"security_and_analysis": {"advanced_security":
                        {"status": "enabled"}}}`. If you have admin permissions for a private repository covered by an Advanced
                        Security license, you can check which security and analysis features are currently enabled by using a
                        `GET /repos/{owner}/{repo}` request.'
                      nullable: true
                      properties:
                        advanced_security:
                          type: object
                          description: Use the `status` property to enable or disable GitHub Advanced Security for this repository.
                            For more information, see "[About GitHub Advanced Security](/github/getting-started-with-github/learning-about-github/about-github-advanced-security)."
                          properties:
                            status:
                              type: string
                              description: Can be `enabled` or `disabled`.
                        secret_scanning:
                          type: object
                          description: Use the `status` property to enable or disable secret scanning for this repository. For
                            more information, see "[About secret scanning](/code-security/secret-security/about-secret-scanning)."
                          properties:
                            status:
                              type: string
                              description: Can be `enabled` or `disabled`.
                    has_issues:
                      type: boolean
                      description: Either `true` to enable issues for this repository or `false` to disable them.
                      default: true
                    has_projects:
                      type: boolean
                      description: Either `true` to enable projects for this repository or `false` to disable them. **Note:**
                        If you're creating a repository in an organization that has disabled repository projects, the default
                        is `false`, and if you pass `true`, the API returns an error.
                      default: true
                    has_wiki:
                      type: boolean
                      description: Either `true` to enable the wiki for this repository or `false` to disable it.
                      default: true
                    is_template:
                      type: boolean
                      description: Either `true` to make this repo available as a template repository or `false` to prevent it.
                      default: false
                    default_branch:
                      type: string
                      description: Updates the default branch for this repository.
                    allow_squash_merge:
                      type: boolean
                      description: Either `true` to allow squash-merging pull requests, or `false` to prevent squash-merging.
                      default: true
                    allow_merge_commit:
                      type: boolean
                      description: Either `true` to allow merging pull requests with a merge commit, or `false` to prevent merging
                        pull requests with merge commits.
                      default: true
                    allow_rebase_merge:
                      type: boolean
                      description: Either `true` to allow rebase-merging pull requests, or `false` to prevent rebase-merging.
                      default: true
                    allow_auto_merge:
                      type: boolean
                      description: Either `true` to allow auto-merge on pull requests, or `false` to disallow auto-merge.
                      default: false
                    delete_branch_on_merge:
                      type: boolean
                      description: Either `true` to allow automatically deleting head branches when pull requests are merged,
                        or `false` to prevent automatic deletion.
                      default: false
                    archived:
                      type: boolean
                      description: "`true` to archive this repository. **Note**: You cannot unarchive repositories through the
                        API."
                      default: false
                    allow_forking:
                      type: boolean
                      description: Either `true` to allow private forks, or `false` to prevent private forks.
                      default: false
                example:
                  name: Hello-World
                  description: This is your first repository
                  homepage: https://github.com
                  private: true
                  has_issues: true
                  has_projects: true
                  has_wiki: true
          responses:
            '200':
              description: Response
              content:
                application/json:
                  schema:
                    "$ref": "#/components/schemas/full-repository"
                  examples:
                    default:
                      "$ref": "#/components/examples/full-repository"
            '307':
              "$ref": "#/components/responses/temporary_redirect"
            '403':
              "$ref": "#/components/responses/forbidden"
            '422':
              "$ref": "#/components/responses/validation_failed"
            '404':
              "$ref": "#/components/responses/not_found"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: true
            category: repos
            subcategory:
      "/repos/{owner}/{repo}/readme":
        get:
          summary: Get a repository README
          description: |-
            Gets the preferred README for a repository.

            READMEs support [custom media types](https://docs.github.com/rest/reference/repos#custom-media-types) for retrieving the raw content or rendered HTML.
          tags:
          - repos
          operationId: repos/get-readme
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/repos#get-a-repository-readme
          parameters:
          - "$ref": "#/components/parameters/owner"
          - "$ref": "#/components/parameters/repo"
          - name: ref
            description: 'The name of the commit/branch/tag. Default: the repository’s default branch (usually `master`)'
            in: query
            required: false
            schema:
              type: string
          responses:
            '200':
              description: Response
              content:
                application/json:
                  schema:
                    "$ref": "#/components/schemas/content-file"
                  examples:
                    default:
                      "$ref": "#/components/examples/content-file"
            '404':
              "$ref": "#/components/responses/not_found"
            '422':
              "$ref": "#/components/responses/validation_failed"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: true
            category: repos
            subcategory: contents
      "/repos/{owner}/{repo}/releases/{release_id}/assets":
        post:
          summary: Upload a release asset
          description: "This endpoint makes use of [a Hypermedia relation](https://docs.github.com/rest/overview/resources-in-the-rest-api#hypermedia)
            to determine which URL to access. The endpoint you call to upload release assets is specific to your release. Use
            the `upload_url` returned in\nthe response of the [Create a release endpoint](https://docs.github.com/rest/reference/repos#create-a-release)
            to upload a release asset.\n\nYou need to use an HTTP client which supports [SNI](http://en.wikipedia.org/wiki/Server_Name_Indication)
            to make calls to this endpoint.\n\nMost libraries will set the required `Content-Length` header automatically. Use
            the required `Content-Type` header to provide the media type of the asset. For a list of media types, see [Media Types](https://www.iana.org/assignments/media-types/media-types.xhtml).
            For example: \n\n`application/zip`\n\nGitHub expects the asset data in its raw binary form, rather than JSON. You
            will send the raw binary content of the asset as the request body. Everything else about the endpoint is the same
            as the rest of the API. For example,\nyou'll still need to pass your authentication to be able to upload an asset.\n\nWhen
            an upstream failure occurs, you will receive a `502 Bad Gateway` status. This may leave an empty asset with a state
            of `starter`. It can be safely deleted.\n\n**Notes:**\n*   GitHub renames asset filenames that have special characters,
            non-alphanumeric characters, and leading or trailing periods. The \"[List assets for a release](https://docs.github.com/rest/reference/repos#list-assets-for-a-release)\"\nendpoint
            lists the renamed filenames. For more information and help, contact [GitHub Support](https://support.github.com/contact?tags=dotcom-rest-api).\n*
            \  If you upload an asset with the same filename as another uploaded asset, you'll receive an error and must delete
            the old file before you can re-upload the new asset."
          tags:
          - repos
          operationId: repos/upload-release-asset
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/repos#upload-a-release-asset
          servers:
          - url: "{origin}"
            variables:
              origin:
                default: https://uploads.github.com
                description: The URL origin (protocol + host name + port) is included in `upload_url` returned in the response
                  of the "Create a release" endpoint
          parameters:
          - "$ref": "#/components/parameters/owner"
          - "$ref": "#/components/parameters/repo"
          - "$ref": "#/components/parameters/release-id"
          - name: name
            in: query
            required: true
            schema:
              type: string
          - name: label
            in: query
            schema:
              type: string
          requestBody:
            required: false
            content:
              "*/*":
                schema:
                  type: string
                  description: The raw file data
          responses:
            '201':
              description: Response for successful upload
              content:
                application/json:
                  schema:
                    "$ref": "#/components/schemas/release-asset"
                  examples:
                    response-for-successful-upload:
                      "$ref": "#/components/examples/release-asset-response-for-successful-upload"
            '422':
              description: Response if you upload an asset with the same filename as another uploaded asset
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: true
            category: repos
            subcategory: releases
      "/repos/{owner}/{repo}/tarball/{ref}":
        get:
          summary: Download a repository archive (tar)
          description: |-
            Gets a redirect URL to download a tar archive for a repository. If you omit `:ref`, the repository’s default branch (usually
            `master`) will be used. Please make sure your HTTP framework is configured to follow redirects or you will need to use
            the `Location` header to make a second `GET` request.
            **Note**: For private repositories, these links are temporary and expire after five minutes.
          tags:
          - repos
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/repos#download-a-repository-archive
          operationId: repos/download-tarball-archive
          parameters:
          - "$ref": "#/components/parameters/owner"
          - "$ref": "#/components/parameters/repo"
          - name: ref
            in: path
            required: true
            schema:
              type: string
          responses:
            '302':
              description: Response
              headers:
                Location:
                  example: https://codeload.github.com/me/myprivate/legacy.zip/master?login=me&token=thistokenexpires
                  schema:
                    type: string
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: true
            category: repos
            subcategory: contents
      "/search/repositories":
        get:
          summary: Search repositories
          description: |-
            Find repositories via various criteria. This method returns up to 100 results [per page](https://docs.github.com/rest/overview/resources-in-the-rest-api#pagination).

            When searching for repositories, you can get text match metadata for the **name** and **description** fields when you pass the `text-match` media type. For more details about how to receive highlighted search results, see [Text match metadata](https://docs.github.com/rest/reference/search#text-match-metadata).

            For example, if you want to search for popular Tetris repositories written in assembly code, your query might look like this:

            `q=tetris+language:assembly&sort=stars&order=desc`

            This query searches for repositories with the word `tetris` in the name, the description, or the README. The results are limited to repositories where the primary language is assembly. The results are sorted by stars in descending order, so that the most popular repositories appear first in the search results.
          tags:
          - search
          operationId: search/repos
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/search#search-repositories
          parameters:
          - name: q
            description: The query contains one or more search keywords and qualifiers. Qualifiers allow you to limit your search
              to specific areas of GitHub. The REST API supports the same qualifiers as GitHub.com. To learn more about the format
              of the query, see [Constructing a search query](https://docs.github.com/rest/reference/search#constructing-a-search-query).
              See "[Searching for repositories](https://help.github.com/articles/searching-for-repositories/)" for a detailed
              list of qualifiers.
            in: query
            required: true
            schema:
              type: string
          - name: sort
            description: 'Sorts the results of your query by number of `stars`, `forks`, or `help-wanted-issues` or how recently
              the items were `updated`. Default: [best match](https://docs.github.com/rest/reference/search#ranking-search-results)'
            in: query
            required: false
            schema:
              type: string
              enum:
              - stars
              - forks
              - help-wanted-issues
              - updated
          - "$ref": "#/components/parameters/order"
          - "$ref": "#/components/parameters/per-page"
          - "$ref": "#/components/parameters/page"
          responses:
            '200':
              description: Response
              content:
                application/json:
                  schema:
                    type: object
                    required:
                    - total_count
                    - incomplete_results
                    - items
                    properties:
                      total_count:
                        type: integer
                      incomplete_results:
                        type: boolean
                      items:
                        type: array
                        items:
                          "$ref": "#/components/schemas/repo-search-result-item"
                  examples:
                    default:
                      "$ref": "#/components/examples/repo-search-result-item-paginated"
            '503':
              "$ref": "#/components/responses/service_unavailable"
            '422':
              "$ref": "#/components/responses/validation_failed"
            '304':
              "$ref": "#/components/responses/not_modified"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: true
            category: search
            subcategory:
      "/user":
        get:
          summary: Get the authenticated user
          description: |-
            If the authenticated user is authenticated through basic authentication or OAuth with the `user` scope, then the response lists public and private profile information.

            If the authenticated user is authenticated through OAuth without the `user` scope, then the response lists only public profile information.
          tags:
          - users
          operationId: users/get-authenticated
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/users#get-the-authenticated-user
          parameters: []
          responses:
            '200':
              description: Response
              content:
                application/json:
                  schema:
                    oneOf:
                    - "$ref": "#/components/schemas/private-user"
                    - "$ref": "#/components/schemas/public-user"
                  examples:
                    response-with-public-and-private-profile-information:
                      "$ref": "#/components/examples/private-user-response-with-public-and-private-profile-information"
                    response-with-public-profile-information:
                      "$ref": "#/components/examples/private-user-response-with-public-profile-information"
            '304':
              "$ref": "#/components/responses/not_modified"
            '403':
              "$ref": "#/components/responses/forbidden"
            '401':
              "$ref": "#/components/responses/requires_authentication"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: false
            category: users
            subcategory:
      "/user/repos":
        get:
          summary: List repositories for the authenticated user
          description: |-
            Lists repositories that the authenticated user has explicit permission (`:read`, `:write`, or `:admin`) to access.

            The authenticated user has explicit permission to access repositories they own, repositories where they are a collaborator, and repositories that they can access through an organization membership.
          tags:
          - repos
          operationId: repos/list-for-authenticated-user
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/repos#list-repositories-for-the-authenticated-user
          parameters:
          - name: visibility
            description: 'Can be one of `all`, `public`, or `private`. Note: For GitHub AE, can be one of `all`, `internal`, or
              `private`.'
            in: query
            required: false
            schema:
              type: string
              enum:
              - all
              - public
              - private
              default: all
          - name: affiliation
            description: "Comma-separated list of values. Can include:  \n\\* `owner`: Repositories that are owned by the authenticated
              user.  \n\\* `collaborator`: Repositories that the user has been added to as a collaborator.  \n\\* `organization_member`:
              Repositories that the user has access to through being a member of an organization. This includes every repository
              on every team that the user is on."
            in: query
            required: false
            schema:
              type: string
              default: owner,collaborator,organization_member
          - name: type
            description: "Can be one of `all`, `owner`, `public`, `private`, `member`. Note: For GitHub AE, can be one of `all`,
              `owner`, `internal`, `private`, `member`. Default: `all`  \n  \nWill cause a `422` error if used in the same request
              as **visibility** or **affiliation**. Will cause a `422` error if used in the same request as **visibility** or
              **affiliation**."
            in: query
            required: false
            schema:
              type: string
              enum:
              - all
              - owner
              - public
              - private
              - member
              default: all
          - name: sort
            description: Can be one of `created`, `updated`, `pushed`, `full_name`.
            in: query
            required: false
            schema:
              type: string
              enum:
              - created
              - updated
              - pushed
              - full_name
              default: full_name
          - name: direction
            description: 'Can be one of `asc` or `desc`. Default: `asc` when using `full_name`, otherwise `desc`'
            in: query
            required: false
            schema:
              type: string
              enum:
              - asc
              - desc
          - "$ref": "#/components/parameters/per-page"
          - "$ref": "#/components/parameters/page"
          - "$ref": "#/components/parameters/since"
          - "$ref": "#/components/parameters/before"
          responses:
            '200':
              description: Response
              content:
                application/json:
                  schema:
                    type: array
                    items:
                      "$ref": "#/components/schemas/repository"
                  examples:
                    default:
                      "$ref": "#/components/examples/repository-items-default-response"
            '422':
              "$ref": "#/components/responses/validation_failed"
            '304':
              "$ref": "#/components/responses/not_modified"
            '403':
              "$ref": "#/components/responses/forbidden"
            '401':
              "$ref": "#/components/responses/requires_authentication"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: false
            category: repos
            subcategory:
      "/user/starred":
        get:
          summary: List repositories starred by the authenticated user
          description: |-
            Lists repositories the authenticated user has starred.

            You can also find out _when_ stars were created by passing the following custom [media type](https://docs.github.com/rest/overview/media-types/) via the `Accept` header:
          tags:
          - activity
          operationId: activity/list-repos-starred-by-authenticated-user
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/activity#list-repositories-starred-by-the-authenticated-user
          parameters:
          - "$ref": "#/components/parameters/sort"
          - "$ref": "#/components/parameters/direction"
          - "$ref": "#/components/parameters/per-page"
          - "$ref": "#/components/parameters/page"
          responses:
            '200':
              description: Response
              content:
                application/json:
                  schema:
                    type: array
                    items:
                      "$ref": "#/components/schemas/repository"
                  examples:
                    default-response:
                      "$ref": "#/components/examples/repository-items-default-response"
                application/vnd.github.v3.star+json:
                  schema:
                    type: array
                    items:
                      "$ref": "#/components/schemas/starred-repository"
                  examples:
                    alternative-response-with-star-creation-timestamps:
                      "$ref": "#/components/examples/starred-repository-items-alternative-response-with-star-creation-timestamps"
              headers:
                Link:
                  "$ref": "#/components/headers/link"
            '304':
              "$ref": "#/components/responses/not_modified"
            '403':
              "$ref": "#/components/responses/forbidden"
            '401':
              "$ref": "#/components/responses/requires_authentication"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: false
            category: activity
            subcategory: starring
      "/user/starred/{owner}/{repo}":
        get:
          summary: Check if a repository is starred by the authenticated user
          description: ''
          tags:
          - activity
          operationId: activity/check-repo-is-starred-by-authenticated-user
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/activity#check-if-a-repository-is-starred-by-the-authenticated-user
          parameters:
          - "$ref": "#/components/parameters/owner"
          - "$ref": "#/components/parameters/repo"
          responses:
            '204':
              description: Response if this repository is starred by you
            '404':
              description: Not Found if this repository is not starred by you
              content:
                application/json:
                  schema:
                    "$ref": "#/components/schemas/basic-error"
            '401':
              "$ref": "#/components/responses/requires_authentication"
            '304':
              "$ref": "#/components/responses/not_modified"
            '403':
              "$ref": "#/components/responses/forbidden"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: false
            category: activity
            subcategory: starring
        put:
          summary: Star a repository for the authenticated user
          description: Note that you'll need to set `Content-Length` to zero when calling out to this endpoint. For more information,
            see "[HTTP verbs](https://docs.github.com/rest/overview/resources-in-the-rest-api#http-verbs)."
          tags:
          - activity
          operationId: activity/star-repo-for-authenticated-user
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/activity#star-a-repository-for-the-authenticated-user
          parameters:
          - "$ref": "#/components/parameters/owner"
          - "$ref": "#/components/parameters/repo"
          responses:
            '204':
              description: Response
            '403':
              "$ref": "#/components/responses/forbidden"
            '404':
              "$ref": "#/components/responses/not_found"
            '401':
              "$ref": "#/components/responses/requires_authentication"
            '304':
              "$ref": "#/components/responses/not_modified"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: false
            category: activity
            subcategory: starring
        delete:
          summary: Unstar a repository for the authenticated user
          description: ''
          tags:
          - activity
          operationId: activity/unstar-repo-for-authenticated-user
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/activity#unstar-a-repository-for-the-authenticated-user
          parameters:
          - "$ref": "#/components/parameters/owner"
          - "$ref": "#/components/parameters/repo"
          responses:
            '204':
              description: Response
            '404':
              "$ref": "#/components/responses/not_found"
            '401':
              "$ref": "#/components/responses/requires_authentication"
            '304':
              "$ref": "#/components/responses/not_modified"
            '403':
              "$ref": "#/components/responses/forbidden"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: false
            category: activity
            subcategory: starring
      "/users/{username}/repos":
        get:
          summary: List repositories for a user
          description: 'Lists public repositories for the specified user. Note: For GitHub AE, this endpoint will list internal
            repositories for the specified user.'
          tags:
          - repos
          operationId: repos/list-for-user
          externalDocs:
            description: API method documentation
            url: https://docs.github.com/rest/reference/repos#list-repositories-for-a-user
          parameters:
          - "$ref": "#/components/parameters/username"
          - name: type
            description: Can be one of `all`, `owner`, `member`.
            in: query
            required: false
            schema:
              type: string
              enum:
              - all
              - owner
              - member
              default: owner
          - name: sort
            description: Can be one of `created`, `updated`, `pushed`, `full_name`.
            in: query
            required: false
            schema:
              type: string
              enum:
              - created
              - updated
              - pushed
              - full_name
              default: full_name
          - name: direction
            description: 'Can be one of `asc` or `desc`. Default: `asc` when using `full_name`, otherwise `desc`'
            in: query
            required: false
            schema:
              type: string
              enum:
              - asc
              - desc
          - "$ref": "#/components/parameters/per-page"
          - "$ref": "#/components/parameters/page"
          responses:
            '200':
              description: Response
              content:
                application/json:
                  schema:
                    type: array
                    items:
                      "$ref": "#/components/schemas/minimal-repository"
                  examples:
                    default:
                      "$ref": "#/components/examples/minimal-repository-items"
              headers:
                Link:
                  "$ref": "#/components/headers/link"
          x-github:
            githubCloudOnly: false
            enabledForGitHubApps: true
            category: repos
            subcategory:
    components:
      schemas:
        nullable-simple-user:
          title: Simple User
          description: Simple User
          type: object
          properties:
            name:
              nullable: true
              type: string
            email:
              nullable: true
              type: string
            login:
              type: string
              example: octocat
            id:
              type: integer
              example: 1
            node_id:
              type: string
              example: MDQ6VXNlcjE=
            avatar_url:
              type: string
              format: uri
              example: https://github.com/images/error/octocat_happy.gif
            gravatar_id:
              type: string
              example: 41d064eb2195891e12d0413f63227ea7
              nullable: true
            url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat
            html_url:
              type: string
              format: uri
              example: https://github.com/octocat
            followers_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/followers
            following_url:
              type: string
              example: https://api.github.com/users/octocat/following{/other_user}
            gists_url:
              type: string
              example: https://api.github.com/users/octocat/gists{/gist_id}
            starred_url:
              type: string
              example: https://api.github.com/users/octocat/starred{/owner}{/repo}
            subscriptions_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/subscriptions
            organizations_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/orgs
            repos_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/repos
            events_url:
              type: string
              example: https://api.github.com/users/octocat/events{/privacy}
            received_events_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/received_events
            type:
              type: string
              example: User
            site_admin:
              type: boolean
            starred_at:
              type: string
              example: '"2020-07-09T00:17:55Z"'
          required:
          - avatar_url
          - events_url
          - followers_url
          - following_url
          - gists_url
          - gravatar_id
          - html_url
          - id
          - node_id
          - login
          - organizations_url
          - received_events_url
          - repos_url
          - site_admin
          - starred_url
          - subscriptions_url
          - type
          - url
          nullable: true
        basic-error:
          title: Basic Error
          description: Basic Error
          type: object
          properties:
            message:
              type: string
            documentation_url:
              type: string
            url:
              type: string
            status:
              type: string
        validation-error:
          title: Validation Error
          description: Validation Error
          type: object
          required:
          - message
          - documentation_url
          properties:
            message:
              type: string
            documentation_url:
              type: string
            errors:
              type: array
              items:
                type: object
                required:
                - code
                properties:
                  resource:
                    type: string
                  field:
                    type: string
                  message:
                    type: string
                  code:
                    type: string
                  index:
                    type: integer
                  value:
                    oneOf:
                    - type: string
                      nullable: true
                    - type: integer
                      nullable: true
                    - type: array
                      nullable: true
                      items:
                        type: string
        simple-user:
          title: Simple User
          description: Simple User
          type: object
          properties:
            name:
              nullable: true
              type: string
            email:
              nullable: true
              type: string
            login:
              type: string
              example: octocat
            id:
              type: integer
              example: 1
            node_id:
              type: string
              example: MDQ6VXNlcjE=
            avatar_url:
              type: string
              format: uri
              example: https://github.com/images/error/octocat_happy.gif
            gravatar_id:
              type: string
              example: 41d064eb2195891e12d0413f63227ea7
              nullable: true
            url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat
            html_url:
              type: string
              format: uri
              example: https://github.com/octocat
            followers_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/followers
            following_url:
              type: string
              example: https://api.github.com/users/octocat/following{/other_user}
            gists_url:
              type: string
              example: https://api.github.com/users/octocat/gists{/gist_id}
            starred_url:
              type: string
              example: https://api.github.com/users/octocat/starred{/owner}{/repo}
            subscriptions_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/subscriptions
            organizations_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/orgs
            repos_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/repos
            events_url:
              type: string
              example: https://api.github.com/users/octocat/events{/privacy}
            received_events_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/received_events
            type:
              type: string
              example: User
            site_admin:
              type: boolean
            starred_at:
              type: string
              example: '"2020-07-09T00:17:55Z"'
          required:
          - avatar_url
          - events_url
          - followers_url
          - following_url
          - gists_url
          - gravatar_id
          - html_url
          - id
          - node_id
          - login
          - organizations_url
          - received_events_url
          - repos_url
          - site_admin
          - starred_url
          - subscriptions_url
          - type
          - url
        nullable-license-simple:
          title: License Simple
          description: License Simple
          type: object
          properties:
            key:
              type: string
              example: mit
            name:
              type: string
              example: MIT License
            url:
              type: string
              nullable: true
              format: uri
              example: https://api.github.com/licenses/mit
            spdx_id:
              type: string
              nullable: true
              example: MIT
            node_id:
              type: string
              example: MDc6TGljZW5zZW1pdA==
            html_url:
              type: string
              format: uri
          required:
          - key
          - name
          - url
          - spdx_id
          - node_id
          nullable: true
        repository:
          title: Repository
          description: A git repository
          type: object
          properties:
            id:
              description: Unique identifier of the repository
              example: 42
              type: integer
            node_id:
              type: string
              example: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
            name:
              description: The name of the repository.
              type: string
              example: Team Environment
            full_name:
              type: string
              example: octocat/Hello-World
            license:
              "$ref": "#/components/schemas/nullable-license-simple"
            organization:
              "$ref": "#/components/schemas/nullable-simple-user"
            forks:
              type: integer
            permissions:
              type: object
              properties:
                admin:
                  type: boolean
                pull:
                  type: boolean
                triage:
                  type: boolean
                push:
                  type: boolean
                maintain:
                  type: boolean
              required:
              - admin
              - pull
              - push
            owner:
              "$ref": "#/components/schemas/simple-user"
            private:
              description: Whether the repository is private or public.
              default: false
              type: boolean
            html_url:
              type: string
              format: uri
              example: https://github.com/octocat/Hello-World
            description:
              type: string
              example: This your first repo!
              nullable: true
            fork:
              type: boolean
            url:
              type: string
              format: uri
              example: https://api.github.com/repos/octocat/Hello-World
            archive_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
            assignees_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/assignees{/user}
            blobs_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
            branches_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/branches{/branch}
            collaborators_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
            comments_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/comments{/number}
            commits_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/commits{/sha}
            compare_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
            contents_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/contents/{+path}
            contributors_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/contributors
            deployments_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/deployments
            downloads_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/downloads
            events_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/events
            forks_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/forks
            git_commits_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
            git_refs_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
            git_tags_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
            git_url:
              type: string
              example: git:github.com/octocat/Hello-World.git
            issue_comment_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
            issue_events_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues/events{/number}
            issues_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues{/number}
            keys_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/keys{/key_id}
            labels_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/labels{/name}
            languages_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/languages
            merges_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/merges
            milestones_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/milestones{/number}
            notifications_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
            pulls_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/pulls{/number}
            releases_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/releases{/id}
            ssh_url:
              type: string
              example: git@github.com:octocat/Hello-World.git
            stargazers_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/stargazers
            statuses_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/statuses/{sha}
            subscribers_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/subscribers
            subscription_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/subscription
            tags_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/tags
            teams_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/teams
            trees_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
            clone_url:
              type: string
              example: https://github.com/octocat/Hello-World.git
            mirror_url:
              type: string
              format: uri
              example: git:git.example.com/octocat/Hello-World
              nullable: true
            hooks_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/hooks
            svn_url:
              type: string
              format: uri
              example: https://svn.github.com/octocat/Hello-World
            homepage:
              type: string
              format: uri
              example: https://github.com
              nullable: true
            language:
              type: string
              nullable: true
            forks_count:
              type: integer
              example: 9
            stargazers_count:
              type: integer
              example: 80
            watchers_count:
              type: integer
              example: 80
            size:
              type: integer
              example: 108
            default_branch:
              description: The default branch of the repository.
              type: string
              example: master
            open_issues_count:
              type: integer
              example: 0
            is_template:
              description: Whether this repository acts as a template that can be used to generate new repositories.
              default: false
              type: boolean
              example: true
            topics:
              type: array
              items:
                type: string
            has_issues:
              description: Whether issues are enabled.
              default: true
              type: boolean
              example: true
            has_projects:
              description: Whether projects are enabled.
              default: true
              type: boolean
              example: true
            has_wiki:
              description: Whether the wiki is enabled.
              default: true
              type: boolean
              example: true
            has_pages:
              type: boolean
            has_downloads:
              description: Whether downloads are enabled.
              default: true
              type: boolean
              example: true
            archived:
              description: Whether the repository is archived.
              default: false
              type: boolean
            disabled:
              type: boolean
              description: Returns whether or not this repository disabled.
            visibility:
              description: 'The repository visibility: public, private, or internal.'
              default: public
              type: string
            pushed_at:
              type: string
              format: date-time
              example: '2011-01-26T19:06:43Z'
              nullable: true
            created_at:
              type: string
              format: date-time
              example: '2011-01-26T19:01:12Z'
              nullable: true
            updated_at:
              type: string
              format: date-time
              example: '2011-01-26T19:14:43Z'
              nullable: true
            allow_rebase_merge:
              description: Whether to allow rebase merges for pull requests.
              default: true
              type: boolean
              example: true
            template_repository:
              nullable: true
              type: object
              properties:
                id:
                  type: integer
                node_id:
                  type: string
                name:
                  type: string
                full_name:
                  type: string
                owner:
                  type: object
                  properties:
                    login:
                      type: string
                    id:
                      type: integer
                    node_id:
                      type: string
                    avatar_url:
                      type: string
                    gravatar_id:
                      type: string
                    url:
                      type: string
                    html_url:
                      type: string
                    followers_url:
                      type: string
                    following_url:
                      type: string
                    gists_url:
                      type: string
                    starred_url:
                      type: string
                    subscriptions_url:
                      type: string
                    organizations_url:
                      type: string
                    repos_url:
                      type: string
                    events_url:
                      type: string
                    received_events_url:
                      type: string
                    type:
                      type: string
                    site_admin:
                      type: boolean
                private:
                  type: boolean
                html_url:
                  type: string
                description:
                  type: string
                fork:
                  type: boolean
                url:
                  type: string
                archive_url:
                  type: string
                assignees_url:
                  type: string
                blobs_url:
                  type: string
                branches_url:
                  type: string
                collaborators_url:
                  type: string
                comments_url:
                  type: string
                commits_url:
                  type: string
                compare_url:
                  type: string
                contents_url:
                  type: string
                contributors_url:
                  type: string
                deployments_url:
                  type: string
                downloads_url:
                  type: string
                events_url:
                  type: string
                forks_url:
                  type: string
                git_commits_url:
                  type: string
                git_refs_url:
                  type: string
                git_tags_url:
                  type: string
                git_url:
                  type: string
                issue_comment_url:
                  type: string
                issue_events_url:
                  type: string
                issues_url:
                  type: string
                keys_url:
                  type: string
                labels_url:
                  type: string
                languages_url:
                  type: string
                merges_url:
                  type: string
                milestones_url:
                  type: string
                notifications_url:
                  type: string
                pulls_url:
                  type: string
                releases_url:
                  type: string
                ssh_url:
                  type: string
                stargazers_url:
                  type: string
                statuses_url:
                  type: string
                subscribers_url:
                  type: string
                subscription_url:
                  type: string
                tags_url:
                  type: string
                teams_url:
                  type: string
                trees_url:
                  type: string
                clone_url:
                  type: string
                mirror_url:
                  type: string
                hooks_url:
                  type: string
                svn_url:
                  type: string
                homepage:
                  type: string
                language:
                  type: string
                forks_count:
                  type: integer
                stargazers_count:
                  type: integer
                watchers_count:
                  type: integer
                size:
                  type: integer
                default_branch:
                  type: string
                open_issues_count:
                  type: integer
                is_template:
                  type: boolean
                topics:
                  type: array
                  items:
                    type: string
                has_issues:
                  type: boolean
                has_projects:
                  type: boolean
                has_wiki:
                  type: boolean
                has_pages:
                  type: boolean
                has_downloads:
                  type: boolean
                archived:
                  type: boolean
                disabled:
                  type: boolean
                visibility:
                  type: string
                pushed_at:
                  type: string
                created_at:
                  type: string
                updated_at:
                  type: string
                permissions:
                  type: object
                  properties:
                    admin:
                      type: boolean
                    maintain:
                      type: boolean
                    push:
                      type: boolean
                    triage:
                      type: boolean
                    pull:
                      type: boolean
                allow_rebase_merge:
                  type: boolean
                temp_clone_token:
                  type: string
                allow_squash_merge:
                  type: boolean
                allow_auto_merge:
                  type: boolean
                delete_branch_on_merge:
                  type: boolean
                allow_update_branch:
                  type: boolean
                allow_merge_commit:
                  type: boolean
                subscribers_count:
                  type: integer
                network_count:
                  type: integer
            temp_clone_token:
              type: string
            allow_squash_merge:
              description: Whether to allow squash merges for pull requests.
              default: true
              type: boolean
              example: true
            allow_auto_merge:
              description: Whether to allow Auto-merge to be used on pull requests.
              default: false
              type: boolean
              example: false
            delete_branch_on_merge:
              description: Whether to delete head branches when pull requests are merged
              default: false
              type: boolean
              example: false
            allow_merge_commit:
              description: Whether to allow merge commits for pull requests.
              default: true
              type: boolean
              example: true
            allow_forking:
              description: Whether to allow forking this repo
              type: boolean
            subscribers_count:
              type: integer
            network_count:
              type: integer
            open_issues:
              type: integer
            watchers:
              type: integer
            master_branch:
              type: string
            starred_at:
              type: string
              example: '"2020-07-09T00:17:42Z"'
          required:
          - archive_url
          - assignees_url
          - blobs_url
          - branches_url
          - collaborators_url
          - comments_url
          - commits_url
          - compare_url
          - contents_url
          - contributors_url
          - deployments_url
          - description
          - downloads_url
          - events_url
          - fork
          - forks_url
          - full_name
          - git_commits_url
          - git_refs_url
          - git_tags_url
          - hooks_url
          - html_url
          - id
          - node_id
          - issue_comment_url
          - issue_events_url
          - issues_url
          - keys_url
          - labels_url
          - languages_url
          - merges_url
          - milestones_url
          - name
          - notifications_url
          - owner
          - private
          - pulls_url
          - releases_url
          - stargazers_url
          - statuses_url
          - subscribers_url
          - subscription_url
          - tags_url
          - teams_url
          - trees_url
          - url
          - clone_url
          - default_branch
          - forks
          - forks_count
          - git_url
          - has_downloads
          - has_issues
          - has_projects
          - has_wiki
          - has_pages
          - homepage
          - language
          - archived
          - disabled
          - mirror_url
          - open_issues
          - open_issues_count
          - license
          - pushed_at
          - size
          - ssh_url
          - stargazers_count
          - svn_url
          - watchers
          - watchers_count
          - created_at
          - updated_at
        code-of-conduct:
          title: Code Of Conduct
          description: Code Of Conduct
          type: object
          properties:
            key:
              type: string
              example: contributor_covenant
            name:
              type: string
              example: Contributor Covenant
            url:
              type: string
              format: uri
              example: https://api.github.com/codes_of_conduct/contributor_covenant
            body:
              type: string
              example: |
                # Contributor Covenant Code of Conduct

                ## Our Pledge

                In the interest of fostering an open and welcoming environment, we as contributors and maintainers pledge to making participation in our project and our community a harassment-free experience for everyone, regardless of age, body size, disability, ethnicity, gender identity and expression, level of experience, nationality, personal appearance, race, religion, or sexual identity and orientation.

                ## Our Standards

                Examples of behavior that contributes to creating a positive environment include:

                * Using welcoming and inclusive language
                * Being respectful of differing viewpoints and experiences
                * Gracefully accepting constructive criticism
                * Focusing on what is best for the community
                * Showing empathy towards other community members

                Examples of unacceptable behavior by participants include:

                * The use of sexualized language or imagery and unwelcome sexual attention or advances
                * Trolling, insulting/derogatory comments, and personal or political attacks
                * Public or private harassment
                * Publishing others' private information, such as a physical or electronic address, without explicit permission
                * Other conduct which could reasonably be considered inappropriate in a professional setting

                ## Our Responsibilities

                Project maintainers are responsible for clarifying the standards of acceptable behavior and are expected to take appropriate and fair corrective action in response
                                  to any instances of unacceptable behavior.

                Project maintainers have the right and responsibility to remove, edit, or reject comments, commits, code, wiki edits, issues, and other contributions that are not aligned to this Code of Conduct, or to ban temporarily or permanently any contributor for other behaviors that they deem inappropriate, threatening, offensive, or harmful.

                ## Scope

                This Code of Conduct applies both within project spaces and in public spaces when an individual is representing the project or its community. Examples of representing a project or community include using an official project e-mail address,
                                  posting via an official social media account, or acting as an appointed representative at an online or offline event. Representation of a project may be further defined and clarified by project maintainers.

                ## Enforcement

                Instances of abusive, harassing, or otherwise unacceptable behavior may be reported by contacting the project team at [EMAIL]. The project team will review and investigate all complaints, and will respond in a way that it deems appropriate to the circumstances. The project team is obligated to maintain confidentiality with regard to the reporter of an incident. Further details of specific enforcement policies may be posted separately.

                Project maintainers who do not follow or enforce the Code of Conduct in good faith may face temporary or permanent repercussions as determined by other members of the project's leadership.

                ## Attribution

                This Code of Conduct is adapted from the [Contributor Covenant][homepage], version 1.4, available at [http://contributor-covenant.org/version/1/4][version]

                [homepage]: http://contributor-covenant.org
                [version]: http://contributor-covenant.org/version/1/4/
            html_url:
              type: string
              format: uri
              nullable: true
          required:
          - url
          - html_url
          - key
          - name
        public-user:
          title: Public User
          description: Public User
          type: object
          properties:
            login:
              type: string
            id:
              type: integer
            node_id:
              type: string
            avatar_url:
              type: string
              format: uri
            gravatar_id:
              type: string
              nullable: true
            url:
              type: string
              format: uri
            html_url:
              type: string
              format: uri
            followers_url:
              type: string
              format: uri
            following_url:
              type: string
            gists_url:
              type: string
            starred_url:
              type: string
            subscriptions_url:
              type: string
              format: uri
            organizations_url:
              type: string
              format: uri
            repos_url:
              type: string
              format: uri
            events_url:
              type: string
            received_events_url:
              type: string
              format: uri
            type:
              type: string
            site_admin:
              type: boolean
            name:
              type: string
              nullable: true
            company:
              type: string
              nullable: true
            blog:
              type: string
              nullable: true
            location:
              type: string
              nullable: true
            email:
              type: string
              format: email
              nullable: true
            hireable:
              type: boolean
              nullable: true
            bio:
              type: string
              nullable: true
            twitter_username:
              type: string
              nullable: true
            public_repos:
              type: integer
            public_gists:
              type: integer
            followers:
              type: integer
            following:
              type: integer
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            plan:
              type: object
              properties:
                collaborators:
                  type: integer
                name:
                  type: string
                space:
                  type: integer
                private_repos:
                  type: integer
              required:
              - collaborators
              - name
              - space
              - private_repos
            suspended_at:
              type: string
              format: date-time
              nullable: true
            private_gists:
              type: integer
              example: 1
            total_private_repos:
              type: integer
              example: 2
            owned_private_repos:
              type: integer
              example: 2
            disk_usage:
              type: integer
              example: 1
            collaborators:
              type: integer
              example: 3
          required:
          - avatar_url
          - events_url
          - followers_url
          - following_url
          - gists_url
          - gravatar_id
          - html_url
          - id
          - node_id
          - login
          - organizations_url
          - received_events_url
          - repos_url
          - site_admin
          - starred_url
          - subscriptions_url
          - type
          - url
          - bio
          - blog
          - company
          - email
          - followers
          - following
          - hireable
          - location
          - name
          - public_gists
          - public_repos
          - created_at
          - updated_at
          additionalProperties: false
        nullable-repository:
          title: Repository
          description: A git repository
          type: object
          properties:
            id:
              description: Unique identifier of the repository
              example: 42
              type: integer
            node_id:
              type: string
              example: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
            name:
              description: The name of the repository.
              type: string
              example: Team Environment
            full_name:
              type: string
              example: octocat/Hello-World
            license:
              "$ref": "#/components/schemas/nullable-license-simple"
            organization:
              "$ref": "#/components/schemas/nullable-simple-user"
            forks:
              type: integer
            permissions:
              type: object
              properties:
                admin:
                  type: boolean
                pull:
                  type: boolean
                triage:
                  type: boolean
                push:
                  type: boolean
                maintain:
                  type: boolean
              required:
              - admin
              - pull
              - push
            owner:
              "$ref": "#/components/schemas/simple-user"
            private:
              description: Whether the repository is private or public.
              default: false
              type: boolean
            html_url:
              type: string
              format: uri
              example: https://github.com/octocat/Hello-World
            description:
              type: string
              example: This your first repo!
              nullable: true
            fork:
              type: boolean
            url:
              type: string
              format: uri
              example: https://api.github.com/repos/octocat/Hello-World
            archive_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
            assignees_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/assignees{/user}
            blobs_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
            branches_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/branches{/branch}
            collaborators_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
            comments_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/comments{/number}
            commits_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/commits{/sha}
            compare_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
            contents_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/contents/{+path}
            contributors_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/contributors
            deployments_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/deployments
            downloads_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/downloads
            events_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/events
            forks_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/forks
            git_commits_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
            git_refs_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
            git_tags_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
            git_url:
              type: string
              example: git:github.com/octocat/Hello-World.git
            issue_comment_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
            issue_events_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues/events{/number}
            issues_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues{/number}
            keys_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/keys{/key_id}
            labels_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/labels{/name}
            languages_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/languages
            merges_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/merges
            milestones_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/milestones{/number}
            notifications_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
            pulls_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/pulls{/number}
            releases_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/releases{/id}
            ssh_url:
              type: string
              example: git@github.com:octocat/Hello-World.git
            stargazers_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/stargazers
            statuses_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/statuses/{sha}
            subscribers_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/subscribers
            subscription_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/subscription
            tags_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/tags
            teams_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/teams
            trees_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
            clone_url:
              type: string
              example: https://github.com/octocat/Hello-World.git
            mirror_url:
              type: string
              format: uri
              example: git:git.example.com/octocat/Hello-World
              nullable: true
            hooks_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/hooks
            svn_url:
              type: string
              format: uri
              example: https://svn.github.com/octocat/Hello-World
            homepage:
              type: string
              format: uri
              example: https://github.com
              nullable: true
            language:
              type: string
              nullable: true
            forks_count:
              type: integer
              example: 9
            stargazers_count:
              type: integer
              example: 80
            watchers_count:
              type: integer
              example: 80
            size:
              type: integer
              example: 108
            default_branch:
              description: The default branch of the repository.
              type: string
              example: master
            open_issues_count:
              type: integer
              example: 0
            is_template:
              description: Whether this repository acts as a template that can be used to generate new repositories.
              default: false
              type: boolean
              example: true
            topics:
              type: array
              items:
                type: string
            has_issues:
              description: Whether issues are enabled.
              default: true
              type: boolean
              example: true
            has_projects:
              description: Whether projects are enabled.
              default: true
              type: boolean
              example: true
            has_wiki:
              description: Whether the wiki is enabled.
              default: true
              type: boolean
              example: true
            has_pages:
              type: boolean
            has_downloads:
              description: Whether downloads are enabled.
              default: true
              type: boolean
              example: true
            archived:
              description: Whether the repository is archived.
              default: false
              type: boolean
            disabled:
              type: boolean
              description: Returns whether or not this repository disabled.
            visibility:
              description: 'The repository visibility: public, private, or internal.'
              default: public
              type: string
            pushed_at:
              type: string
              format: date-time
              example: '2011-01-26T19:06:43Z'
              nullable: true
            created_at:
              type: string
              format: date-time
              example: '2011-01-26T19:01:12Z'
              nullable: true
            updated_at:
              type: string
              format: date-time
              example: '2011-01-26T19:14:43Z'
              nullable: true
            allow_rebase_merge:
              description: Whether to allow rebase merges for pull requests.
              default: true
              type: boolean
              example: true
            template_repository:
              nullable: true
              type: object
              properties:
                id:
                  type: integer
                node_id:
                  type: string
                name:
                  type: string
                full_name:
                  type: string
                owner:
                  type: object
                  properties:
                    login:
                      type: string
                    id:
                      type: integer
                    node_id:
                      type: string
                    avatar_url:
                      type: string
                    gravatar_id:
                      type: string
                    url:
                      type: string
                    html_url:
                      type: string
                    followers_url:
                      type: string
                    following_url:
                      type: string
                    gists_url:
                      type: string
                    starred_url:
                      type: string
                    subscriptions_url:
                      type: string
                    organizations_url:
                      type: string
                    repos_url:
                      type: string
                    events_url:
                      type: string
                    received_events_url:
                      type: string
                    type:
                      type: string
                    site_admin:
                      type: boolean
                private:
                  type: boolean
                html_url:
                  type: string
                description:
                  type: string
                fork:
                  type: boolean
                url:
                  type: string
                archive_url:
                  type: string
                assignees_url:
                  type: string
                blobs_url:
                  type: string
                branches_url:
                  type: string
                collaborators_url:
                  type: string
                comments_url:
                  type: string
                commits_url:
                  type: string
                compare_url:
                  type: string
                contents_url:
                  type: string
                contributors_url:
                  type: string
                deployments_url:
                  type: string
                downloads_url:
                  type: string
                events_url:
                  type: string
                forks_url:
                  type: string
                git_commits_url:
                  type: string
                git_refs_url:
                  type: string
                git_tags_url:
                  type: string
                git_url:
                  type: string
                issue_comment_url:
                  type: string
                issue_events_url:
                  type: string
                issues_url:
                  type: string
                keys_url:
                  type: string
                labels_url:
                  type: string
                languages_url:
                  type: string
                merges_url:
                  type: string
                milestones_url:
                  type: string
                notifications_url:
                  type: string
                pulls_url:
                  type: string
                releases_url:
                  type: string
                ssh_url:
                  type: string
                stargazers_url:
                  type: string
                statuses_url:
                  type: string
                subscribers_url:
                  type: string
                subscription_url:
                  type: string
                tags_url:
                  type: string
                teams_url:
                  type: string
                trees_url:
                  type: string
                clone_url:
                  type: string
                mirror_url:
                  type: string
                hooks_url:
                  type: string
                svn_url:
                  type: string
                homepage:
                  type: string
                language:
                  type: string
                forks_count:
                  type: integer
                stargazers_count:
                  type: integer
                watchers_count:
                  type: integer
                size:
                  type: integer
                default_branch:
                  type: string
                open_issues_count:
                  type: integer
                is_template:
                  type: boolean
                topics:
                  type: array
                  items:
                    type: string
                has_issues:
                  type: boolean
                has_projects:
                  type: boolean
                has_wiki:
                  type: boolean
                has_pages:
                  type: boolean
                has_downloads:
                  type: boolean
                archived:
                  type: boolean
                disabled:
                  type: boolean
                visibility:
                  type: string
                pushed_at:
                  type: string
                created_at:
                  type: string
                updated_at:
                  type: string
                permissions:
                  type: object
                  properties:
                    admin:
                      type: boolean
                    maintain:
                      type: boolean
                    push:
                      type: boolean
                    triage:
                      type: boolean
                    pull:
                      type: boolean
                allow_rebase_merge:
                  type: boolean
                temp_clone_token:
                  type: string
                allow_squash_merge:
                  type: boolean
                allow_auto_merge:
                  type: boolean
                delete_branch_on_merge:
                  type: boolean
                allow_update_branch:
                  type: boolean
                allow_merge_commit:
                  type: boolean
                subscribers_count:
                  type: integer
                network_count:
                  type: integer
            temp_clone_token:
              type: string
            allow_squash_merge:
              description: Whether to allow squash merges for pull requests.
              default: true
              type: boolean
              example: true
            allow_auto_merge:
              description: Whether to allow Auto-merge to be used on pull requests.
              default: false
              type: boolean
              example: false
            delete_branch_on_merge:
              description: Whether to delete head branches when pull requests are merged
              default: false
              type: boolean
              example: false
            allow_merge_commit:
              description: Whether to allow merge commits for pull requests.
              default: true
              type: boolean
              example: true
            allow_forking:
              description: Whether to allow forking this repo
              type: boolean
            subscribers_count:
              type: integer
            network_count:
              type: integer
            open_issues:
              type: integer
            watchers:
              type: integer
            master_branch:
              type: string
            starred_at:
              type: string
              example: '"2020-07-09T00:17:42Z"'
          required:
          - archive_url
          - assignees_url
          - blobs_url
          - branches_url
          - collaborators_url
          - comments_url
          - commits_url
          - compare_url
          - contents_url
          - contributors_url
          - deployments_url
          - description
          - downloads_url
          - events_url
          - fork
          - forks_url
          - full_name
          - git_commits_url
          - git_refs_url
          - git_tags_url
          - hooks_url
          - html_url
          - id
          - node_id
          - issue_comment_url
          - issue_events_url
          - issues_url
          - keys_url
          - labels_url
          - languages_url
          - merges_url
          - milestones_url
          - name
          - notifications_url
          - owner
          - private
          - pulls_url
          - releases_url
          - stargazers_url
          - statuses_url
          - subscribers_url
          - subscription_url
          - tags_url
          - teams_url
          - trees_url
          - url
          - clone_url
          - default_branch
          - forks
          - forks_count
          - git_url
          - has_downloads
          - has_issues
          - has_projects
          - has_wiki
          - has_pages
          - homepage
          - language
          - archived
          - disabled
          - mirror_url
          - open_issues
          - open_issues_count
          - license
          - pushed_at
          - size
          - ssh_url
          - stargazers_count
          - svn_url
          - watchers
          - watchers_count
          - created_at
          - updated_at
          nullable: true
        minimal-repository:
          title: Minimal Repository
          description: Minimal Repository
          type: object
          properties:
            id:
              type: integer
              example: 1296269
            node_id:
              type: string
              example: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
            name:
              type: string
              example: Hello-World
            full_name:
              type: string
              example: octocat/Hello-World
            owner:
              "$ref": "#/components/schemas/simple-user"
            private:
              type: boolean
            html_url:
              type: string
              format: uri
              example: https://github.com/octocat/Hello-World
            description:
              type: string
              example: This your first repo!
              nullable: true
            fork:
              type: boolean
            url:
              type: string
              format: uri
              example: https://api.github.com/repos/octocat/Hello-World
            archive_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
            assignees_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/assignees{/user}
            blobs_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
            branches_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/branches{/branch}
            collaborators_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
            comments_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/comments{/number}
            commits_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/commits{/sha}
            compare_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
            contents_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/contents/{+path}
            contributors_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/contributors
            deployments_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/deployments
            downloads_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/downloads
            events_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/events
            forks_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/forks
            git_commits_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
            git_refs_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
            git_tags_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
            git_url:
              type: string
            issue_comment_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
            issue_events_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues/events{/number}
            issues_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues{/number}
            keys_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/keys{/key_id}
            labels_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/labels{/name}
            languages_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/languages
            merges_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/merges
            milestones_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/milestones{/number}
            notifications_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
            pulls_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/pulls{/number}
            releases_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/releases{/id}
            ssh_url:
              type: string
            stargazers_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/stargazers
            statuses_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/statuses/{sha}
            subscribers_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/subscribers
            subscription_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/subscription
            tags_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/tags
            teams_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/teams
            trees_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
            clone_url:
              type: string
            mirror_url:
              type: string
              nullable: true
            hooks_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/hooks
            svn_url:
              type: string
            homepage:
              type: string
              nullable: true
            language:
              type: string
              nullable: true
            forks_count:
              type: integer
            stargazers_count:
              type: integer
            watchers_count:
              type: integer
            size:
              type: integer
            default_branch:
              type: string
            open_issues_count:
              type: integer
            is_template:
              type: boolean
            topics:
              type: array
              items:
                type: string
            has_issues:
              type: boolean
            has_projects:
              type: boolean
            has_wiki:
              type: boolean
            has_pages:
              type: boolean
            has_downloads:
              type: boolean
            archived:
              type: boolean
            disabled:
              type: boolean
            visibility:
              type: string
            pushed_at:
              type: string
              format: date-time
              example: '2011-01-26T19:06:43Z'
              nullable: true
            created_at:
              type: string
              format: date-time
              example: '2011-01-26T19:01:12Z'
              nullable: true
            updated_at:
              type: string
              format: date-time
              example: '2011-01-26T19:14:43Z'
              nullable: true
            permissions:
              type: object
              properties:
                admin:
                  type: boolean
                maintain:
                  type: boolean
                push:
                  type: boolean
                triage:
                  type: boolean
                pull:
                  type: boolean
            role_name:
              type: string
              example: admin
            template_repository:
              "$ref": "#/components/schemas/nullable-repository"
            temp_clone_token:
              type: string
            delete_branch_on_merge:
              type: boolean
            subscribers_count:
              type: integer
            network_count:
              type: integer
            code_of_conduct:
              "$ref": "#/components/schemas/code-of-conduct"
            license:
              type: object
              properties:
                key:
                  type: string
                name:
                  type: string
                spdx_id:
                  type: string
                url:
                  type: string
                node_id:
                  type: string
              nullable: true
            forks:
              type: integer
              example: 0
            open_issues:
              type: integer
              example: 0
            watchers:
              type: integer
              example: 0
            allow_forking:
              type: boolean
          required:
          - archive_url
          - assignees_url
          - blobs_url
          - branches_url
          - collaborators_url
          - comments_url
          - commits_url
          - compare_url
          - contents_url
          - contributors_url
          - deployments_url
          - description
          - downloads_url
          - events_url
          - fork
          - forks_url
          - full_name
          - git_commits_url
          - git_refs_url
          - git_tags_url
          - hooks_url
          - html_url
          - id
          - node_id
          - issue_comment_url
          - issue_events_url
          - issues_url
          - keys_url
          - labels_url
          - languages_url
          - merges_url
          - milestones_url
          - name
          - notifications_url
          - owner
          - private
          - pulls_url
          - releases_url
          - stargazers_url
          - statuses_url
          - subscribers_url
          - subscription_url
          - tags_url
          - teams_url
          - trees_url
          - url
        rate-limit:
          title: Rate Limit
          type: object
          properties:
            limit:
              type: integer
            remaining:
              type: integer
            reset:
              type: integer
            used:
              type: integer
          required:
          - limit
          - remaining
          - reset
          - used
        rate-limit-overview:
          title: Rate Limit Overview
          description: Rate Limit Overview
          type: object
          properties:
            resources:
              type: object
              properties:
                core:
                  "$ref": "#/components/schemas/rate-limit"
                graphql:
                  "$ref": "#/components/schemas/rate-limit"
                search:
                  "$ref": "#/components/schemas/rate-limit"
                source_import:
                  "$ref": "#/components/schemas/rate-limit"
                integration_manifest:
                  "$ref": "#/components/schemas/rate-limit"
                code_scanning_upload:
                  "$ref": "#/components/schemas/rate-limit"
                actions_runner_registration:
                  "$ref": "#/components/schemas/rate-limit"
                scim:
                  "$ref": "#/components/schemas/rate-limit"
              required:
              - core
              - search
            rate:
              "$ref": "#/components/schemas/rate-limit"
          required:
          - rate
          - resources
        code-of-conduct-simple:
          title: Code Of Conduct Simple
          description: Code of Conduct Simple
          type: object
          properties:
            url:
              type: string
              format: uri
              example: https://api.github.com/repos/github/docs/community/code_of_conduct
            key:
              type: string
              example: citizen_code_of_conduct
            name:
              type: string
              example: Citizen Code of Conduct
            html_url:
              type: string
              nullable: true
              format: uri
              example: https://github.com/github/docs/blob/main/CODE_OF_CONDUCT.md
          required:
          - url
          - key
          - name
          - html_url
        full-repository:
          title: Full Repository
          description: Full Repository
          type: object
          properties:
            id:
              type: integer
              example: 1296269
            node_id:
              type: string
              example: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
            name:
              type: string
              example: Hello-World
            full_name:
              type: string
              example: octocat/Hello-World
            owner:
              "$ref": "#/components/schemas/simple-user"
            private:
              type: boolean
            html_url:
              type: string
              format: uri
              example: https://github.com/octocat/Hello-World
            description:
              type: string
              example: This your first repo!
              nullable: true
            fork:
              type: boolean
            url:
              type: string
              format: uri
              example: https://api.github.com/repos/octocat/Hello-World
            archive_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
            assignees_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/assignees{/user}
            blobs_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
            branches_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/branches{/branch}
            collaborators_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
            comments_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/comments{/number}
            commits_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/commits{/sha}
            compare_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
            contents_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/contents/{+path}
            contributors_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/contributors
            deployments_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/deployments
            downloads_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/downloads
            events_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/events
            forks_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/forks
            git_commits_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
            git_refs_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
            git_tags_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
            git_url:
              type: string
              example: git:github.com/octocat/Hello-World.git
            issue_comment_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
            issue_events_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues/events{/number}
            issues_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/issues{/number}
            keys_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/keys{/key_id}
            labels_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/labels{/name}
            languages_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/languages
            merges_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/merges
            milestones_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/milestones{/number}
            notifications_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
            pulls_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/pulls{/number}
            releases_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/releases{/id}
            ssh_url:
              type: string
              example: git@github.com:octocat/Hello-World.git
            stargazers_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/stargazers
            statuses_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/statuses/{sha}
            subscribers_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/subscribers
            subscription_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/subscription
            tags_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/tags
            teams_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/teams
            trees_url:
              type: string
              example: http://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
            clone_url:
              type: string
              example: https://github.com/octocat/Hello-World.git
            mirror_url:
              type: string
              format: uri
              example: git:git.example.com/octocat/Hello-World
              nullable: true
            hooks_url:
              type: string
              format: uri
              example: http://api.github.com/repos/octocat/Hello-World/hooks
            svn_url:
              type: string
              format: uri
              example: https://svn.github.com/octocat/Hello-World
            homepage:
              type: string
              format: uri
              example: https://github.com
              nullable: true
            language:
              type: string
              nullable: true
            forks_count:
              type: integer
              example: 9
            stargazers_count:
              type: integer
              example: 80
            watchers_count:
              type: integer
              example: 80
            size:
              type: integer
              example: 108
            default_branch:
              type: string
              example: master
            open_issues_count:
              type: integer
              example: 0
            is_template:
              type: boolean
              example: true
            topics:
              type: array
              items:
                type: string
              example:
              - octocat
              - atom
              - electron
              - API
            has_issues:
              type: boolean
              example: true
            has_projects:
              type: boolean
              example: true
            has_wiki:
              type: boolean
              example: true
            has_pages:
              type: boolean
            has_downloads:
              type: boolean
              example: true
            archived:
              type: boolean
            disabled:
              type: boolean
              description: Returns whether or not this repository disabled.
            visibility:
              description: 'The repository visibility: public, private, or internal.'
              type: string
              example: public
            pushed_at:
              type: string
              format: date-time
              example: '2011-01-26T19:06:43Z'
            created_at:
              type: string
              format: date-time
              example: '2011-01-26T19:01:12Z'
            updated_at:
              type: string
              format: date-time
              example: '2011-01-26T19:14:43Z'
            permissions:
              type: object
              properties:
                admin:
                  type: boolean
                maintain:
                  type: boolean
                push:
                  type: boolean
                triage:
                  type: boolean
                pull:
                  type: boolean
              required:
              - admin
              - pull
              - push
            allow_rebase_merge:
              type: boolean
              example: true
            template_repository:
              "$ref": "#/components/schemas/nullable-repository"
            temp_clone_token:
              type: string
              nullable: true
            allow_squash_merge:
              type: boolean
              example: true
            allow_auto_merge:
              type: boolean
              example: false
            delete_branch_on_merge:
              type: boolean
              example: false
            allow_merge_commit:
              type: boolean
              example: true
            allow_forking:
              type: boolean
              example: true
            subscribers_count:
              type: integer
              example: 42
            network_count:
              type: integer
              example: 0
            license:
              "$ref": "#/components/schemas/nullable-license-simple"
            organization:
              "$ref": "#/components/schemas/nullable-simple-user"
            parent:
              "$ref": "#/components/schemas/repository"
            source:
              "$ref": "#/components/schemas/repository"
            forks:
              type: integer
            master_branch:
              type: string
            open_issues:
              type: integer
            watchers:
              type: integer
            anonymous_access_enabled:
              description: Whether anonymous git access is allowed.
              default: true
              type: boolean
            code_of_conduct:
              "$ref": "#/components/schemas/code-of-conduct-simple"
            security_and_analysis:
              nullable: true
              type: object
              properties:
                advanced_security:
                  type: object
                  properties:
                    status:
                      type: string
                      enum:
                      - enabled
                      - disabled
                secret_scanning:
                  type: object
                  properties:
                    status:
                      type: string
                      enum:
                      - enabled
                      - disabled
          required:
          - archive_url
          - assignees_url
          - blobs_url
          - branches_url
          - collaborators_url
          - comments_url
          - commits_url
          - compare_url
          - contents_url
          - contributors_url
          - deployments_url
          - description
          - downloads_url
          - events_url
          - fork
          - forks_url
          - full_name
          - git_commits_url
          - git_refs_url
          - git_tags_url
          - hooks_url
          - html_url
          - id
          - node_id
          - issue_comment_url
          - issue_events_url
          - issues_url
          - keys_url
          - labels_url
          - languages_url
          - merges_url
          - milestones_url
          - name
          - notifications_url
          - owner
          - private
          - pulls_url
          - releases_url
          - stargazers_url
          - statuses_url
          - subscribers_url
          - subscription_url
          - tags_url
          - teams_url
          - trees_url
          - url
          - clone_url
          - default_branch
          - forks
          - forks_count
          - git_url
          - has_downloads
          - has_issues
          - has_projects
          - has_wiki
          - has_pages
          - homepage
          - language
          - archived
          - disabled
          - mirror_url
          - open_issues
          - open_issues_count
          - license
          - pushed_at
          - size
          - ssh_url
          - stargazers_count
          - svn_url
          - watchers
          - watchers_count
          - created_at
          - updated_at
          - network_count
          - subscribers_count
        content-file:
          title: Content File
          description: Content File
          type: object
          properties:
            type:
              type: string
            encoding:
              type: string
            size:
              type: integer
            name:
              type: string
            path:
              type: string
            content:
              type: string
            sha:
              type: string
            url:
              type: string
              format: uri
            git_url:
              type: string
              format: uri
              nullable: true
            html_url:
              type: string
              format: uri
              nullable: true
            download_url:
              type: string
              format: uri
              nullable: true
            _links:
              type: object
              properties:
                git:
                  type: string
                  format: uri
                  nullable: true
                html:
                  type: string
                  format: uri
                  nullable: true
                self:
                  type: string
                  format: uri
              required:
              - git
              - html
              - self
            target:
              type: string
              example: '"actual/actual.md"'
            submodule_git_url:
              type: string
              example: '"git://example.com/defunkt/dotjs.git"'
          required:
          - _links
          - git_url
          - html_url
          - download_url
          - name
          - path
          - sha
          - size
          - type
          - url
          - content
          - encoding
        release-asset:
          title: Release Asset
          description: Data related to a release.
          type: object
          properties:
            url:
              type: string
              format: uri
            browser_download_url:
              type: string
              format: uri
            id:
              type: integer
            node_id:
              type: string
            name:
              description: The file name of the asset.
              type: string
              example: Team Environment
            label:
              type: string
              nullable: true
            state:
              description: State of the release asset.
              type: string
              enum:
              - uploaded
              - open
            content_type:
              type: string
            size:
              type: integer
            download_count:
              type: integer
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            uploader:
              "$ref": "#/components/schemas/nullable-simple-user"
          required:
          - id
          - name
          - content_type
          - size
          - state
          - url
          - node_id
          - download_count
          - label
          - uploader
          - browser_download_url
          - created_at
          - updated_at
        search-result-text-matches:
          title: Search Result Text Matches
          type: array
          items:
            type: object
            properties:
              object_url:
                type: string
              object_type:
                nullable: true
                type: string
              property:
                type: string
              fragment:
                type: string
              matches:
                type: array
                items:
                  type: object
                  properties:
                    text:
                      type: string
                    indices:
                      type: array
                      items:
                        type: integer
        repo-search-result-item:
          title: Repo Search Result Item
          description: Repo Search Result Item
          type: object
          properties:
            id:
              type: integer
            node_id:
              type: string
            name:
              type: string
            full_name:
              type: string
            owner:
              "$ref": "#/components/schemas/nullable-simple-user"
            private:
              type: boolean
            html_url:
              type: string
              format: uri
            description:
              type: string
              nullable: true
            fork:
              type: boolean
            url:
              type: string
              format: uri
            created_at:
              type: string
              format: date-time
            updated_at:
              type: string
              format: date-time
            pushed_at:
              type: string
              format: date-time
            homepage:
              type: string
              format: uri
              nullable: true
            size:
              type: integer
            stargazers_count:
              type: integer
            watchers_count:
              type: integer
            language:
              type: string
              nullable: true
            forks_count:
              type: integer
            open_issues_count:
              type: integer
            master_branch:
              type: string
            default_branch:
              type: string
            score:
              type: number
            forks_url:
              type: string
              format: uri
            keys_url:
              type: string
            collaborators_url:
              type: string
            teams_url:
              type: string
              format: uri
            hooks_url:
              type: string
              format: uri
            issue_events_url:
              type: string
            events_url:
              type: string
              format: uri
            assignees_url:
              type: string
            branches_url:
              type: string
            tags_url:
              type: string
              format: uri
            blobs_url:
              type: string
            git_tags_url:
              type: string
            git_refs_url:
              type: string
            trees_url:
              type: string
            statuses_url:
              type: string
            languages_url:
              type: string
              format: uri
            stargazers_url:
              type: string
              format: uri
            contributors_url:
              type: string
              format: uri
            subscribers_url:
              type: string
              format: uri
            subscription_url:
              type: string
              format: uri
            commits_url:
              type: string
            git_commits_url:
              type: string
            comments_url:
              type: string
            issue_comment_url:
              type: string
            contents_url:
              type: string
            compare_url:
              type: string
            merges_url:
              type: string
              format: uri
            archive_url:
              type: string
            downloads_url:
              type: string
              format: uri
            issues_url:
              type: string
            pulls_url:
              type: string
            milestones_url:
              type: string
            notifications_url:
              type: string
            labels_url:
              type: string
            releases_url:
              type: string
            deployments_url:
              type: string
              format: uri
            git_url:
              type: string
            ssh_url:
              type: string
            clone_url:
              type: string
            svn_url:
              type: string
              format: uri
            forks:
              type: integer
            open_issues:
              type: integer
            watchers:
              type: integer
            topics:
              type: array
              items:
                type: string
            mirror_url:
              type: string
              format: uri
              nullable: true
            has_issues:
              type: boolean
            has_projects:
              type: boolean
            has_pages:
              type: boolean
            has_wiki:
              type: boolean
            has_downloads:
              type: boolean
            archived:
              type: boolean
            disabled:
              type: boolean
              description: Returns whether or not this repository disabled.
            visibility:
              description: 'The repository visibility: public, private, or internal.'
              type: string
            license:
              "$ref": "#/components/schemas/nullable-license-simple"
            permissions:
              type: object
              properties:
                admin:
                  type: boolean
                maintain:
                  type: boolean
                push:
                  type: boolean
                triage:
                  type: boolean
                pull:
                  type: boolean
              required:
              - admin
              - pull
              - push
            text_matches:
              "$ref": "#/components/schemas/search-result-text-matches"
            temp_clone_token:
              type: string
            allow_merge_commit:
              type: boolean
            allow_squash_merge:
              type: boolean
            allow_rebase_merge:
              type: boolean
            allow_auto_merge:
              type: boolean
            delete_branch_on_merge:
              type: boolean
            allow_forking:
              type: boolean
            is_template:
              type: boolean
          required:
          - archive_url
          - assignees_url
          - blobs_url
          - branches_url
          - collaborators_url
          - comments_url
          - commits_url
          - compare_url
          - contents_url
          - contributors_url
          - deployments_url
          - description
          - downloads_url
          - events_url
          - fork
          - forks_url
          - full_name
          - git_commits_url
          - git_refs_url
          - git_tags_url
          - hooks_url
          - html_url
          - id
          - node_id
          - issue_comment_url
          - issue_events_url
          - issues_url
          - keys_url
          - labels_url
          - languages_url
          - merges_url
          - milestones_url
          - name
          - notifications_url
          - owner
          - private
          - pulls_url
          - releases_url
          - stargazers_url
          - statuses_url
          - subscribers_url
          - subscription_url
          - tags_url
          - teams_url
          - trees_url
          - url
          - clone_url
          - default_branch
          - forks
          - forks_count
          - git_url
          - has_downloads
          - has_issues
          - has_projects
          - has_wiki
          - has_pages
          - homepage
          - language
          - archived
          - disabled
          - mirror_url
          - open_issues
          - open_issues_count
          - license
          - pushed_at
          - size
          - ssh_url
          - stargazers_count
          - svn_url
          - watchers
          - watchers_count
          - created_at
          - updated_at
          - score
        private-user:
          title: Private User
          description: Private User
          type: object
          properties:
            login:
              type: string
              example: octocat
            id:
              type: integer
              example: 1
            node_id:
              type: string
              example: MDQ6VXNlcjE=
            avatar_url:
              type: string
              format: uri
              example: https://github.com/images/error/octocat_happy.gif
            gravatar_id:
              type: string
              example: 41d064eb2195891e12d0413f63227ea7
              nullable: true
            url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat
            html_url:
              type: string
              format: uri
              example: https://github.com/octocat
            followers_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/followers
            following_url:
              type: string
              example: https://api.github.com/users/octocat/following{/other_user}
            gists_url:
              type: string
              example: https://api.github.com/users/octocat/gists{/gist_id}
            starred_url:
              type: string
              example: https://api.github.com/users/octocat/starred{/owner}{/repo}
            subscriptions_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/subscriptions
            organizations_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/orgs
            repos_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/repos
            events_url:
              type: string
              example: https://api.github.com/users/octocat/events{/privacy}
            received_events_url:
              type: string
              format: uri
              example: https://api.github.com/users/octocat/received_events
            type:
              type: string
              example: User
            site_admin:
              type: boolean
            name:
              type: string
              example: monalisa octocat
              nullable: true
            company:
              type: string
              example: GitHub
              nullable: true
            blog:
              type: string
              example: https://github.com/blog
              nullable: true
            location:
              type: string
              example: San Francisco
              nullable: true
            email:
              type: string
              format: email
              example: octocat@github.com
              nullable: true
            hireable:
              type: boolean
              nullable: true
            bio:
              type: string
              example: There once was...
              nullable: true
            twitter_username:
              type: string
              example: monalisa
              nullable: true
            public_repos:
              type: integer
              example: 2
            public_gists:
              type: integer
              example: 1
            followers:
              type: integer
              example: 20
            following:
              type: integer
              example: 0
            created_at:
              type: string
              format: date-time
              example: '2008-01-14T04:33:35Z'
            updated_at:
              type: string
              format: date-time
              example: '2008-01-14T04:33:35Z'
            private_gists:
              type: integer
              example: 81
            total_private_repos:
              type: integer
              example: 100
            owned_private_repos:
              type: integer
              example: 100
            disk_usage:
              type: integer
              example: 10000
            collaborators:
              type: integer
              example: 8
            two_factor_authentication:
              type: boolean
              example: true
            plan:
              type: object
              properties:
                collaborators:
                  type: integer
                name:
                  type: string
                space:
                  type: integer
                private_repos:
                  type: integer
              required:
              - collaborators
              - name
              - space
              - private_repos
            suspended_at:
              type: string
              format: date-time
              nullable: true
            business_plus:
              type: boolean
            ldap_dn:
              type: string
          required:
          - avatar_url
          - events_url
          - followers_url
          - following_url
          - gists_url
          - gravatar_id
          - html_url
          - id
          - node_id
          - login
          - organizations_url
          - received_events_url
          - repos_url
          - site_admin
          - starred_url
          - subscriptions_url
          - type
          - url
          - bio
          - blog
          - company
          - email
          - followers
          - following
          - hireable
          - location
          - name
          - public_gists
          - public_repos
          - created_at
          - updated_at
          - collaborators
          - disk_usage
          - owned_private_repos
          - private_gists
          - total_private_repos
          - two_factor_authentication
        starred-repository:
          title: Starred Repository
          description: Starred Repository
          type: object
          properties:
            starred_at:
              type: string
              format: date-time
            repo:
              "$ref": "#/components/schemas/repository"
          required:
          - starred_at
          - repo
      examples:
        minimal-repository-items:
          value:
          - id: 1296269
            node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
            name: Hello-World
            full_name: octocat/Hello-World
            owner:
              login: octocat
              id: 1
              node_id: MDQ6VXNlcjE=
              avatar_url: https://github.com/images/error/octocat_happy.gif
              gravatar_id: ''
              url: https://api.github.com/users/octocat
              html_url: https://github.com/octocat
              followers_url: https://api.github.com/users/octocat/followers
              following_url: https://api.github.com/users/octocat/following{/other_user}
              gists_url: https://api.github.com/users/octocat/gists{/gist_id}
              starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
              subscriptions_url: https://api.github.com/users/octocat/subscriptions
              organizations_url: https://api.github.com/users/octocat/orgs
              repos_url: https://api.github.com/users/octocat/repos
              events_url: https://api.github.com/users/octocat/events{/privacy}
              received_events_url: https://api.github.com/users/octocat/received_events
              type: User
              site_admin: false
            private: false
            html_url: https://github.com/octocat/Hello-World
            description: This your first repo!
            fork: false
            url: https://api.github.com/repos/octocat/Hello-World
            archive_url: https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
            assignees_url: https://api.github.com/repos/octocat/Hello-World/assignees{/user}
            blobs_url: https://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
            branches_url: https://api.github.com/repos/octocat/Hello-World/branches{/branch}
            collaborators_url: https://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
            comments_url: https://api.github.com/repos/octocat/Hello-World/comments{/number}
            commits_url: https://api.github.com/repos/octocat/Hello-World/commits{/sha}
            compare_url: https://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
            contents_url: https://api.github.com/repos/octocat/Hello-World/contents/{+path}
            contributors_url: https://api.github.com/repos/octocat/Hello-World/contributors
            deployments_url: https://api.github.com/repos/octocat/Hello-World/deployments
            downloads_url: https://api.github.com/repos/octocat/Hello-World/downloads
            events_url: https://api.github.com/repos/octocat/Hello-World/events
            forks_url: https://api.github.com/repos/octocat/Hello-World/forks
            git_commits_url: https://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
            git_refs_url: https://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
            git_tags_url: https://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
            git_url: git:github.com/octocat/Hello-World.git
            issue_comment_url: https://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
            issue_events_url: https://api.github.com/repos/octocat/Hello-World/issues/events{/number}
            issues_url: https://api.github.com/repos/octocat/Hello-World/issues{/number}
            keys_url: https://api.github.com/repos/octocat/Hello-World/keys{/key_id}
            labels_url: https://api.github.com/repos/octocat/Hello-World/labels{/name}
            languages_url: https://api.github.com/repos/octocat/Hello-World/languages
            merges_url: https://api.github.com/repos/octocat/Hello-World/merges
            milestones_url: https://api.github.com/repos/octocat/Hello-World/milestones{/number}
            notifications_url: https://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
            pulls_url: https://api.github.com/repos/octocat/Hello-World/pulls{/number}
            releases_url: https://api.github.com/repos/octocat/Hello-World/releases{/id}
            ssh_url: git@github.com:octocat/Hello-World.git
            stargazers_url: https://api.github.com/repos/octocat/Hello-World/stargazers
            statuses_url: https://api.github.com/repos/octocat/Hello-World/statuses/{sha}
            subscribers_url: https://api.github.com/repos/octocat/Hello-World/subscribers
            subscription_url: https://api.github.com/repos/octocat/Hello-World/subscription
            tags_url: https://api.github.com/repos/octocat/Hello-World/tags
            teams_url: https://api.github.com/repos/octocat/Hello-World/teams
            trees_url: https://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
            clone_url: https://github.com/octocat/Hello-World.git
            mirror_url: git:git.example.com/octocat/Hello-World
            hooks_url: https://api.github.com/repos/octocat/Hello-World/hooks
            svn_url: https://svn.github.com/octocat/Hello-World
            homepage: https://github.com
            language:
            forks_count: 9
            stargazers_count: 80
            watchers_count: 80
            size: 108
            default_branch: master
            open_issues_count: 0
            is_template: false
            topics:
            - octocat
            - atom
            - electron
            - api
            has_issues: true
            has_projects: true
            has_wiki: true
            has_pages: false
            has_downloads: true
            archived: false
            disabled: false
            visibility: public
            pushed_at: '2011-01-26T19:06:43Z'
            created_at: '2011-01-26T19:01:12Z'
            updated_at: '2011-01-26T19:14:43Z'
            permissions:
              admin: false
              push: false
              pull: true
            template_repository:
        rate-limit-overview:
          value:
            resources:
              core:
                limit: 5000
                remaining: 4999
                reset: 1372700873
                used: 1
              search:
                limit: 30
                remaining: 18
                reset: 1372697452
                used: 12
              graphql:
                limit: 5000
                remaining: 4993
                reset: 1372700389
                used: 7
              integration_manifest:
                limit: 5000
                remaining: 4999
                reset: 1551806725
                used: 1
              code_scanning_upload:
                limit: 500
                remaining: 499
                reset: 1551806725
                used: 1
            rate:
              limit: 5000
              remaining: 4999
              reset: 1372700873
              used: 1
        full-repository-default-response:
          summary: Default response
          value:
            id: 1296269
            node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
            name: Hello-World
            full_name: octocat/Hello-World
            owner:
              login: octocat
              id: 1
              node_id: MDQ6VXNlcjE=
              avatar_url: https://github.com/images/error/octocat_happy.gif
              gravatar_id: ''
              url: https://api.github.com/users/octocat
              html_url: https://github.com/octocat
              followers_url: https://api.github.com/users/octocat/followers
              following_url: https://api.github.com/users/octocat/following{/other_user}
              gists_url: https://api.github.com/users/octocat/gists{/gist_id}
              starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
              subscriptions_url: https://api.github.com/users/octocat/subscriptions
              organizations_url: https://api.github.com/users/octocat/orgs
              repos_url: https://api.github.com/users/octocat/repos
              events_url: https://api.github.com/users/octocat/events{/privacy}
              received_events_url: https://api.github.com/users/octocat/received_events
              type: User
              site_admin: false
            private: false
            html_url: https://github.com/octocat/Hello-World
            description: This your first repo!
            fork: false
            url: https://api.github.com/repos/octocat/Hello-World
            archive_url: https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
            assignees_url: https://api.github.com/repos/octocat/Hello-World/assignees{/user}
            blobs_url: https://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
            branches_url: https://api.github.com/repos/octocat/Hello-World/branches{/branch}
            collaborators_url: https://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
            comments_url: https://api.github.com/repos/octocat/Hello-World/comments{/number}
            commits_url: https://api.github.com/repos/octocat/Hello-World/commits{/sha}
            compare_url: https://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
            contents_url: https://api.github.com/repos/octocat/Hello-World/contents/{+path}
            contributors_url: https://api.github.com/repos/octocat/Hello-World/contributors
            deployments_url: https://api.github.com/repos/octocat/Hello-World/deployments
            downloads_url: https://api.github.com/repos/octocat/Hello-World/downloads
            events_url: https://api.github.com/repos/octocat/Hello-World/events
            forks_url: https://api.github.com/repos/octocat/Hello-World/forks
            git_commits_url: https://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
            git_refs_url: https://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
            git_tags_url: https://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
            git_url: git:github.com/octocat/Hello-World.git
            issue_comment_url: https://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
            issue_events_url: https://api.github.com/repos/octocat/Hello-World/issues/events{/number}
            issues_url: https://api.github.com/repos/octocat/Hello-World/issues{/number}
            keys_url: https://api.github.com/repos/octocat/Hello-World/keys{/key_id}
            labels_url: https://api.github.com/repos/octocat/Hello-World/labels{/name}
            languages_url: https://api.github.com/repos/octocat/Hello-World/languages
            merges_url: https://api.github.com/repos/octocat/Hello-World/merges
            milestones_url: https://api.github.com/repos/octocat/Hello-World/milestones{/number}
            notifications_url: https://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
            pulls_url: https://api.github.com/repos/octocat/Hello-World/pulls{/number}
            releases_url: https://api.github.com/repos/octocat/Hello-World/releases{/id}
            ssh_url: git@github.com:octocat/Hello-World.git
            stargazers_url: https://api.github.com/repos/octocat/Hello-World/stargazers
            statuses_url: https://api.github.com/repos/octocat/Hello-World/statuses/{sha}
            subscribers_url: https://api.github.com/repos/octocat/Hello-World/subscribers
            subscription_url: https://api.github.com/repos/octocat/Hello-World/subscription
            tags_url: https://api.github.com/repos/octocat/Hello-World/tags
            teams_url: https://api.github.com/repos/octocat/Hello-World/teams
            trees_url: https://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
            clone_url: https://github.com/octocat/Hello-World.git
            mirror_url: git:git.example.com/octocat/Hello-World
            hooks_url: https://api.github.com/repos/octocat/Hello-World/hooks
            svn_url: https://svn.github.com/octocat/Hello-World
            homepage: https://github.com
            language:
            forks_count: 9
            forks: 9
            stargazers_count: 80
            watchers_count: 80
            watchers: 80
            size: 108
            default_branch: master
            open_issues_count: 0
            open_issues: 0
            is_template: false
            topics:
            - octocat
            - atom
            - electron
            - api
            has_issues: true
            has_projects: true
            has_wiki: true
            has_pages: false
            has_downloads: true
            archived: false
            disabled: false
            visibility: public
            pushed_at: '2011-01-26T19:06:43Z'
            created_at: '2011-01-26T19:01:12Z'
            updated_at: '2011-01-26T19:14:43Z'
            permissions:
              pull: true
              push: false
              admin: false
            allow_rebase_merge: true
            template_repository:
              id: 1296269
              node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
              name: Hello-World-Template
              full_name: octocat/Hello-World-Template
              owner:
                login: octocat
                id: 1
                node_id: MDQ6VXNlcjE=
                avatar_url: https://github.com/images/error/octocat_happy.gif
                gravatar_id: ''
                url: https://api.github.com/users/octocat
                html_url: https://github.com/octocat
                followers_url: https://api.github.com/users/octocat/followers
                following_url: https://api.github.com/users/octocat/following{/other_user}
                gists_url: https://api.github.com/users/octocat/gists{/gist_id}
                starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
                subscriptions_url: https://api.github.com/users/octocat/subscriptions
                organizations_url: https://api.github.com/users/octocat/orgs
                repos_url: https://api.github.com/users/octocat/repos
                events_url: https://api.github.com/users/octocat/events{/privacy}
                received_events_url: https://api.github.com/users/octocat/received_events
                type: User
                site_admin: false
              private: false
              html_url: https://github.com/octocat/Hello-World-Template
              description: This your first repo!
              fork: false
              url: https://api.github.com/repos/octocat/Hello-World-Template
              archive_url: https://api.github.com/repos/octocat/Hello-World-Template/{archive_format}{/ref}
              assignees_url: https://api.github.com/repos/octocat/Hello-World-Template/assignees{/user}
              blobs_url: https://api.github.com/repos/octocat/Hello-World-Template/git/blobs{/sha}
              branches_url: https://api.github.com/repos/octocat/Hello-World-Template/branches{/branch}
              collaborators_url: https://api.github.com/repos/octocat/Hello-World-Template/collaborators{/collaborator}
              comments_url: https://api.github.com/repos/octocat/Hello-World-Template/comments{/number}
              commits_url: https://api.github.com/repos/octocat/Hello-World-Template/commits{/sha}
              compare_url: https://api.github.com/repos/octocat/Hello-World-Template/compare/{base}...{head}
              contents_url: https://api.github.com/repos/octocat/Hello-World-Template/contents/{+path}
              contributors_url: https://api.github.com/repos/octocat/Hello-World-Template/contributors
              deployments_url: https://api.github.com/repos/octocat/Hello-World-Template/deployments
              downloads_url: https://api.github.com/repos/octocat/Hello-World-Template/downloads
              events_url: https://api.github.com/repos/octocat/Hello-World-Template/events
              forks_url: https://api.github.com/repos/octocat/Hello-World-Template/forks
              git_commits_url: https://api.github.com/repos/octocat/Hello-World-Template/git/commits{/sha}
              git_refs_url: https://api.github.com/repos/octocat/Hello-World-Template/git/refs{/sha}
              git_tags_url: https://api.github.com/repos/octocat/Hello-World-Template/git/tags{/sha}
              git_url: git:github.com/octocat/Hello-World-Template.git
              issue_comment_url: https://api.github.com/repos/octocat/Hello-World-Template/issues/comments{/number}
              issue_events_url: https://api.github.com/repos/octocat/Hello-World-Template/issues/events{/number}
              issues_url: https://api.github.com/repos/octocat/Hello-World-Template/issues{/number}
              keys_url: https://api.github.com/repos/octocat/Hello-World-Template/keys{/key_id}
              labels_url: https://api.github.com/repos/octocat/Hello-World-Template/labels{/name}
              languages_url: https://api.github.com/repos/octocat/Hello-World-Template/languages
              merges_url: https://api.github.com/repos/octocat/Hello-World-Template/merges
              milestones_url: https://api.github.com/repos/octocat/Hello-World-Template/milestones{/number}
              notifications_url: https://api.github.com/repos/octocat/Hello-World-Template/notifications{?since,all,participating}
              pulls_url: https://api.github.com/repos/octocat/Hello-World-Template/pulls{/number}
              releases_url: https://api.github.com/repos/octocat/Hello-World-Template/releases{/id}
              ssh_url: git@github.com:octocat/Hello-World-Template.git
              stargazers_url: https://api.github.com/repos/octocat/Hello-World-Template/stargazers
              statuses_url: https://api.github.com/repos/octocat/Hello-World-Template/statuses/{sha}
              subscribers_url: https://api.github.com/repos/octocat/Hello-World-Template/subscribers
              subscription_url: https://api.github.com/repos/octocat/Hello-World-Template/subscription
              tags_url: https://api.github.com/repos/octocat/Hello-World-Template/tags
              teams_url: https://api.github.com/repos/octocat/Hello-World-Template/teams
              trees_url: https://api.github.com/repos/octocat/Hello-World-Template/git/trees{/sha}
              clone_url: https://github.com/octocat/Hello-World-Template.git
              mirror_url: git:git.example.com/octocat/Hello-World-Template
              hooks_url: https://api.github.com/repos/octocat/Hello-World-Template/hooks
              svn_url: https://svn.github.com/octocat/Hello-World-Template
              homepage: https://github.com
              language:
              forks: 9
              forks_count: 9
              stargazers_count: 80
              watchers_count: 80
              watchers: 80
              size: 108
              default_branch: master
              open_issues: 0
              open_issues_count: 0
              is_template: true
              license:
                key: mit
                name: MIT License
                url: https://api.github.com/licenses/mit
                spdx_id: MIT
                node_id: MDc6TGljZW5zZW1pdA==
                html_url: https://api.github.com/licenses/mit
              topics:
              - octocat
              - atom
              - electron
              - api
              has_issues: true
              has_projects: true
              has_wiki: true
              has_pages: false
              has_downloads: true
              archived: false
              disabled: false
              visibility: public
              pushed_at: '2011-01-26T19:06:43Z'
              created_at: '2011-01-26T19:01:12Z'
              updated_at: '2011-01-26T19:14:43Z'
              permissions:
                admin: false
                push: false
                pull: true
              allow_rebase_merge: true
              temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
              allow_squash_merge: true
              allow_auto_merge: false
              delete_branch_on_merge: true
              allow_merge_commit: true
              subscribers_count: 42
              network_count: 0
            temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
            allow_squash_merge: true
            allow_auto_merge: false
            delete_branch_on_merge: true
            allow_merge_commit: true
            subscribers_count: 42
            network_count: 0
            license:
              key: mit
              name: MIT License
              spdx_id: MIT
              url: https://api.github.com/licenses/mit
              node_id: MDc6TGljZW5zZW1pdA==
            organization:
              login: octocat
              id: 1
              node_id: MDQ6VXNlcjE=
              avatar_url: https://github.com/images/error/octocat_happy.gif
              gravatar_id: ''
              url: https://api.github.com/users/octocat
              html_url: https://github.com/octocat
              followers_url: https://api.github.com/users/octocat/followers
              following_url: https://api.github.com/users/octocat/following{/other_user}
              gists_url: https://api.github.com/users/octocat/gists{/gist_id}
              starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
              subscriptions_url: https://api.github.com/users/octocat/subscriptions
              organizations_url: https://api.github.com/users/octocat/orgs
              repos_url: https://api.github.com/users/octocat/repos
              events_url: https://api.github.com/users/octocat/events{/privacy}
              received_events_url: https://api.github.com/users/octocat/received_events
              type: Organization
              site_admin: false
            parent:
              id: 1296269
              node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
              name: Hello-World
              full_name: octocat/Hello-World
              owner:
                login: octocat
                id: 1
                node_id: MDQ6VXNlcjE=
                avatar_url: https://github.com/images/error/octocat_happy.gif
                gravatar_id: ''
                url: https://api.github.com/users/octocat
                html_url: https://github.com/octocat
                followers_url: https://api.github.com/users/octocat/followers
                following_url: https://api.github.com/users/octocat/following{/other_user}
                gists_url: https://api.github.com/users/octocat/gists{/gist_id}
                starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
                subscriptions_url: https://api.github.com/users/octocat/subscriptions
                organizations_url: https://api.github.com/users/octocat/orgs
                repos_url: https://api.github.com/users/octocat/repos
                events_url: https://api.github.com/users/octocat/events{/privacy}
                received_events_url: https://api.github.com/users/octocat/received_events
                type: User
                site_admin: false
              private: false
              html_url: https://github.com/octocat/Hello-World
              description: This your first repo!
              fork: false
              url: https://api.github.com/repos/octocat/Hello-World
              archive_url: https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
              assignees_url: https://api.github.com/repos/octocat/Hello-World/assignees{/user}
              blobs_url: https://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
              branches_url: https://api.github.com/repos/octocat/Hello-World/branches{/branch}
              collaborators_url: https://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
              comments_url: https://api.github.com/repos/octocat/Hello-World/comments{/number}
              commits_url: https://api.github.com/repos/octocat/Hello-World/commits{/sha}
              compare_url: https://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
              contents_url: https://api.github.com/repos/octocat/Hello-World/contents/{+path}
              contributors_url: https://api.github.com/repos/octocat/Hello-World/contributors
              deployments_url: https://api.github.com/repos/octocat/Hello-World/deployments
              downloads_url: https://api.github.com/repos/octocat/Hello-World/downloads
              events_url: https://api.github.com/repos/octocat/Hello-World/events
              forks_url: https://api.github.com/repos/octocat/Hello-World/forks
              git_commits_url: https://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
              git_refs_url: https://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
              git_tags_url: https://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
              git_url: git:github.com/octocat/Hello-World.git
              issue_comment_url: https://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
              issue_events_url: https://api.github.com/repos/octocat/Hello-World/issues/events{/number}
              issues_url: https://api.github.com/repos/octocat/Hello-World/issues{/number}
              keys_url: https://api.github.com/repos/octocat/Hello-World/keys{/key_id}
              labels_url: https://api.github.com/repos/octocat/Hello-World/labels{/name}
              languages_url: https://api.github.com/repos/octocat/Hello-World/languages
              merges_url: https://api.github.com/repos/octocat/Hello-World/merges
              milestones_url: https://api.github.com/repos/octocat/Hello-World/milestones{/number}
              notifications_url: https://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
              pulls_url: https://api.github.com/repos/octocat/Hello-World/pulls{/number}
              releases_url: https://api.github.com/repos/octocat/Hello-World/releases{/id}
              ssh_url: git@github.com:octocat/Hello-World.git
              stargazers_url: https://api.github.com/repos/octocat/Hello-World/stargazers
              statuses_url: https://api.github.com/repos/octocat/Hello-World/statuses/{sha}
              subscribers_url: https://api.github.com/repos/octocat/Hello-World/subscribers
              subscription_url: https://api.github.com/repos/octocat/Hello-World/subscription
              tags_url: https://api.github.com/repos/octocat/Hello-World/tags
              teams_url: https://api.github.com/repos/octocat/Hello-World/teams
              trees_url: https://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
              clone_url: https://github.com/octocat/Hello-World.git
              mirror_url: git:git.example.com/octocat/Hello-World
              hooks_url: https://api.github.com/repos/octocat/Hello-World/hooks
              svn_url: https://svn.github.com/octocat/Hello-World
              homepage: https://github.com
              language:
              forks_count: 9
              stargazers_count: 80
              watchers_count: 80
              size: 108
              default_branch: master
              open_issues_count: 0
              is_template: true
              topics:
              - octocat
              - atom
              - electron
              - api
              has_issues: true
              has_projects: true
              has_wiki: true
              has_pages: false
              has_downloads: true
              archived: false
              disabled: false
              visibility: public
              pushed_at: '2011-01-26T19:06:43Z'
              created_at: '2011-01-26T19:01:12Z'
              updated_at: '2011-01-26T19:14:43Z'
              permissions:
                admin: false
                push: false
                pull: true
              allow_rebase_merge: true
              temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
              allow_squash_merge: true
              allow_auto_merge: false
              delete_branch_on_merge: true
              allow_merge_commit: true
              subscribers_count: 42
              network_count: 0
              license:
                key: mit
                name: MIT License
                url: https://api.github.com/licenses/mit
                spdx_id: MIT
                node_id: MDc6TGljZW5zZW1pdA==
                html_url: https://api.github.com/licenses/mit
              forks: 1
              open_issues: 1
              watchers: 1
            source:
              id: 1296269
              node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
              name: Hello-World
              full_name: octocat/Hello-World
              owner:
                login: octocat
                id: 1
                node_id: MDQ6VXNlcjE=
                avatar_url: https://github.com/images/error/octocat_happy.gif
                gravatar_id: ''
                url: https://api.github.com/users/octocat
                html_url: https://github.com/octocat
                followers_url: https://api.github.com/users/octocat/followers
                following_url: https://api.github.com/users/octocat/following{/other_user}
                gists_url: https://api.github.com/users/octocat/gists{/gist_id}
                starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
                subscriptions_url: https://api.github.com/users/octocat/subscriptions
                organizations_url: https://api.github.com/users/octocat/orgs
                repos_url: https://api.github.com/users/octocat/repos
                events_url: https://api.github.com/users/octocat/events{/privacy}
                received_events_url: https://api.github.com/users/octocat/received_events
                type: User
                site_admin: false
              private: false
              html_url: https://github.com/octocat/Hello-World
              description: This your first repo!
              fork: false
              url: https://api.github.com/repos/octocat/Hello-World
              archive_url: https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
              assignees_url: https://api.github.com/repos/octocat/Hello-World/assignees{/user}
              blobs_url: https://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
              branches_url: https://api.github.com/repos/octocat/Hello-World/branches{/branch}
              collaborators_url: https://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
              comments_url: https://api.github.com/repos/octocat/Hello-World/comments{/number}
              commits_url: https://api.github.com/repos/octocat/Hello-World/commits{/sha}
              compare_url: https://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
              contents_url: https://api.github.com/repos/octocat/Hello-World/contents/{+path}
              contributors_url: https://api.github.com/repos/octocat/Hello-World/contributors
              deployments_url: https://api.github.com/repos/octocat/Hello-World/deployments
              downloads_url: https://api.github.com/repos/octocat/Hello-World/downloads
              events_url: https://api.github.com/repos/octocat/Hello-World/events
              forks_url: https://api.github.com/repos/octocat/Hello-World/forks
              git_commits_url: https://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
              git_refs_url: https://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
              git_tags_url: https://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
              git_url: git:github.com/octocat/Hello-World.git
              issue_comment_url: https://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
              issue_events_url: https://api.github.com/repos/octocat/Hello-World/issues/events{/number}
              issues_url: https://api.github.com/repos/octocat/Hello-World/issues{/number}
              keys_url: https://api.github.com/repos/octocat/Hello-World/keys{/key_id}
              labels_url: https://api.github.com/repos/octocat/Hello-World/labels{/name}
              languages_url: https://api.github.com/repos/octocat/Hello-World/languages
              merges_url: https://api.github.com/repos/octocat/Hello-World/merges
              milestones_url: https://api.github.com/repos/octocat/Hello-World/milestones{/number}
              notifications_url: https://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
              pulls_url: https://api.github.com/repos/octocat/Hello-World/pulls{/number}
              releases_url: https://api.github.com/repos/octocat/Hello-World/releases{/id}
              ssh_url: git@github.com:octocat/Hello-World.git
              stargazers_url: https://api.github.com/repos/octocat/Hello-World/stargazers
              statuses_url: https://api.github.com/repos/octocat/Hello-World/statuses/{sha}
              subscribers_url: https://api.github.com/repos/octocat/Hello-World/subscribers
              subscription_url: https://api.github.com/repos/octocat/Hello-World/subscription
              tags_url: https://api.github.com/repos/octocat/Hello-World/tags
              teams_url: https://api.github.com/repos/octocat/Hello-World/teams
              trees_url: https://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
              clone_url: https://github.com/octocat/Hello-World.git
              mirror_url: git:git.example.com/octocat/Hello-World
              hooks_url: https://api.github.com/repos/octocat/Hello-World/hooks
              svn_url: https://svn.github.com/octocat/Hello-World
              homepage: https://github.com
              language:
              forks_count: 9
              stargazers_count: 80
              watchers_count: 80
              size: 108
              default_branch: master
              open_issues_count: 0
              is_template: true
              topics:
              - octocat
              - atom
              - electron
              - api
              has_issues: true
              has_projects: true
              has_wiki: true
              has_pages: false
              has_downloads: true
              archived: false
              disabled: false
              visibility: public
              pushed_at: '2011-01-26T19:06:43Z'
              created_at: '2011-01-26T19:01:12Z'
              updated_at: '2011-01-26T19:14:43Z'
              permissions:
                admin: false
                push: false
                pull: true
              allow_rebase_merge: true
              temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
              allow_squash_merge: true
              allow_auto_merge: false
              delete_branch_on_merge: true
              allow_merge_commit: true
              subscribers_count: 42
              network_count: 0
              license:
                key: mit
                name: MIT License
                url: https://api.github.com/licenses/mit
                spdx_id: MIT
                node_id: MDc6TGljZW5zZW1pdA==
                html_url: https://api.github.com/licenses/mit
              forks: 1
              open_issues: 1
              watchers: 1
        full-repository:
          value:
            id: 1296269
            node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
            name: Hello-World
            full_name: octocat/Hello-World
            owner:
              login: octocat
              id: 1
              node_id: MDQ6VXNlcjE=
              avatar_url: https://github.com/images/error/octocat_happy.gif
              gravatar_id: ''
              url: https://api.github.com/users/octocat
              html_url: https://github.com/octocat
              followers_url: https://api.github.com/users/octocat/followers
              following_url: https://api.github.com/users/octocat/following{/other_user}
              gists_url: https://api.github.com/users/octocat/gists{/gist_id}
              starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
              subscriptions_url: https://api.github.com/users/octocat/subscriptions
              organizations_url: https://api.github.com/users/octocat/orgs
              repos_url: https://api.github.com/users/octocat/repos
              events_url: https://api.github.com/users/octocat/events{/privacy}
              received_events_url: https://api.github.com/users/octocat/received_events
              type: User
              site_admin: false
            private: false
            html_url: https://github.com/octocat/Hello-World
            description: This your first repo!
            fork: false
            url: https://api.github.com/repos/octocat/Hello-World
            archive_url: https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
            assignees_url: https://api.github.com/repos/octocat/Hello-World/assignees{/user}
            blobs_url: https://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
            branches_url: https://api.github.com/repos/octocat/Hello-World/branches{/branch}
            collaborators_url: https://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
            comments_url: https://api.github.com/repos/octocat/Hello-World/comments{/number}
            commits_url: https://api.github.com/repos/octocat/Hello-World/commits{/sha}
            compare_url: https://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
            contents_url: https://api.github.com/repos/octocat/Hello-World/contents/{+path}
            contributors_url: https://api.github.com/repos/octocat/Hello-World/contributors
            deployments_url: https://api.github.com/repos/octocat/Hello-World/deployments
            downloads_url: https://api.github.com/repos/octocat/Hello-World/downloads
            events_url: https://api.github.com/repos/octocat/Hello-World/events
            forks_url: https://api.github.com/repos/octocat/Hello-World/forks
            git_commits_url: https://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
            git_refs_url: https://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
            git_tags_url: https://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
            git_url: git:github.com/octocat/Hello-World.git
            issue_comment_url: https://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
            issue_events_url: https://api.github.com/repos/octocat/Hello-World/issues/events{/number}
            issues_url: https://api.github.com/repos/octocat/Hello-World/issues{/number}
            keys_url: https://api.github.com/repos/octocat/Hello-World/keys{/key_id}
            labels_url: https://api.github.com/repos/octocat/Hello-World/labels{/name}
            languages_url: https://api.github.com/repos/octocat/Hello-World/languages
            merges_url: https://api.github.com/repos/octocat/Hello-World/merges
            milestones_url: https://api.github.com/repos/octocat/Hello-World/milestones{/number}
            notifications_url: https://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
            pulls_url: https://api.github.com/repos/octocat/Hello-World/pulls{/number}
            releases_url: https://api.github.com/repos/octocat/Hello-World/releases{/id}
            ssh_url: git@github.com:octocat/Hello-World.git
            stargazers_url: https://api.github.com/repos/octocat/Hello-World/stargazers
            statuses_url: https://api.github.com/repos/octocat/Hello-World/statuses/{sha}
            subscribers_url: https://api.github.com/repos/octocat/Hello-World/subscribers
            subscription_url: https://api.github.com/repos/octocat/Hello-World/subscription
            tags_url: https://api.github.com/repos/octocat/Hello-World/tags
            teams_url: https://api.github.com/repos/octocat/Hello-World/teams
            trees_url: https://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
            clone_url: https://github.com/octocat/Hello-World.git
            mirror_url: git:git.example.com/octocat/Hello-World
            hooks_url: https://api.github.com/repos/octocat/Hello-World/hooks
            svn_url: https://svn.github.com/octocat/Hello-World
            homepage: https://github.com
            license:
              key: mit
              name: MIT License
              url: https://api.github.com/licenses/mit
              spdx_id: MIT
              node_id: MDc6TGljZW5zZW1pdA==
              html_url: https://github.com/licenses/mit
            language:
            forks_count: 9
            forks: 9
            stargazers_count: 80
            watchers_count: 80
            watchers: 80
            size: 108
            default_branch: master
            open_issues_count: 0
            open_issues: 0
            is_template: false
            topics:
            - octocat
            - atom
            - electron
            - api
            has_issues: true
            has_projects: true
            has_wiki: true
            has_pages: false
            has_downloads: true
            archived: false
            disabled: false
            visibility: public
            pushed_at: '2011-01-26T19:06:43Z'
            created_at: '2011-01-26T19:01:12Z'
            updated_at: '2011-01-26T19:14:43Z'
            permissions:
              pull: true
              push: false
              admin: false
            allow_rebase_merge: true
            template_repository:
              id: 1296269
              node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
              name: Hello-World-Template
              full_name: octocat/Hello-World-Template
              owner:
                login: octocat
                id: 1
                node_id: MDQ6VXNlcjE=
                avatar_url: https://github.com/images/error/octocat_happy.gif
                gravatar_id: ''
                url: https://api.github.com/users/octocat
                html_url: https://github.com/octocat
                followers_url: https://api.github.com/users/octocat/followers
                following_url: https://api.github.com/users/octocat/following{/other_user}
                gists_url: https://api.github.com/users/octocat/gists{/gist_id}
                starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
                subscriptions_url: https://api.github.com/users/octocat/subscriptions
                organizations_url: https://api.github.com/users/octocat/orgs
                repos_url: https://api.github.com/users/octocat/repos
                events_url: https://api.github.com/users/octocat/events{/privacy}
                received_events_url: https://api.github.com/users/octocat/received_events
                type: User
                site_admin: false
              private: false
              html_url: https://github.com/octocat/Hello-World-Template
              description: This your first repo!
              fork: false
              url: https://api.github.com/repos/octocat/Hello-World-Template
              archive_url: https://api.github.com/repos/octocat/Hello-World-Template/{archive_format}{/ref}
              assignees_url: https://api.github.com/repos/octocat/Hello-World-Template/assignees{/user}
              blobs_url: https://api.github.com/repos/octocat/Hello-World-Template/git/blobs{/sha}
              branches_url: https://api.github.com/repos/octocat/Hello-World-Template/branches{/branch}
              collaborators_url: https://api.github.com/repos/octocat/Hello-World-Template/collaborators{/collaborator}
              comments_url: https://api.github.com/repos/octocat/Hello-World-Template/comments{/number}
              commits_url: https://api.github.com/repos/octocat/Hello-World-Template/commits{/sha}
              compare_url: https://api.github.com/repos/octocat/Hello-World-Template/compare/{base}...{head}
              contents_url: https://api.github.com/repos/octocat/Hello-World-Template/contents/{+path}
              contributors_url: https://api.github.com/repos/octocat/Hello-World-Template/contributors
              deployments_url: https://api.github.com/repos/octocat/Hello-World-Template/deployments
              downloads_url: https://api.github.com/repos/octocat/Hello-World-Template/downloads
              events_url: https://api.github.com/repos/octocat/Hello-World-Template/events
              forks_url: https://api.github.com/repos/octocat/Hello-World-Template/forks
              git_commits_url: https://api.github.com/repos/octocat/Hello-World-Template/git/commits{/sha}
              git_refs_url: https://api.github.com/repos/octocat/Hello-World-Template/git/refs{/sha}
              git_tags_url: https://api.github.com/repos/octocat/Hello-World-Template/git/tags{/sha}
              git_url: git:github.com/octocat/Hello-World-Template.git
              issue_comment_url: https://api.github.com/repos/octocat/Hello-World-Template/issues/comments{/number}
              issue_events_url: https://api.github.com/repos/octocat/Hello-World-Template/issues/events{/number}
              issues_url: https://api.github.com/repos/octocat/Hello-World-Template/issues{/number}
              keys_url: https://api.github.com/repos/octocat/Hello-World-Template/keys{/key_id}
              labels_url: https://api.github.com/repos/octocat/Hello-World-Template/labels{/name}
              languages_url: https://api.github.com/repos/octocat/Hello-World-Template/languages
              merges_url: https://api.github.com/repos/octocat/Hello-World-Template/merges
              milestones_url: https://api.github.com/repos/octocat/Hello-World-Template/milestones{/number}
              notifications_url: https://api.github.com/repos/octocat/Hello-World-Template/notifications{?since,all,participating}
              pulls_url: https://api.github.com/repos/octocat/Hello-World-Template/pulls{/number}
              releases_url: https://api.github.com/repos/octocat/Hello-World-Template/releases{/id}
              ssh_url: git@github.com:octocat/Hello-World-Template.git
              stargazers_url: https://api.github.com/repos/octocat/Hello-World-Template/stargazers
              statuses_url: https://api.github.com/repos/octocat/Hello-World-Template/statuses/{sha}
              subscribers_url: https://api.github.com/repos/octocat/Hello-World-Template/subscribers
              subscription_url: https://api.github.com/repos/octocat/Hello-World-Template/subscription
              tags_url: https://api.github.com/repos/octocat/Hello-World-Template/tags
              teams_url: https://api.github.com/repos/octocat/Hello-World-Template/teams
              trees_url: https://api.github.com/repos/octocat/Hello-World-Template/git/trees{/sha}
              clone_url: https://github.com/octocat/Hello-World-Template.git
              mirror_url: git:git.example.com/octocat/Hello-World-Template
              hooks_url: https://api.github.com/repos/octocat/Hello-World-Template/hooks
              svn_url: https://svn.github.com/octocat/Hello-World-Template
              homepage: https://github.com
              language:
              forks: 9
              forks_count: 9
              stargazers_count: 80
              watchers_count: 80
              watchers: 80
              size: 108
              default_branch: master
              open_issues: 0
              open_issues_count: 0
              is_template: true
              license:
                key: mit
                name: MIT License
                url: https://api.github.com/licenses/mit
                spdx_id: MIT
                node_id: MDc6TGljZW5zZW1pdA==
                html_url: https://api.github.com/licenses/mit
              topics:
              - octocat
              - atom
              - electron
              - api
              has_issues: true
              has_projects: true
              has_wiki: true
              has_pages: false
              has_downloads: true
              archived: false
              disabled: false
              visibility: public
              pushed_at: '2011-01-26T19:06:43Z'
              created_at: '2011-01-26T19:01:12Z'
              updated_at: '2011-01-26T19:14:43Z'
              permissions:
                admin: false
                push: false
                pull: true
              allow_rebase_merge: true
              temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
              allow_squash_merge: true
              allow_auto_merge: false
              delete_branch_on_merge: true
              allow_merge_commit: true
              subscribers_count: 42
              network_count: 0
            temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
            allow_squash_merge: true
            allow_auto_merge: false
            delete_branch_on_merge: true
            allow_merge_commit: true
            allow_forking: true
            subscribers_count: 42
            network_count: 0
            organization:
              login: octocat
              id: 1
              node_id: MDQ6VXNlcjE=
              avatar_url: https://github.com/images/error/octocat_happy.gif
              gravatar_id: ''
              url: https://api.github.com/users/octocat
              html_url: https://github.com/octocat
              followers_url: https://api.github.com/users/octocat/followers
              following_url: https://api.github.com/users/octocat/following{/other_user}
              gists_url: https://api.github.com/users/octocat/gists{/gist_id}
              starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
              subscriptions_url: https://api.github.com/users/octocat/subscriptions
              organizations_url: https://api.github.com/users/octocat/orgs
              repos_url: https://api.github.com/users/octocat/repos
              events_url: https://api.github.com/users/octocat/events{/privacy}
              received_events_url: https://api.github.com/users/octocat/received_events
              type: Organization
              site_admin: false
            parent:
              id: 1296269
              node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
              name: Hello-World
              full_name: octocat/Hello-World
              owner:
                login: octocat
                id: 1
                node_id: MDQ6VXNlcjE=
                avatar_url: https://github.com/images/error/octocat_happy.gif
                gravatar_id: ''
                url: https://api.github.com/users/octocat
                html_url: https://github.com/octocat
                followers_url: https://api.github.com/users/octocat/followers
                following_url: https://api.github.com/users/octocat/following{/other_user}
                gists_url: https://api.github.com/users/octocat/gists{/gist_id}
                starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
                subscriptions_url: https://api.github.com/users/octocat/subscriptions
                organizations_url: https://api.github.com/users/octocat/orgs
                repos_url: https://api.github.com/users/octocat/repos
                events_url: https://api.github.com/users/octocat/events{/privacy}
                received_events_url: https://api.github.com/users/octocat/received_events
                type: User
                site_admin: false
              private: false
              html_url: https://github.com/octocat/Hello-World
              description: This your first repo!
              fork: false
              url: https://api.github.com/repos/octocat/Hello-World
              archive_url: https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
              assignees_url: https://api.github.com/repos/octocat/Hello-World/assignees{/user}
              blobs_url: https://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
              branches_url: https://api.github.com/repos/octocat/Hello-World/branches{/branch}
              collaborators_url: https://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
              comments_url: https://api.github.com/repos/octocat/Hello-World/comments{/number}
              commits_url: https://api.github.com/repos/octocat/Hello-World/commits{/sha}
              compare_url: https://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
              contents_url: https://api.github.com/repos/octocat/Hello-World/contents/{+path}
              contributors_url: https://api.github.com/repos/octocat/Hello-World/contributors
              deployments_url: https://api.github.com/repos/octocat/Hello-World/deployments
              downloads_url: https://api.github.com/repos/octocat/Hello-World/downloads
              events_url: https://api.github.com/repos/octocat/Hello-World/events
              forks_url: https://api.github.com/repos/octocat/Hello-World/forks
              git_commits_url: https://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
              git_refs_url: https://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
              git_tags_url: https://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
              git_url: git:github.com/octocat/Hello-World.git
              issue_comment_url: https://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
              issue_events_url: https://api.github.com/repos/octocat/Hello-World/issues/events{/number}
              issues_url: https://api.github.com/repos/octocat/Hello-World/issues{/number}
              keys_url: https://api.github.com/repos/octocat/Hello-World/keys{/key_id}
              labels_url: https://api.github.com/repos/octocat/Hello-World/labels{/name}
              languages_url: https://api.github.com/repos/octocat/Hello-World/languages
              merges_url: https://api.github.com/repos/octocat/Hello-World/merges
              milestones_url: https://api.github.com/repos/octocat/Hello-World/milestones{/number}
              notifications_url: https://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
              pulls_url: https://api.github.com/repos/octocat/Hello-World/pulls{/number}
              releases_url: https://api.github.com/repos/octocat/Hello-World/releases{/id}
              ssh_url: git@github.com:octocat/Hello-World.git
              stargazers_url: https://api.github.com/repos/octocat/Hello-World/stargazers
              statuses_url: https://api.github.com/repos/octocat/Hello-World/statuses/{sha}
              subscribers_url: https://api.github.com/repos/octocat/Hello-World/subscribers
              subscription_url: https://api.github.com/repos/octocat/Hello-World/subscription
              tags_url: https://api.github.com/repos/octocat/Hello-World/tags
              teams_url: https://api.github.com/repos/octocat/Hello-World/teams
              trees_url: https://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
              clone_url: https://github.com/octocat/Hello-World.git
              mirror_url: git:git.example.com/octocat/Hello-World
              hooks_url: https://api.github.com/repos/octocat/Hello-World/hooks
              svn_url: https://svn.github.com/octocat/Hello-World
              homepage: https://github.com
              language:
              forks_count: 9
              stargazers_count: 80
              watchers_count: 80
              size: 108
              default_branch: master
              open_issues_count: 0
              is_template: true
              topics:
              - octocat
              - atom
              - electron
              - api
              has_issues: true
              has_projects: true
              has_wiki: true
              has_pages: false
              has_downloads: true
              archived: false
              disabled: false
              visibility: public
              pushed_at: '2011-01-26T19:06:43Z'
              created_at: '2011-01-26T19:01:12Z'
              updated_at: '2011-01-26T19:14:43Z'
              permissions:
                admin: false
                push: false
                pull: true
              allow_rebase_merge: true
              temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
              allow_squash_merge: true
              allow_auto_merge: false
              delete_branch_on_merge: true
              allow_merge_commit: true
              subscribers_count: 42
              network_count: 0
              license:
                key: mit
                name: MIT License
                url: https://api.github.com/licenses/mit
                spdx_id: MIT
                node_id: MDc6TGljZW5zZW1pdA==
                html_url: https://api.github.com/licenses/mit
              forks: 1
              open_issues: 1
              watchers: 1
            source:
              id: 1296269
              node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
              name: Hello-World
              full_name: octocat/Hello-World
              owner:
                login: octocat
                id: 1
                node_id: MDQ6VXNlcjE=
                avatar_url: https://github.com/images/error/octocat_happy.gif
                gravatar_id: ''
                url: https://api.github.com/users/octocat
                html_url: https://github.com/octocat
                followers_url: https://api.github.com/users/octocat/followers
                following_url: https://api.github.com/users/octocat/following{/other_user}
                gists_url: https://api.github.com/users/octocat/gists{/gist_id}
                starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
                subscriptions_url: https://api.github.com/users/octocat/subscriptions
                organizations_url: https://api.github.com/users/octocat/orgs
                repos_url: https://api.github.com/users/octocat/repos
                events_url: https://api.github.com/users/octocat/events{/privacy}
                received_events_url: https://api.github.com/users/octocat/received_events
                type: User
                site_admin: false
              private: false
              html_url: https://github.com/octocat/Hello-World
              description: This your first repo!
              fork: false
              url: https://api.github.com/repos/octocat/Hello-World
              archive_url: https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
              assignees_url: https://api.github.com/repos/octocat/Hello-World/assignees{/user}
              blobs_url: https://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
              branches_url: https://api.github.com/repos/octocat/Hello-World/branches{/branch}
              collaborators_url: https://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
              comments_url: https://api.github.com/repos/octocat/Hello-World/comments{/number}
              commits_url: https://api.github.com/repos/octocat/Hello-World/commits{/sha}
              compare_url: https://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
              contents_url: https://api.github.com/repos/octocat/Hello-World/contents/{+path}
              contributors_url: https://api.github.com/repos/octocat/Hello-World/contributors
              deployments_url: https://api.github.com/repos/octocat/Hello-World/deployments
              downloads_url: https://api.github.com/repos/octocat/Hello-World/downloads
              events_url: https://api.github.com/repos/octocat/Hello-World/events
              forks_url: https://api.github.com/repos/octocat/Hello-World/forks
              git_commits_url: https://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
              git_refs_url: https://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
              git_tags_url: https://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
              git_url: git:github.com/octocat/Hello-World.git
              issue_comment_url: https://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
              issue_events_url: https://api.github.com/repos/octocat/Hello-World/issues/events{/number}
              issues_url: https://api.github.com/repos/octocat/Hello-World/issues{/number}
              keys_url: https://api.github.com/repos/octocat/Hello-World/keys{/key_id}
              labels_url: https://api.github.com/repos/octocat/Hello-World/labels{/name}
              languages_url: https://api.github.com/repos/octocat/Hello-World/languages
              merges_url: https://api.github.com/repos/octocat/Hello-World/merges
              milestones_url: https://api.github.com/repos/octocat/Hello-World/milestones{/number}
              notifications_url: https://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
              pulls_url: https://api.github.com/repos/octocat/Hello-World/pulls{/number}
              releases_url: https://api.github.com/repos/octocat/Hello-World/releases{/id}
              ssh_url: git@github.com:octocat/Hello-World.git
              stargazers_url: https://api.github.com/repos/octocat/Hello-World/stargazers
              statuses_url: https://api.github.com/repos/octocat/Hello-World/statuses/{sha}
              subscribers_url: https://api.github.com/repos/octocat/Hello-World/subscribers
              subscription_url: https://api.github.com/repos/octocat/Hello-World/subscription
              tags_url: https://api.github.com/repos/octocat/Hello-World/tags
              teams_url: https://api.github.com/repos/octocat/Hello-World/teams
              trees_url: https://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
              clone_url: https://github.com/octocat/Hello-World.git
              mirror_url: git:git.example.com/octocat/Hello-World
              hooks_url: https://api.github.com/repos/octocat/Hello-World/hooks
              svn_url: https://svn.github.com/octocat/Hello-World
              homepage: https://github.com
              language:
              forks_count: 9
              stargazers_count: 80
              watchers_count: 80
              size: 108
              default_branch: master
              open_issues_count: 0
              is_template: true
              topics:
              - octocat
              - atom
              - electron
              - api
              has_issues: true
              has_projects: true
              has_wiki: true
              has_pages: false
              has_downloads: true
              archived: false
              disabled: false
              visibility: public
              pushed_at: '2011-01-26T19:06:43Z'
              created_at: '2011-01-26T19:01:12Z'
              updated_at: '2011-01-26T19:14:43Z'
              permissions:
                admin: false
                push: false
                pull: true
              allow_rebase_merge: true
              temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
              allow_squash_merge: true
              allow_auto_merge: false
              delete_branch_on_merge: true
              allow_merge_commit: true
              subscribers_count: 42
              network_count: 0
              license:
                key: mit
                name: MIT License
                url: https://api.github.com/licenses/mit
                spdx_id: MIT
                node_id: MDc6TGljZW5zZW1pdA==
                html_url: https://api.github.com/licenses/mit
              forks: 1
              open_issues: 1
              watchers: 1
        content-file:
          value:
            type: file
            encoding: base64
            size: 5362
            name: README.md
            path: README.md
            content: encoded content ...
            sha: 3d21ec53a331a6f037a91c368710b99387d012c1
            url: https://api.github.com/repos/octokit/octokit.rb/contents/README.md
            git_url: https://api.github.com/repos/octokit/octokit.rb/git/blobs/3d21ec53a331a6f037a91c368710b99387d012c1
            html_url: https://github.com/octokit/octokit.rb/blob/master/README.md
            download_url: https://raw.githubusercontent.com/octokit/octokit.rb/master/README.md
            _links:
              git: https://api.github.com/repos/octokit/octokit.rb/git/blobs/3d21ec53a331a6f037a91c368710b99387d012c1
              self: https://api.github.com/repos/octokit/octokit.rb/contents/README.md
              html: https://github.com/octokit/octokit.rb/blob/master/README.md
        release-asset-response-for-successful-upload:
          value:
            url: https://api.github.com/repos/octocat/Hello-World/releases/assets/1
            browser_download_url: https://github.com/octocat/Hello-World/releases/download/v1.0.0/example.zip
            id: 1
            node_id: MDEyOlJlbGVhc2VBc3NldDE=
            name: example.zip
            label: short description
            state: uploaded
            content_type: application/zip
            size: 1024
            download_count: 42
            created_at: '2013-02-27T19:35:32Z'
            updated_at: '2013-02-27T19:35:32Z'
            uploader:
              login: octocat
              id: 1
              node_id: MDQ6VXNlcjE=
              avatar_url: https://github.com/images/error/octocat_happy.gif
              gravatar_id: ''
              url: https://api.github.com/users/octocat
              html_url: https://github.com/octocat
              followers_url: https://api.github.com/users/octocat/followers
              following_url: https://api.github.com/users/octocat/following{/other_user}
              gists_url: https://api.github.com/users/octocat/gists{/gist_id}
              starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
              subscriptions_url: https://api.github.com/users/octocat/subscriptions
              organizations_url: https://api.github.com/users/octocat/orgs
              repos_url: https://api.github.com/users/octocat/repos
              events_url: https://api.github.com/users/octocat/events{/privacy}
              received_events_url: https://api.github.com/users/octocat/received_events
              type: User
              site_admin: false
        repo-search-result-item-paginated:
          value:
            total_count: 40
            incomplete_results: false
            items:
            - id: 3081286
              node_id: MDEwOlJlcG9zaXRvcnkzMDgxMjg2
              name: Tetris
              full_name: dtrupenn/Tetris
              owner:
                login: dtrupenn
                id: 872147
                node_id: MDQ6VXNlcjg3MjE0Nw==
                avatar_url: https://secure.gravatar.com/avatar/e7956084e75f239de85d3a31bc172ace?d=https://a248.e.akamai.net/assets.github.com%2Fimages%2Fgravatars%2Fgravatar-user-420.png
                gravatar_id: ''
                url: https://api.github.com/users/dtrupenn
                received_events_url: https://api.github.com/users/dtrupenn/received_events
                type: User
                html_url: https://github.com/octocat
                followers_url: https://api.github.com/users/octocat/followers
                following_url: https://api.github.com/users/octocat/following{/other_user}
                gists_url: https://api.github.com/users/octocat/gists{/gist_id}
                starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
                subscriptions_url: https://api.github.com/users/octocat/subscriptions
                organizations_url: https://api.github.com/users/octocat/orgs
                repos_url: https://api.github.com/users/octocat/repos
                events_url: https://api.github.com/users/octocat/events{/privacy}
                site_admin: true
              private: false
              html_url: https://github.com/dtrupenn/Tetris
              description: A C implementation of Tetris using Pennsim through LC4
              fork: false
              url: https://api.github.com/repos/dtrupenn/Tetris
              created_at: '2012-01-01T00:31:50Z'
              updated_at: '2013-01-05T17:58:47Z'
              pushed_at: '2012-01-01T00:37:02Z'
              homepage: https://github.com
              size: 524
              stargazers_count: 1
              watchers_count: 1
              language: Assembly
              forks_count: 0
              open_issues_count: 0
              master_branch: master
              default_branch: master
              score: 1
              archive_url: https://api.github.com/repos/dtrupenn/Tetris/{archive_format}{/ref}
              assignees_url: https://api.github.com/repos/dtrupenn/Tetris/assignees{/user}
              blobs_url: https://api.github.com/repos/dtrupenn/Tetris/git/blobs{/sha}
              branches_url: https://api.github.com/repos/dtrupenn/Tetris/branches{/branch}
              collaborators_url: https://api.github.com/repos/dtrupenn/Tetris/collaborators{/collaborator}
              comments_url: https://api.github.com/repos/dtrupenn/Tetris/comments{/number}
              commits_url: https://api.github.com/repos/dtrupenn/Tetris/commits{/sha}
              compare_url: https://api.github.com/repos/dtrupenn/Tetris/compare/{base}...{head}
              contents_url: https://api.github.com/repos/dtrupenn/Tetris/contents/{+path}
              contributors_url: https://api.github.com/repos/dtrupenn/Tetris/contributors
              deployments_url: https://api.github.com/repos/dtrupenn/Tetris/deployments
              downloads_url: https://api.github.com/repos/dtrupenn/Tetris/downloads
              events_url: https://api.github.com/repos/dtrupenn/Tetris/events
              forks_url: https://api.github.com/repos/dtrupenn/Tetris/forks
              git_commits_url: https://api.github.com/repos/dtrupenn/Tetris/git/commits{/sha}
              git_refs_url: https://api.github.com/repos/dtrupenn/Tetris/git/refs{/sha}
              git_tags_url: https://api.github.com/repos/dtrupenn/Tetris/git/tags{/sha}
              git_url: git:github.com/dtrupenn/Tetris.git
              issue_comment_url: https://api.github.com/repos/dtrupenn/Tetris/issues/comments{/number}
              issue_events_url: https://api.github.com/repos/dtrupenn/Tetris/issues/events{/number}
              issues_url: https://api.github.com/repos/dtrupenn/Tetris/issues{/number}
              keys_url: https://api.github.com/repos/dtrupenn/Tetris/keys{/key_id}
              labels_url: https://api.github.com/repos/dtrupenn/Tetris/labels{/name}
              languages_url: https://api.github.com/repos/dtrupenn/Tetris/languages
              merges_url: https://api.github.com/repos/dtrupenn/Tetris/merges
              milestones_url: https://api.github.com/repos/dtrupenn/Tetris/milestones{/number}
              notifications_url: https://api.github.com/repos/dtrupenn/Tetris/notifications{?since,all,participating}
              pulls_url: https://api.github.com/repos/dtrupenn/Tetris/pulls{/number}
              releases_url: https://api.github.com/repos/dtrupenn/Tetris/releases{/id}
              ssh_url: git@github.com:dtrupenn/Tetris.git
              stargazers_url: https://api.github.com/repos/dtrupenn/Tetris/stargazers
              statuses_url: https://api.github.com/repos/dtrupenn/Tetris/statuses/{sha}
              subscribers_url: https://api.github.com/repos/dtrupenn/Tetris/subscribers
              subscription_url: https://api.github.com/repos/dtrupenn/Tetris/subscription
              tags_url: https://api.github.com/repos/dtrupenn/Tetris/tags
              teams_url: https://api.github.com/repos/dtrupenn/Tetris/teams
              trees_url: https://api.github.com/repos/dtrupenn/Tetris/git/trees{/sha}
              clone_url: https://github.com/dtrupenn/Tetris.git
              mirror_url: git:git.example.com/dtrupenn/Tetris
              hooks_url: https://api.github.com/repos/dtrupenn/Tetris/hooks
              svn_url: https://svn.github.com/dtrupenn/Tetris
              forks: 1
              open_issues: 1
              watchers: 1
              has_issues: true
              has_projects: true
              has_pages: true
              has_wiki: true
              has_downloads: true
              archived: true
              disabled: true
              visibility: private
              license:
                key: mit
                name: MIT License
                url: https://api.github.com/licenses/mit
                spdx_id: MIT
                node_id: MDc6TGljZW5zZW1pdA==
                html_url: https://api.github.com/licenses/mit
        private-user-response-with-public-and-private-profile-information:
          summary: Response with public and private profile information
          value:
            login: octocat
            id: 1
            node_id: MDQ6VXNlcjE=
            avatar_url: https://github.com/images/error/octocat_happy.gif
            gravatar_id: ''
            url: https://api.github.com/users/octocat
            html_url: https://github.com/octocat
            followers_url: https://api.github.com/users/octocat/followers
            following_url: https://api.github.com/users/octocat/following{/other_user}
            gists_url: https://api.github.com/users/octocat/gists{/gist_id}
            starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
            subscriptions_url: https://api.github.com/users/octocat/subscriptions
            organizations_url: https://api.github.com/users/octocat/orgs
            repos_url: https://api.github.com/users/octocat/repos
            events_url: https://api.github.com/users/octocat/events{/privacy}
            received_events_url: https://api.github.com/users/octocat/received_events
            type: User
            site_admin: false
            name: monalisa octocat
            company: GitHub
            blog: https://github.com/blog
            location: San Francisco
            email: octocat@github.com
            hireable: false
            bio: There once was...
            twitter_username: monatheoctocat
            public_repos: 2
            public_gists: 1
            followers: 20
            following: 0
            created_at: '2008-01-14T04:33:35Z'
            updated_at: '2008-01-14T04:33:35Z'
            private_gists: 81
            total_private_repos: 100
            owned_private_repos: 100
            disk_usage: 10000
            collaborators: 8
            two_factor_authentication: true
            plan:
              name: Medium
              space: 400
              private_repos: 20
              collaborators: 0
        private-user-response-with-public-profile-information:
          summary: Response with public profile information
          value:
            login: octocat
            id: 1
            node_id: MDQ6VXNlcjE=
            avatar_url: https://github.com/images/error/octocat_happy.gif
            gravatar_id: ''
            url: https://api.github.com/users/octocat
            html_url: https://github.com/octocat
            followers_url: https://api.github.com/users/octocat/followers
            following_url: https://api.github.com/users/octocat/following{/other_user}
            gists_url: https://api.github.com/users/octocat/gists{/gist_id}
            starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
            subscriptions_url: https://api.github.com/users/octocat/subscriptions
            organizations_url: https://api.github.com/users/octocat/orgs
            repos_url: https://api.github.com/users/octocat/repos
            events_url: https://api.github.com/users/octocat/events{/privacy}
            received_events_url: https://api.github.com/users/octocat/received_events
            type: User
            site_admin: false
            name: monalisa octocat
            company: GitHub
            blog: https://github.com/blog
            location: San Francisco
            email: octocat@github.com
            hireable: false
            bio: There once was...
            twitter_username: monatheoctocat
            public_repos: 2
            public_gists: 1
            followers: 20
            following: 0
            created_at: '2008-01-14T04:33:35Z'
            updated_at: '2008-01-14T04:33:35Z'
        repository-items-default-response:
          summary: Default response
          value:
          - id: 1296269
            node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
            name: Hello-World
            full_name: octocat/Hello-World
            owner:
              login: octocat
              id: 1
              node_id: MDQ6VXNlcjE=
              avatar_url: https://github.com/images/error/octocat_happy.gif
              gravatar_id: ''
              url: https://api.github.com/users/octocat
              html_url: https://github.com/octocat
              followers_url: https://api.github.com/users/octocat/followers
              following_url: https://api.github.com/users/octocat/following{/other_user}
              gists_url: https://api.github.com/users/octocat/gists{/gist_id}
              starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
              subscriptions_url: https://api.github.com/users/octocat/subscriptions
              organizations_url: https://api.github.com/users/octocat/orgs
              repos_url: https://api.github.com/users/octocat/repos
              events_url: https://api.github.com/users/octocat/events{/privacy}
              received_events_url: https://api.github.com/users/octocat/received_events
              type: User
              site_admin: false
            private: false
            html_url: https://github.com/octocat/Hello-World
            description: This your first repo!
            fork: false
            url: https://api.github.com/repos/octocat/Hello-World
            archive_url: https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
            assignees_url: https://api.github.com/repos/octocat/Hello-World/assignees{/user}
            blobs_url: https://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
            branches_url: https://api.github.com/repos/octocat/Hello-World/branches{/branch}
            collaborators_url: https://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
            comments_url: https://api.github.com/repos/octocat/Hello-World/comments{/number}
            commits_url: https://api.github.com/repos/octocat/Hello-World/commits{/sha}
            compare_url: https://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
            contents_url: https://api.github.com/repos/octocat/Hello-World/contents/{+path}
            contributors_url: https://api.github.com/repos/octocat/Hello-World/contributors
            deployments_url: https://api.github.com/repos/octocat/Hello-World/deployments
            downloads_url: https://api.github.com/repos/octocat/Hello-World/downloads
            events_url: https://api.github.com/repos/octocat/Hello-World/events
            forks_url: https://api.github.com/repos/octocat/Hello-World/forks
            git_commits_url: https://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
            git_refs_url: https://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
            git_tags_url: https://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
            git_url: git:github.com/octocat/Hello-World.git
            issue_comment_url: https://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
            issue_events_url: https://api.github.com/repos/octocat/Hello-World/issues/events{/number}
            issues_url: https://api.github.com/repos/octocat/Hello-World/issues{/number}
            keys_url: https://api.github.com/repos/octocat/Hello-World/keys{/key_id}
            labels_url: https://api.github.com/repos/octocat/Hello-World/labels{/name}
            languages_url: https://api.github.com/repos/octocat/Hello-World/languages
            merges_url: https://api.github.com/repos/octocat/Hello-World/merges
            milestones_url: https://api.github.com/repos/octocat/Hello-World/milestones{/number}
            notifications_url: https://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
            pulls_url: https://api.github.com/repos/octocat/Hello-World/pulls{/number}
            releases_url: https://api.github.com/repos/octocat/Hello-World/releases{/id}
            ssh_url: git@github.com:octocat/Hello-World.git
            stargazers_url: https://api.github.com/repos/octocat/Hello-World/stargazers
            statuses_url: https://api.github.com/repos/octocat/Hello-World/statuses/{sha}
            subscribers_url: https://api.github.com/repos/octocat/Hello-World/subscribers
            subscription_url: https://api.github.com/repos/octocat/Hello-World/subscription
            tags_url: https://api.github.com/repos/octocat/Hello-World/tags
            teams_url: https://api.github.com/repos/octocat/Hello-World/teams
            trees_url: https://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
            clone_url: https://github.com/octocat/Hello-World.git
            mirror_url: git:git.example.com/octocat/Hello-World
            hooks_url: https://api.github.com/repos/octocat/Hello-World/hooks
            svn_url: https://svn.github.com/octocat/Hello-World
            homepage: https://github.com
            language:
            forks_count: 9
            stargazers_count: 80
            watchers_count: 80
            size: 108
            default_branch: master
            open_issues_count: 0
            is_template: true
            topics:
            - octocat
            - atom
            - electron
            - api
            has_issues: true
            has_projects: true
            has_wiki: true
            has_pages: false
            has_downloads: true
            archived: false
            disabled: false
            visibility: public
            pushed_at: '2011-01-26T19:06:43Z'
            created_at: '2011-01-26T19:01:12Z'
            updated_at: '2011-01-26T19:14:43Z'
            permissions:
              admin: false
              push: false
              pull: true
            allow_rebase_merge: true
            template_repository:
            temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
            allow_squash_merge: true
            allow_auto_merge: false
            delete_branch_on_merge: true
            allow_merge_commit: true
            subscribers_count: 42
            network_count: 0
            license:
              key: mit
              name: MIT License
              url: https://api.github.com/licenses/mit
              spdx_id: MIT
              node_id: MDc6TGljZW5zZW1pdA==
              html_url: https://github.com/licenses/mit
            forks: 1
            open_issues: 1
            watchers: 1
        starred-repository-items-alternative-response-with-star-creation-timestamps:
          summary: Alternative response with star creation timestamps
          value:
          - starred_at: '2011-01-16T19:06:43Z'
            repo:
              id: 1296269
              node_id: MDEwOlJlcG9zaXRvcnkxMjk2MjY5
              name: Hello-World
              full_name: octocat/Hello-World
              owner:
                login: octocat
                id: 1
                node_id: MDQ6VXNlcjE=
                avatar_url: https://github.com/images/error/octocat_happy.gif
                gravatar_id: ''
                url: https://api.github.com/users/octocat
                html_url: https://github.com/octocat
                followers_url: https://api.github.com/users/octocat/followers
                following_url: https://api.github.com/users/octocat/following{/other_user}
                gists_url: https://api.github.com/users/octocat/gists{/gist_id}
                starred_url: https://api.github.com/users/octocat/starred{/owner}{/repo}
                subscriptions_url: https://api.github.com/users/octocat/subscriptions
                organizations_url: https://api.github.com/users/octocat/orgs
                repos_url: https://api.github.com/users/octocat/repos
                events_url: https://api.github.com/users/octocat/events{/privacy}
                received_events_url: https://api.github.com/users/octocat/received_events
                type: User
                site_admin: false
              private: false
              html_url: https://github.com/octocat/Hello-World
              description: This your first repo!
              fork: false
              url: https://api.github.com/repos/octocat/Hello-World
              archive_url: https://api.github.com/repos/octocat/Hello-World/{archive_format}{/ref}
              assignees_url: https://api.github.com/repos/octocat/Hello-World/assignees{/user}
              blobs_url: https://api.github.com/repos/octocat/Hello-World/git/blobs{/sha}
              branches_url: https://api.github.com/repos/octocat/Hello-World/branches{/branch}
              collaborators_url: https://api.github.com/repos/octocat/Hello-World/collaborators{/collaborator}
              comments_url: https://api.github.com/repos/octocat/Hello-World/comments{/number}
              commits_url: https://api.github.com/repos/octocat/Hello-World/commits{/sha}
              compare_url: https://api.github.com/repos/octocat/Hello-World/compare/{base}...{head}
              contents_url: https://api.github.com/repos/octocat/Hello-World/contents/{+path}
              contributors_url: https://api.github.com/repos/octocat/Hello-World/contributors
              deployments_url: https://api.github.com/repos/octocat/Hello-World/deployments
              downloads_url: https://api.github.com/repos/octocat/Hello-World/downloads
              events_url: https://api.github.com/repos/octocat/Hello-World/events
              forks_url: https://api.github.com/repos/octocat/Hello-World/forks
              git_commits_url: https://api.github.com/repos/octocat/Hello-World/git/commits{/sha}
              git_refs_url: https://api.github.com/repos/octocat/Hello-World/git/refs{/sha}
              git_tags_url: https://api.github.com/repos/octocat/Hello-World/git/tags{/sha}
              git_url: git:github.com/octocat/Hello-World.git
              issue_comment_url: https://api.github.com/repos/octocat/Hello-World/issues/comments{/number}
              issue_events_url: https://api.github.com/repos/octocat/Hello-World/issues/events{/number}
              issues_url: https://api.github.com/repos/octocat/Hello-World/issues{/number}
              keys_url: https://api.github.com/repos/octocat/Hello-World/keys{/key_id}
              labels_url: https://api.github.com/repos/octocat/Hello-World/labels{/name}
              languages_url: https://api.github.com/repos/octocat/Hello-World/languages
              merges_url: https://api.github.com/repos/octocat/Hello-World/merges
              milestones_url: https://api.github.com/repos/octocat/Hello-World/milestones{/number}
              notifications_url: https://api.github.com/repos/octocat/Hello-World/notifications{?since,all,participating}
              pulls_url: https://api.github.com/repos/octocat/Hello-World/pulls{/number}
              releases_url: https://api.github.com/repos/octocat/Hello-World/releases{/id}
              ssh_url: git@github.com:octocat/Hello-World.git
              stargazers_url: https://api.github.com/repos/octocat/Hello-World/stargazers
              statuses_url: https://api.github.com/repos/octocat/Hello-World/statuses/{sha}
              subscribers_url: https://api.github.com/repos/octocat/Hello-World/subscribers
              subscription_url: https://api.github.com/repos/octocat/Hello-World/subscription
              tags_url: https://api.github.com/repos/octocat/Hello-World/tags
              teams_url: https://api.github.com/repos/octocat/Hello-World/teams
              trees_url: https://api.github.com/repos/octocat/Hello-World/git/trees{/sha}
              clone_url: https://github.com/octocat/Hello-World.git
              mirror_url: git:git.example.com/octocat/Hello-World
              hooks_url: https://api.github.com/repos/octocat/Hello-World/hooks
              svn_url: https://svn.github.com/octocat/Hello-World
              homepage: https://github.com
              language:
              forks_count: 9
              stargazers_count: 80
              watchers_count: 80
              size: 108
              default_branch: master
              open_issues_count: 0
              is_template: true
              topics:
              - octocat
              - atom
              - electron
              - api
              has_issues: true
              has_projects: true
              has_wiki: true
              has_pages: false
              has_downloads: true
              archived: false
              disabled: false
              visibility: public
              pushed_at: '2011-01-26T19:06:43Z'
              created_at: '2011-01-26T19:01:12Z'
              updated_at: '2011-01-26T19:14:43Z'
              permissions:
                admin: false
                push: false
                pull: true
              allow_rebase_merge: true
              template_repository:
              temp_clone_token: ABTLWHOULUVAXGTRYU7OC2876QJ2O
              allow_squash_merge: true
              allow_auto_merge: false
              delete_branch_on_merge: true
              allow_merge_commit: true
              subscribers_count: 42
              network_count: 0
              license:
                key: mit
                name: MIT License
                url: https://api.github.com/licenses/mit
                spdx_id: MIT
                node_id: MDc6TGljZW5zZW1pdA==
                html_url: https://github.com/licenses/mit
              forks: 1
              open_issues: 1
              watchers: 1
      responses:
        not_found:
          description: Resource not found
          content:
            application/json:
              schema:
                "$ref": "#/components/schemas/basic-error"
        validation_failed:
          description: Validation failed
          content:
            application/json:
              schema:
                "$ref": "#/components/schemas/validation-error"
        forbidden:
          description: Forbidden
          content:
            application/json:
              schema:
                "$ref": "#/components/schemas/basic-error"
        requires_authentication:
          description: Requires authentication
          content:
            application/json:
              schema:
                "$ref": "#/components/schemas/basic-error"
        not_modified:
          description: Not modified
        service_unavailable:
          description: Service unavailable
          content:
            application/json:
              schema:
                type: object
                properties:
                  code:
                    type: string
                  message:
                    type: string
                  documentation_url:
                    type: string
        moved_permanently:
          description: Moved permanently
          content:
            application/json:
              schema:
                "$ref": "#/components/schemas/basic-error"
        temporary_redirect:
          description: Temporary Redirect
          content:
            application/json:
              schema:
                "$ref": "#/components/schemas/basic-error"
      parameters:
        per-page:
          name: per_page
          description: Results per page (max 100)
          in: query
          schema:
            type: integer
            default: 30
        page:
          name: page
          description: Page number of the results to fetch.
          in: query
          schema:
            type: integer
            default: 1
        since:
          name: since
          description: 'Only show notifications updated after the given time. This is a timestamp in [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601)
            format: `YYYY-MM-DDTHH:MM:SSZ`.'
          in: query
          required: false
          schema:
            type: string
            format: date-time
        direction:
          name: direction
          description: One of `asc` (ascending) or `desc` (descending).
          in: query
          required: false
          schema:
            type: string
            enum:
            - asc
            - desc
            default: desc
        sort:
          name: sort
          description: One of `created` (when the repository was starred) or `updated` (when it was last pushed to).
          in: query
          required: false
          schema:
            type: string
            enum:
            - created
            - updated
            default: created
        owner:
          name: owner
          in: path
          required: true
          schema:
            type: string
        repo:
          name: repo
          in: path
          required: true
          schema:
            type: string
        before:
          name: before
          description: 'Only show notifications updated before the given time. This is a timestamp in [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601)
            format: `YYYY-MM-DDTHH:MM:SSZ`.'
          in: query
          required: false
          schema:
            type: string
            format: date-time
        username:
          name: username
          in: path
          required: true
          schema:
            type: string
        release-id:
          name: release_id
          description: release_id parameter
          in: path
          required: true
          schema:
            type: integer
        order:
          name: order
          description: Determines whether the first search result returned is the highest number of matches (`desc`) or lowest
            number of matches (`asc`). This parameter is ignored unless you provide `sort`.
          in: query
          required: false
          schema:
            type: string
            enum:
            - desc
            - asc
            default: desc
      headers:
        link:
          example: <https://api.github.com/resource?page=2>; rel="next", <https://api.github.com/resource?page=5>; rel="last"
          schema:
            type: string
        x-common-marker-version:
          example: 0.17.4
          schema:
            type: string
        x-rate-limit-limit:
          example: 5000
          schema:
            type: integer
        x-rate-limit-remaining:
          example: 4999
          schema:
            type: integer
        x-rate-limit-reset:
          example: 1590701888
          schema:
            type: integer
            format: timestamp
    """#
}
