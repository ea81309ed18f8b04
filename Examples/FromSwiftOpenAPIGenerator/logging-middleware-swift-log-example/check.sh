# The middleware logs the request and the response (with its body) through swift-log; then its own tests.
start_mock Sources/HelloWorldURLSessionClient/openapi.yaml 8080
example_swift run HelloWorldURLSessionClient
expect_output "body={\"message\":"
stop_mock
expect_request "GET /api/greet -> 200"
expect_output "method=GET path=/greet [LoggingMiddleware] Request"
expect_output "method=GET path=/greet [LoggingMiddleware] Response"
example_swift test
expect_output "Executed 1 test, with 0 failures"
