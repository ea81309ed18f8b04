#!/usr/bin/env python3
"""Lists hand-written Swift functions and initializers longer than a limit (default 60 lines), longest first:
`python3 Scripts/long-functions.py [limit] [paths...]`. A comment containing `long-function:` in the three lines
above one says why it stays long; it is listed as justified. Exits 1 when one is long without a reason."""
import os
import re
import sys

DECLARATION = re.compile(r"^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|private|fileprivate|static|mutating|"
                         r"override|final|nonisolated|isolated|@inlinable|@usableFromInline|@discardableResult)\s+)*"
                         r"(func\s+[^\s(<]+|init[?!]?|deinit|subscript)\s*[(<{]")


def body_length(lines, start):
    depth = 0
    opened = False
    in_string = False
    for index in range(start, len(lines)):
        line = re.sub(r'"(?:\\.|[^"\\])*"', '""', lines[index].split("//")[0] if '"' not in lines[index] else lines[index])
        if '"""' in lines[index]:
            in_string = not in_string
            continue
        if in_string:
            continue
        for char in line:
            if char == "{":
                depth += 1
                opened = True
            elif char == "}":
                depth -= 1
                if opened and depth == 0:
                    return index - start + 1
    return 0


def main():
    args = sys.argv[1:]
    limit = int(args.pop(0)) if args and args[0].isdigit() else 60
    roots = args or ["Sources", "Plugins", "Tests", "IntegrationTests", "Examples"]
    found = []
    for root in roots:
        for folder, _, files in os.walk(root):
            # FromSwiftOpenAPIGenerator holds that project's examples, materialized from its own release.
            if "/Generated" in folder or "/.build" in folder or "FromSwiftOpenAPIGenerator" in folder:
                continue
            for name in files:
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                lines = open(path, encoding="utf-8").read().split("\n")
                for index, line in enumerate(lines):
                    match = DECLARATION.match(line)
                    if not match:
                        continue
                    length = body_length(lines, index)
                    if length > limit:
                        reason = next((l.split("long-function:", 1)[1].strip() for l in lines[max(0, index - 3):index]
                                       if "long-function:" in l), None)
                        found.append((length, path, index + 1, match.group(1), reason))
    for length, path, line, name, reason in sorted(found, reverse=True):
        print(f"{length:4d}  {path}:{line}  {name}" + (f"  (justified: {reason})" if reason else ""))
    unjustified = [item for item in found if not item[4]]
    print(f"{len(found)} over {limit} lines, {len(unjustified)} without a reason beside them")
    return 1 if unjustified else 0


sys.exit(main())
