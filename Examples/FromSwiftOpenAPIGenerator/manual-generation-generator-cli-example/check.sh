# The example's own Makefile runs apigen over swift-openapi-generator's files in Generated: they give way to ours.
# The apigen this script uses is named, so that make does not rebuild it without the Mock trait.
make generate SWIFT_OPENAPI_GENERATOR_BIN="$apigen" >"$work/run.log" 2>&1 || {
  cat "$work/run.log" >&2
  echo "sog-examples: $current: make generate failed" >&2
  exit 1
}
expect_output ": 3 files, "
[ ! -e Sources/ManualGeneratorInvocationClient/Generated/Types.swift ] || {
  echo "sog-examples: $current: swift-openapi-generator's Types.swift is still there" >&2
  exit 1
}
start_mock openapi.yaml 8080
example_swift run ManualGeneratorInvocationClient
stop_mock
expect_request "GET /api/greet -> 200"
