import Testing
@testable import YAML

@Test func scratch() throws {
  let cases = [
    "a: 'abc\nb: 2\n",
    "a: \"abc\nb: 2\n",
    "a:\n  b: 1\n c: 2\n",
    "a:\n  b: 1\n   c: 2\n",
    "a:\n\tb: 1\n",
    "a:\n  b: 1\n\tc: 2\n",
    "- a\n- b\nc: 1\n",
    "a: [1, 2\n",
    "a: {b: 1\n",
    "a: b: c\n",
    "{\"a\": \"x\\/y\", \"b\": [1, 2.5, true, null]}",
    "{\n\t\"a\": 1\n}",
    "a: *x\n",
    "a: &x [*x]\n",
    "---\na: 1\n---\nb: 2\n",
    "a: 1\n  b: 2\n",
    "key with no value\nb: 1",
    "a: @foo\n",
  ]
  for c in cases {
    do { let n = try YAMLParser.parse(c); print("OK", c.debugDescription, n.map { "\($0.content)" } ?? "nil") }
    catch { print("ERR", c.debugDescription, error) }
  }
}
