"""Summarises a Schemathesis NDJSON report: failures by check code, with the operations and a sample message.

Prints one line per failure code (`ST103 Undocumented status code: 12 operations, 0 not allowed`) and up to
`--samples` operations with a message each; exits 1 when a failure is not allowed. `--allow CODE` allows a code
everywhere. A rule after the code allows only some failures of it:
- `ST103=no-client-error`: undocumented statuses, only for the operations that document no client error the mock
  can answer a bad query or body with: they have no documented answer to one. Which those are is the mock's own
  rule, read from what `apigen mock SPEC --print-refusals` printed into the `--refusals` file ("METHOD PATH
  STATUS", STATUS `problem+json` where the mock answers with its own 400).
- `ST105=head-limit`: a problem+json answer only where the request's line and headers were longer than the mock
  reads (`urn:apigen:mock:unreadable-request`, before any operation is known; every HTTP server has such a limit).
- `ST202=lossy-form`: a valid request refused only where every problem the mock names is in a property whose data Schemathesis generated cannot go over the wire
  as it was generated: a form body or query value holding an array of objects or arrays (Schemathesis writes an
  object member's keys as the array's values), an object nested in an object (beyond the one level `deepObject`
  defines; Schemathesis drops or flattens the rest), an object key with a bracket in it (`metadata[a]b]` has no
  one reading), or an empty array or object (a form has no way to send one, so the property arrives missing).
"""

import argparse
import base64
import collections
import json
import re
import sys


def failures(path):
    """Each failure with the case it was found in and the answer to it."""
    with open(path) as report:
        for line in report:
            event = json.loads(line)
            finished = event.get("ScenarioFinished")
            if not finished:
                continue
            recorder = finished.get("recorder", {})
            for case_id, checks in recorder.get("checks", {}).items():
                for check in checks:
                    info = check.get("failure_info")
                    if check.get("status") == "failure" and info:
                        case = recorder.get("cases", {}).get(case_id, {}).get("value", {})
                        answer = (recorder.get("interactions", {}).get(case_id) or {}).get("response") or {}
                        yield info["failure"], case, answer


def without_client_errors(refusals_path):
    operations = set()
    with open(refusals_path) as refusals:
        for line in refusals:
            operation, _, status = line.strip().rpartition(" ")
            if status == "problem+json":
                operations.add(operation)
    return operations


def answer_body(answer):
    content = answer.get("content") or answer.get("body")
    if isinstance(content, dict) and "$base64" in content:
        return base64.b64decode(content["$base64"])
    return (content or "").encode() if isinstance(content, str) else b""


def over_head_limit(answer):
    try:
        return json.loads(answer_body(answer)).get("type") == "urn:apigen:mock:unreadable-request"
    except (ValueError, AttributeError):
        return False


def lossy(value, depth):
    """Whether a property's value (at `depth` 0) loses something in a form or a deepObject query."""
    if isinstance(value, list):
        return not value or any(isinstance(item, (list, dict)) or lossy(item, depth + 1) for item in value)
    if isinstance(value, dict):
        brackets = any("[" in key or "]" in key for key in value)
        return not value or depth >= 1 or brackets or any(lossy(item, depth + 1) for item in value.values())
    return False


# One problem in the mock's `APIGen-Mock-Problem` header: "body /tiers/0: expected object, ... (spec:1:2)",
# "body: missing required property 'permissions' (...)", "query customer_details/tax_ids: ...".
PROBLEM = re.compile(r"(body|query)(?: (/?[^:]*))?: (.*?) \([^()]*:\d+:\d+\)")


def problem_properties(answer):
    """The body or query property each problem the mock reported is about, or None for one about no property."""
    headers = {name.lower(): value for name, value in (answer.get("headers") or {}).items()}
    text = (headers.get("apigen-mock-problem") or [""])[0]
    places = []
    for location, pointer, message in PROBLEM.findall(text.partition("): ")[2]):
        if pointer:
            name = pointer.lstrip("/").split("/")[0].split("[")[0]
        else:
            named = re.search(r"property '([^'\[]*)", message)
            name = named.group(1) if named else None
        places.append((location, name, message))
    return places


def lossy_form(case, answer):
    """Whether every problem the mock found is in a property whose generated value a form cannot carry, or is a
    required body that arrived empty because every generated value in it was an empty array or object."""
    body = case.get("body") if "form-urlencoded" in (case.get("media_type") or "") else None
    sources = {"body": body if isinstance(body, dict) else {}, "query": case.get("query") or {}}

    def explained(location, name, message):
        fields = sources[location]
        if name is None:
            required = location == "body" and message.startswith("the request body is required")
            return required and bool(fields) and all(value in ([], {}) for value in fields.values())
        # Keys as generated (`customer_details`) or as Schemathesis already spread them (`customer_details[tax_ids]`).
        spread = [(key, value) for key, value in fields.items() if key.split("[")[0] == name]
        return any(lossy(value, 0 if key == name else 1) for key, value in spread)

    places = problem_properties(answer)
    return bool(places) and all(explained(*place) for place in places)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--allow", action="append", default=[])
    parser.add_argument("--refusals")
    arguments = parser.parse_args()
    rules = {}
    for entry in arguments.allow:
        code, _, rule = entry.partition("=")
        if rule == "no-client-error":
            operations = without_client_errors(arguments.refusals)
            rules[code] = lambda failure, case, answer, operations=operations: failure["operation"] in operations
        elif rule == "head-limit":
            rules[code] = lambda failure, case, answer: over_head_limit(answer)
        elif rule == "lossy-form":
            rules[code] = lambda failure, case, answer: lossy_form(case, answer)
        elif rule:
            parser.error(f"unknown rule {rule!r} for {code}")
        else:
            rules[code] = lambda failure, case, answer: True
    by_code = collections.defaultdict(collections.OrderedDict)
    outside_by_code = collections.defaultdict(set)
    titles = {}
    for failure, case, answer in failures(arguments.report):
        code = failure["code"]
        titles[code] = failure["title"]
        by_code[code].setdefault(failure["operation"], failure["message"])
        rule = rules.get(code)
        if rule is None or not rule(failure, case, answer):
            outside_by_code[code].add(failure["operation"])
    unexpected = 0
    for code in sorted(by_code):
        operations = by_code[code]
        outside = [operation for operation in operations if operation in outside_by_code[code]]
        unexpected += len(outside)
        print(f"{code} {titles[code]}: {len(operations)} operations, {len(outside)} not allowed")
        for operation in (outside or list(operations))[: arguments.samples]:
            message = " ".join(operations[operation].split())[:300]
            print(f"    {operation}: {message}")
    print(f"schemathesis: {unexpected} failing operations outside what is allowed")
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
