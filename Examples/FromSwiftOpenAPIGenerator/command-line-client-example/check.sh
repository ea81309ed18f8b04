# The name goes in the query: the mock echoes nothing, so the overlay answers that name only.
mkdir -p "$work/overlay"
cat >"$work/overlay/greet.json" <<'JSON'
{"operation": "getGreeting", "answers": [{"when": {"query": {"name": "CLI"}}, "body": {"message": "Hello, CLI!"}}]}
JSON
start_mock Sources/CommandLineClient/openapi.yaml 8080 --data "$work/overlay"
example_swift run CommandLineClient greet --name CLI
stop_mock
expect_output "Hello, CLI!"
