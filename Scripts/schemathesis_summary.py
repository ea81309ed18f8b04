"""Summarises a Schemathesis NDJSON report: failures by check code, with the operations and a sample message.

Prints one line per failure code (`ST103 Undocumented status code: 12 operations, 0 not allowed`) and up to
`--samples` operations with a message each; exits 1 when a failure is not allowed. `--allow CODE` allows a code
everywhere; `--allow ST103=no-client-error` allows undocumented statuses only for the operations that document no
client error the mock can answer a bad query or body with: they have no documented answer to one. Which those are
is the mock's own rule, read from what `apigen mock SPEC --print-refusals` printed into the `--refusals` file
("METHOD PATH STATUS", STATUS `problem+json` where the mock answers with its own 400).
"""

import argparse
import collections
import json
import sys


def failures(path):
    with open(path) as report:
        for line in report:
            event = json.loads(line)
            finished = event.get("ScenarioFinished")
            if not finished:
                continue
            for checks in finished.get("recorder", {}).get("checks", {}).values():
                for check in checks:
                    info = check.get("failure_info")
                    if check.get("status") == "failure" and info:
                        yield info["failure"]


def without_client_errors(refusals_path):
    operations = set()
    with open(refusals_path) as refusals:
        for line in refusals:
            operation, _, status = line.strip().rpartition(" ")
            if status == "problem+json":
                operations.add(operation)
    return operations


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--allow", action="append", default=[])
    parser.add_argument("--refusals")
    arguments = parser.parse_args()
    allowed = {}
    for entry in arguments.allow:
        code, _, rule = entry.partition("=")
        allowed[code] = without_client_errors(arguments.refusals) if rule == "no-client-error" else None
    by_code = collections.defaultdict(lambda: collections.OrderedDict())
    titles = {}
    for failure in failures(arguments.report):
        titles[failure["code"]] = failure["title"]
        by_code[failure["code"]].setdefault(failure["operation"], failure["message"])
    unexpected = 0
    for code in sorted(by_code):
        operations = by_code[code]
        permitted = allowed.get(code, set()) if code in allowed else set()
        if code in allowed and allowed[code] is None:
            permitted = set(operations)
        outside = [operation for operation in operations if operation not in permitted]
        unexpected += len(outside)
        print(f"{code} {titles[code]}: {len(operations)} operations, {len(outside)} not allowed")
        for operation in (outside or list(operations))[: arguments.samples]:
            message = " ".join(operations[operation].split())[:300]
            print(f"    {operation}: {message}")
    print(f"schemathesis: {unexpected} failing operations outside what is allowed")
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
