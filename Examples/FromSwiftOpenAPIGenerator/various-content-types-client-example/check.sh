# Every operation once (the text form of the multiple-content-types answer too), each request checked by the mock
# against the spec: a body it could not read as documented would get a 400, and the client would throw.
start_mock Sources/ContentTypesClient/openapi.yaml 8080
example_swift run ContentTypesClient
stop_mock
for line in "GET /api/exampleJSON?name=CLI -> 200" "POST /api/exampleJSON -> 202" "GET /api/examplePlainText -> 200" \
  "POST /api/examplePlainText -> 202" "GET /api/exampleMultipleContentTypes -> 200" \
  "POST /api/exampleMultipleContentTypes -> 202" "POST /api/exampleURLEncoded -> 202" \
  "GET /api/exampleRawBytes -> 200" "POST /api/exampleRawBytes -> 202" "GET /api/exampleMultipart -> 200" \
  "POST /api/exampleMultipart -> 202"; do
  expect_request "$line"
done
expect_output "Sent multipart"
