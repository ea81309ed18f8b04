# A schema overridden by the example's own type: its tests decode a user whose favourite number is that type.
example_swift test
expect_output "Executed 1 test, with 0 failures"
