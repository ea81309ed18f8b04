# APIGen's command plugin finds the target that holds swift-openapi-generator's config and spec and writes into its
# GeneratedSources, where that generator's files give way to ours. (Its verb is generate-code, not
# generate-code-from-openapi.)
example_swift package --allow-writing-to-package-directory generate-code
expect_output "Generating CommandPluginInvocationClient from swift-openapi-generator's openapi-generator-config.yaml"
[ -e Sources/CommandPluginInvocationClient/GeneratedSources/Part1Types.swift ] \
  && [ ! -e Sources/CommandPluginInvocationClient/GeneratedSources/Types.swift ] || {
  ls Sources/CommandPluginInvocationClient/GeneratedSources >&2
  echo "sog-examples: $current: GeneratedSources does not hold APIGen's files alone" >&2
  exit 1
}
start_mock Sources/CommandPluginInvocationClient/openapi.yaml 8080
example_swift run CommandPluginInvocationClient
stop_mock
expect_request "GET /api/greet -> 200"
