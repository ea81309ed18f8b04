# A server that answers 503 every time: the middleware tries three times, a second apart, then the client throws
# the last answer as an APIError naming the method, URL and status.
mkdir -p "$work/overlay"
cat >"$work/overlay/greet.json" <<'JSON'
{"operation": "getGreeting", "answers": [{"status": 503}]}
JSON
start_mock Sources/HelloWorldURLSessionClient/openapi.yaml 8080 --data "$work/overlay"
example_swift_failing run HelloWorldURLSessionClient
stop_mock
expect_requests 3 "GET /api/greet -> 503"
expect_output "GET http://localhost:8080/api/greet"
expect_output "503"
