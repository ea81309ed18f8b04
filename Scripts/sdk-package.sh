# Shared by the scripts that build or type-check generated SDKs (build-sdk.sh, build-rival-sdk.sh,
# compare-sdk-builds.sh, compare-clean-builds.sh, compare-generation.sh, compare-one-call-sizes.sh, corpus.sh,
# compile-fuzz.sh, same-output.sh); sourced, not run.

# Builds swift-openapi-generator 1.14.3's command line, release, in DIR (a package of its own, so that the rival's
# dependencies never enter this one), and sets `rival_generator` to its path. The log is DIR/build.log.
build_rival_tool() {
  local dir="$1"
  mkdir -p "$dir"
  cat >"$dir/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "RivalTool",
  dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")],
  targets: []
)
SWIFT
  (cd "$dir" && swift build -c release --product swift-openapi-generator >"$dir/build.log" 2>&1) || {
    tail -20 "$dir/build.log"; return 1; }
  rival_generator="$dir/.build/release/swift-openapi-generator"
}

# Type-checks a generated SDK: NAME's FILES against the modules in MODULES (the folder holding
# APIRuntime.swiftmodule). One frontend for the whole module (-wmo): per file, every job would load the imported
# modules and parse every other file again. The tests' typeCheck helper (GenerateCommandTests.swift) runs the same.
typecheck_sdk() {
  local modules="$1" name="$2"
  shift 2
  swiftc -typecheck -wmo -swift-version 6 -I "$modules" -module-name "$name" "$@"
}

# Writes DIR/Package.swift: a package named NAME depending on this checkout, with the targets given (Swift source,
# one per argument), where `runtime` names the APIRuntime product.
write_sdk_manifest() {
  local dir="$1" name="$2"
  shift 2
  {
    echo "// swift-tools-version: 6.0"
    echo "import PackageDescription"
    echo "let runtime: Target.Dependency = .product(name: \"APIRuntime\", package: \"$(basename "$root")\")"
    echo "let package = Package("
    echo "  name: \"$name\","
    echo "  dependencies: [.package(path: \"$root\")],"
    echo "  targets: ["
    printf '    %s,\n' "$@"
    echo "  ],"
    echo "  swiftLanguageModes: [.v6]"
    echo ")"
  } >"$dir/Package.swift"
}

# Builds TARGET in package DIR (extra `swift build` arguments after it) and prints "WALL CPU PEAK_MB": seconds of
# wall time, CPU seconds of all its processes, the largest process's peak memory. The log is DIR/build-TARGET.log.
timed_build() {
  local dir="$1" target="$2"
  shift 2
  local log="$dir/build-$target.log"
  /usr/bin/time -f "%e %U %S %M" -o "$dir/time.txt" bash -c 'cd "$0" && swift build --target "$1" "${@:2}"' \
    "$dir" "$target" "$@" >"$log" 2>&1 || { tail -30 "$log" >&2; return 1; }
  awk '{ printf "%.1f %.1f %.0f\n", $1, $2 + $3, $4 / 1024 }' "$dir/time.txt"
}

# Writes DIR/Package.swift for the rival's SDK: a package named NAME with one target TARGET on
# swift-openapi-runtime 1.13.4 (what swift-openapi-generator 1.14.3's code links), and DIR's config for its tool:
# types and client, public, as its documentation sets an SDK up.
write_rival_manifest() {
  local dir="$1" name="$2" target="$3"
  cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "$name",
  dependencies: [.package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4")],
  targets: [
    .target(name: "$target", dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")])
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
  printf 'generate:\n  - types\n  - client\naccessModifier: public\n' >"$dir/openapi-generator-config.yaml"
}

# Makes the next build of TARGET in package DIR a clean one, the build a user waits for (a fresh clone, CI, a changed
# spec): its object files, dependency records and module removed, the sources touched. Touching alone is not enough:
# with the objects kept, swift-frontend skips LLVM for every file whose IR hash matches its object file, and a
# touched rebuild measures a build the compiler half skips.
clean_target() {
  local dir="$1" target="$2" config="${3:-debug}" bin
  bin=$(cd "$dir" && swift build -c "$config" --show-bin-path)
  # The folder's output-file-map.json and source list stay: SwiftPM writes them when it plans, not on each build.
  [ -d "$bin/$target.build" ] && find "$bin/$target.build" -type f \( -name '*.o' -o -name '*.swiftdeps*' \
    -o -name '*.priors' -o -name '*.d' -o -name '*.dia' -o -name '*.swiftmodule' -o -name '*.swiftdoc' \
    -o -name '*.swiftsourceinfo' \) -delete
  rm -rf "$bin/Modules/$target".*
  find "$dir/Sources/$target" -name '*.swift' -exec touch {} +
}

# The median of the numbers on standard input, one per line (the lower middle one of an even count).
median() {
  sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# Writes OUT: SPEC with a paragraph added at the start of operation OPERATION's description (the edit a spec author
# makes most), keeping the file's format (YAML text edited in place; JSON parsed and written back whole). Fails when
# SPEC has no such operation with a description.
write_edited_spec() {
  python3 - "$1" "$2" "$3" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
if sys.argv[1].endswith(".json"):
    document = json.loads(text)
    operation = next(op for item in document["paths"].values() for op in item.values()
                     if isinstance(op, dict) and op.get("operationId") == sys.argv[3])
    operation["description"] = "An edited first paragraph.\n\n" + operation["description"]
    json.dump(document, open(sys.argv[2], "w"), indent=1)
    sys.exit(0)
marker = "operationId: " + sys.argv[3] + "\n"
at = text.index(marker)
# A plain scalar: the empty line is a line break.
description = text.rfind("description: ", 0, at) + len("description: ")
column = description - len("description: ") - text.rfind("\n", 0, description) - 1
# The operation's own description: a key of the same mapping, at the operationId's column, not an earlier one's.
between = text[description:at].split("\n")[1:]
assert column == at - text.rfind("\n", 0, at) - 1 and all(
    len(line) - len(line.lstrip()) >= column for line in between if line.strip()
), "the description before this operationId is not the operation's"
indent = " " * (column + 2)
open(sys.argv[2], "w").write(text[:description] + "An edited first paragraph.\n\n" + indent + text[description:])
PY
}

# The checksums of the Swift files in DIR, for `changed_files` to compare with later.
swift_checksums() {
  (cd "$1" && md5sum *.swift)
}

# The Swift files in DIR whose contents differ from CHECKSUMS (taken earlier by `swift_checksums DIR`), on one line;
# "none" when none does.
changed_files() {
  local changed
  changed=$(diff <(echo "$2") <(swift_checksums "$1") | { grep '^>' || true; } | awk '{ print $3 }' | tr '\n' ' ')
  echo "${changed:-none}"
}

# Prints one line per description of the public corpus (Tests/Fixtures/Corpus/sources.tsv): the module name its SDK
# gets (letters and digits of folder and file name), a tab, and its folder/file relative to the corpus.
corpus_descriptions() {
  local folder file
  while IFS=$'\t' read -r folder file _; do
    printf '%s\t%s\n' "$(echo "$folder$(basename "$file")" | tr -cd '[:alnum:]')" "$folder/$file"
  done < <(grep -v '^#' Tests/Fixtures/Corpus/sources.tsv)
}
