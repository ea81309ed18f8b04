# The spec gives the streams no schema, so the mock is told what to send for each Accept the client sends: three
# greetings as JSON Lines, as a JSON Sequence and as server-sent events.
mkdir -p "$work/overlay"
cat >"$work/overlay/greetings.json" <<'JSON'
{"operation": "getGreetingsStream", "answers": [
  {"when": {"headers": {"accept": "application/jsonl"}}, "headers": {"content-type": "application/jsonl"},
   "text": "{\"message\":\"Hello, {{query.name}}!\"}\n{\"message\":\"Hi, {{query.name}}!\"}\n{\"message\":\"Hey, {{query.name}}!\"}\n"},
  {"when": {"headers": {"accept": "application/json-seq"}}, "headers": {"content-type": "application/json-seq"},
   "text": "\u001e{\"message\":\"Hello, {{query.name}}!\"}\n\u001e{\"message\":\"Hi, {{query.name}}!\"}\n\u001e{\"message\":\"Hey, {{query.name}}!\"}\n"},
  {"when": {"headers": {"accept": "text/event-stream"}}, "headers": {"content-type": "text/event-stream"},
   "text": "data: {\"message\":\"Hello, {{query.name}}!\"}\n\ndata: {\"message\":\"Hi, {{query.name}}!\"}\n\ndata: {\"message\":\"Hey, {{query.name}}!\"}\n\n"}
]}
JSON
start_mock Sources/EventStreamsClient/openapi.yaml 8080 --data "$work/overlay"
example_swift run EventStreamsClient
stop_mock
expect_request "GET /api/greetings?name=Example&count=3 -> 200 getGreetingsStream (overlay greetings.json#0)"
expect_request "(overlay greetings.json#1)"
expect_request "(overlay greetings.json#2)"
[ "$(grep -c 'Got greeting: H[a-z]*, Example!' "$work/run.log")" = 9 ] || {
  cat "$work/run.log" >&2
  echo "sog-examples: $current: expected nine greetings, three per stream" >&2
  exit 1
}
