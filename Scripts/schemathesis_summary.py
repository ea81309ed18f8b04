"""Summarises a Schemathesis NDJSON report: failures by check code, with the operations and a sample message.

Prints one line per failure code (`ST103 Undocumented status code: 12 operations, 0 not allowed`) and up to
`--samples` operations with a message each; exits 1 when a failure is not allowed. `--allow CODE` allows a code
everywhere; `--allow ST103=no-client-error` allows undocumented statuses only for the operations of `--spec` that
document no client error the mock answers a bad query or body with (400, 403, 405, 406, 409, 415, 422, 428, 429,
4XX or `default`; a 404 answers only a bad path and a 401 no bad request): they have no documented answer to one.
"""

import argparse
import collections
import json
import sys

import yaml


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


# The documented statuses a bad query or body can be answered with (the mock's choice, MockProblems.swift's
# clientErrorStatus); an operation that documents only others (404, 410 Gone, say) has no documented answer to one.
REFUSALS = {"400", "403", "405", "406", "409", "415", "422", "428", "429", "4XX", "DEFAULT"}


def without_client_errors(spec_path):
    with open(spec_path) as file:
        spec = yaml.load(file, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    methods = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}
    operations = set()
    for path, item in (spec.get("paths") or {}).items():
        for method, operation in (item or {}).items():
            if method not in methods:
                continue
            keys = {str(key).upper() for key in (operation.get("responses") or {})}
            if not keys & REFUSALS:
                operations.add(f"{method.upper()} {path}")
    return operations


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--allow", action="append", default=[])
    parser.add_argument("--spec")
    arguments = parser.parse_args()
    allowed = {}
    for entry in arguments.allow:
        code, _, rule = entry.partition("=")
        allowed[code] = without_client_errors(arguments.spec) if rule == "no-client-error" else None
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
