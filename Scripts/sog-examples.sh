#!/usr/bin/env bash
# swift-openapi-generator's client examples, ported to APIGen as a user would port them (Examples/
# FromSwiftOpenAPIGenerator/README.md). Their files are not kept here: each example folder holds only what the port
# wrote (Package.swift, port.patch, check.sh); this script takes the example from swift-openapi-generator 1.14.3 in
# the machine's package copies, applies the port, builds it and runs it against `apigen mock` of its own openapi.yaml.
#   Scripts/sog-examples.sh                  materialize, build and check every example (CI)
#   Scripts/sog-examples.sh check NAME...    the same for the examples named
#   Scripts/sog-examples.sh materialize NAME...   only lay the ported example out, to edit or run it by hand
#   Scripts/sog-examples.sh diff NAME        rewrite NAME/port.patch from the edited example's sources
#   Scripts/sog-examples.sh table            the lines each port changed, as a Markdown table
# Environment: SOG_REPOSITORY (default /opt/swift-packages/apple/swift-openapi-generator.git), APIGEN (the apigen
# that serves the mocks, built with the Mock trait; default .build/debug/apigen, built if missing).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
examples="$root/Examples/FromSwiftOpenAPIGenerator"
repository=${SOG_REPOSITORY:-/opt/swift-packages/apple/swift-openapi-generator.git}
release=1.14.3
# One build folder for every example: they share APIGen, its plugin's tool and the transports, built once.
scratch="$root/.build-sog-examples"
apigen=${APIGEN:-$root/.build/debug/apigen}
# What the port keeps beside the example's own files; everything else in the folder is materialized.
ported_files="Package.swift port.patch check.sh"

