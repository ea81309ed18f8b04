start_mock Sources/HelloWorldAsyncHTTPClient/openapi.yaml 8080
example_swift run HelloWorldAsyncHTTPClient
stop_mock
expect_request "GET /api/greet -> 200"
