# The greeting from the mock, which makes its message up from the schema.
start_mock Sources/HelloWorldURLSessionClient/openapi.yaml 8080
example_swift run HelloWorldURLSessionClient
stop_mock
expect_request "GET /api/greet -> 200"