names() {
  if [ $# -gt 0 ]; then printf '%s\n' "$@"; else
    for dir in "$examples"/*/; do basename "$dir"; done
  fi
}

# pristine NAME DIR: the example as swift-openapi-generator 1.14.3 ships it (the copy has no Package.swift files).
pristine() {
  mkdir -p "$2"
  git -C "$repository" archive "$release" "Examples/$1" | tar -x -C "$2" --strip-components=2
}

materialize() {
  local name="$1" dir="$examples/$1"
  # Laying an example out again must not lose edits that port.patch does not hold yet.
  if [ -d "$dir/Sources" ]; then
    port_diff "$name" "$work/edited.patch"
    cmp -s "$work/edited.patch" "$dir/port.patch" || {
      echo "sog-examples: $name has edits that port.patch lacks: run 'Scripts/sog-examples.sh diff $name' first" >&2
      exit 1
    }
  fi
  find "$dir" -mindepth 1 -maxdepth 1 $(for f in $ported_files; do printf -- '-not -name %s ' "$f"; done) \
    -exec rm -rf {} +
  pristine "$name" "$dir"
  rm -f "$dir/.gitignore"
  if [ -s "$dir/port.patch" ]; then
    (cd "$dir" && patch -s -p1 --no-backup-if-mismatch <port.patch)
  fi
}

# port_diff NAME [FILE]: the difference between the pristine example and the edited one, sources only, written to
# FILE (default NAME/port.patch).
port_diff() {
  local name="$1" dir="$examples/$1" original output="${2:-$examples/$1/port.patch}"
  original=$(mktemp -d)
  pristine "$name" "$original/a"
  rm -f "$original/a/.gitignore"
  mkdir -p "$original/b"
  (cd "$dir" && tar -c --exclude=.build --exclude=.swiftpm --exclude=Package.resolved $(for f in $ported_files; do
    printf -- '--exclude=./%s ' "$f"; done) . | tar -x -C "$original/b")
  # Without the dates, a patch changes only where the port does.
  # Generated folders (Generated, GeneratedSources) are a generator's output, which the manual-generation checks rewrite.
  (cd "$original" && diff -ruN -x 'Generated*' a b | sed -E 's/^((---|\+\+\+) [^\t]+)\t.*/\1/' >"$output") || true
  rm -rf "$original"
}

# The mock of the example's spec on the port its code calls, until stop_mock.
start_mock() {
  local spec="$1" port="$2"
  shift 2
  "$apigen" mock "$spec" --port "$port" "$@" >"$work/mock.log" 2>&1 &
  mock_pid=$!
  for _ in $(seq 1 300); do
    grep -q "operations of" "$work/mock.log" && return 0
    kill -0 "$mock_pid" 2>/dev/null || break
    sleep 0.1
  done
  cat "$work/mock.log" >&2
  echo "sog-examples: apigen mock of $spec did not start on port $port" >&2
  exit 1
}

stop_mock() {
  kill "$mock_pid" 2>/dev/null || true
  wait "$mock_pid" 2>/dev/null || true
  mock_pid=""
}

# expect_output TEXT: the last run printed TEXT.
expect_output() {
  grep -qF -- "$1" "$work/run.log" || {
    cat "$work/run.log" >&2
    echo "sog-examples: $current's output lacks: $1" >&2
    exit 1
  }
}

# expect_request LINE: the mock answered a request whose log line contains LINE (such as "GET /api/greet -> 200").
expect_request() {
  grep -qF -- "$1" "$work/mock.log" || {
    cat "$work/mock.log" >&2
    echo "sog-examples: the mock saw no request matching: $1" >&2
    exit 1
  }
}

# example_swift ARGS...: swift in the current example, in the shared build folder, output in run.log.
example_swift() {
  # The build folder goes before the arguments: those after `swift run NAME` are the program's.
  (cd "$examples/$current" && swift "$1" --scratch-path "$scratch" "${@:2}") >"$work/run.log" 2>&1 || {
    tail -40 "$work/run.log" >&2
    echo "sog-examples: $current: swift $* failed" >&2
    exit 1
  }
}

# example_swift_failing ARGS...: as example_swift, for a run that must fail (its output in run.log).
example_swift_failing() {
  # `; exit $?` keeps the subshell waiting on swift, so that a crash's "Illegal instruction" (a Swift program's
  # uncaught error) is told to run.log, not to the script's output.
  if (cd "$examples/$current" && swift "$1" --scratch-path "$scratch" "${@:2}"; exit $?) >"$work/run.log" 2>&1; then
    cat "$work/run.log" >&2
    echo "sog-examples: $current: swift $* succeeded, and should have failed" >&2
    exit 1
  fi
}

# expect_requests COUNT LINE: the mock answered exactly COUNT requests whose log lines contain LINE.
expect_requests() {
  local seen
  seen=$(grep -cF -- "$2" "$work/mock.log" || true)
  [ "$seen" = "$1" ] || {
    cat "$work/mock.log" >&2
    echo "sog-examples: the mock saw $seen requests matching '$2', not $1" >&2
    exit 1
  }
}

check() {
  current="$1"
  echo "== $current"
  # A folder of its own per example: one example's mock overlays must not answer for the next one's.
  work="$all_work/$current"
  mkdir -p "$work"
  materialize "$current"
  # check.sh runs the example: example_swift, start_mock, expect_output and expect_request are its verbs.
  cd "$examples/$current"
  source check.sh
  cd "$root"
  # The last line the example printed; for one that must fail, the error it stopped with (a backtrace follows it).
  local last
  last=$(grep -m1 'Fatal error:' "$work/run.log" ||
    grep -v -e '^\[' -e '^Building' -e '^Build ' -e '^warning:' -e '^$' "$work/run.log" | tail -1)
  echo "   ok: ${last:0:160}"
}

table() {
  echo "| Example | Package.swift lines changed | Source lines changed (+/-) | Files |"
  echo "| --- | ---: | ---: | ---: |"
  for name in $(names "$@"); do
    local dir="$examples/$name" added removed files manifest
    added=$(grep -c '^+[^+]' "$dir/port.patch" || true)
    removed=$(grep -c '^-[^-]' "$dir/port.patch" || true)
    files=$(grep -c '^diff ' "$dir/port.patch" || true)
    manifest=$(sed -n 's|^// Lines changed from the example'"'"'s own Package.swift: ||p' "$dir/Package.swift")
    echo "| $name | ${manifest:-?} | +$added/-$removed | $files |"
  done
}

command=${1:-all}
[ $# -gt 0 ] && shift
all_work=$(mktemp -d)
work="$all_work"
mock_pid=""
# Under set -e a failing kill would end the trap before the folder is removed, and fail a run that passed.
trap '[ -z "$mock_pid" ] || kill "$mock_pid" 2>/dev/null || true; rm -rf "$all_work"' EXIT
case "$command" in
  materialize) for name in $(names "$@"); do materialize "$name"; done ;;
  diff) for name in "$@"; do port_diff "$name"; done ;;
  table) table "$@" ;;
  check | all)
    [ -x "$apigen" ] || (cd "$root" && swift build --traits Mock --product apigen)
    for name in $(names "$@"); do check "$name"; done
    ;;
  *) echo "usage: Scripts/sog-examples.sh [check|materialize|diff|table] [NAME...]" >&2; exit 2 ;;
esac
