#!/usr/bin/env bash
# Where the debug build of a generated SDK spends its time: run Scripts/build-sdk.sh first (it generates the SDK
# into .build-sdk/MODULE and builds it once), then this recompiles the module with the same driver command SwiftPM
# uses, adding -stats-output-dir and -debug-time-function-bodies, and prints per frontend job (the module's
# emit-module job and each batch of files) the wall time of each compiler phase, the number of SIL functions,
# and the function bodies that took longest to type-check. Not part of CI.
# Usage: Scripts/sdk-build-profile.sh [MODULE]   (default: GitHubFull)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
module="${1:-GitHubFull}"
work="$root/.build-sdk/$module"
[ -d "$work/Sources/$module" ] || { echo "no $work: run Scripts/build-sdk.sh first" >&2; exit 1; }
cd "$work"
# The driver command SwiftPM runs for the module, as `swift build -v` prints it (one file touched, so that it
# runs the compiler at all).
touch "Sources/$module/Client.swift"
swift build --target "$module" -v >"$work/build-verbose.log" 2>&1
command=$(grep -m1 -- "swiftc -module-name $module " "$work/build-verbose.log" || true)
[ -n "$command" ] || { echo "could not find the module's swiftc command" >&2; exit 1; }
command=${command/ -v / }
command=${command//-incremental /}
command=${command/ -parseable-output / }
stats="$work/build-stats"
rm -rf "$stats" && mkdir -p "$stats"
start=$(date +%s.%N)
# Without -disable-incremental-llvm-codegen the frontend skips LLVM for each file whose IR matches its object file,
# and the profile would be of a build the compiler half skips, not of the clean build users wait for.
eval "$command -stats-output-dir '$stats' -Xfrontend -debug-time-function-bodies -Xfrontend -disable-incremental-llvm-codegen" >"$work/function-bodies.txt" 2>&1
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" 'BEGIN { printf "module_build_s: %.1f (compiler only, two cores)\n", e - s }'
python3 - "$stats" "$work/function-bodies.txt" "$module" <<'PY'
import collections, glob, json, re, sys
stats, bodies, module = sys.argv[1:4]
phases = ["Type checking and Semantic analysis", "SILGen", "SIL optimization", "IRGen", "Serialization, swiftmodule"]
print("| job | whole job | " + " | ".join(phases) + " | the rest (in a batch: LLVM) | SIL functions |")
print("| --- |" + " ---: |" * (len(phases) + 3))
for path in sorted(glob.glob(stats + "/*.json")):
    data = json.load(open(path))
    job = path.split("-" + module + "-")[1].split("-x86_64")[0].split("-aarch64")[0]
    job = "emit-module" if job.startswith("all") else "batch from " + job
    seconds = [data.get("time.swift.%s.wall" % phase, 0) for phase in phases]
    whole = next((value for key, value in data.items() if key.startswith("time.swift-frontend.")), 0)
    cells = ["%.1f s" % value for value in [whole] + seconds + [max(0, whole - sum(seconds))]]
    print("| %s | %s | %d |" % (job, " | ".join(cells), data.get("SILModule.NumSILGenFunctions", 0)))
by_kind, counts, longest = collections.Counter(), collections.Counter(), []
for line in open(bodies, errors="replace"):
    match = re.match(r"([0-9.]+)ms\t[^\t]*/([^/:]+):(\d+):\d+\t(\S+) (.*)", line)
    if not match:
        continue
    ms = float(match.group(1))
    by_kind[match.group(4)] += ms
    counts[match.group(4)] += 1
    longest.append((ms, match.group(2), match.group(3), match.group(5).split("@")[0]))
print("function bodies type-checked: %.1f s in all" % (sum(by_kind.values()) / 1000))
for kind, ms in by_kind.most_common(6):
    print("  %-12s %6.2f s  %6d bodies" % (kind, ms / 1000, counts[kind]))
print("longest bodies:")
for ms, name, line, what in sorted(longest, reverse=True)[:10]:
    print("  %6.1f ms  %s:%s  %s" % (ms, name, line, what))
PY
