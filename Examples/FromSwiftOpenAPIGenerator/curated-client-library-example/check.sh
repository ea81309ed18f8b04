# A library with a hand-written API over the generated client; its tests stub the transport.
example_swift test
expect_output "Executed 2 tests, with 0 failures"
