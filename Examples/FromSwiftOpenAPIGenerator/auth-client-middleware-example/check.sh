# The token reaches the server in the Authorization header: the mock answers 401 to any other value.
mkdir -p "$work/overlay"
cat >"$work/overlay/greet.json" <<'JSON'
{"operation": "getGreeting", "answers": [{"when": {"headers": {"authorization": "wrong"}}, "status": 401}]}
JSON
start_mock Sources/HelloWorldURLSessionClient/openapi.yaml 8080 --data "$work/overlay"
example_swift run HelloWorldURLSessionClient token_for_Frank
expect_request "GET /api/greet -> 200"
example_swift run HelloWorldURLSessionClient wrong
expect_output "Unauthorized"
stop_mock
expect_request "GET /api/greet -> 401"
