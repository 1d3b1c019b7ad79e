#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Validates recorded simulator responses against the Cloud OpenAPI document.

Usage: validate_responses.py <openapi.json> <recording.jsonl>
Each line of the recording: {"method", "route" (OpenAPI path template), "status", "content_type", "body"}.
JSON bodies of documented statuses are validated against the declared schema (422 against
HTTPValidationError); error bodies of undocumented statuses must have one of the four error shapes
of v1-api.md §1.6. Prints one line per failure; exit status 1 when anything failed.
"""
import json
import sys

import jsonschema


def main():
    spec = json.load(open(sys.argv[1]))
    components = spec["components"]
    failures = 0
    checked = 0
    for line_no, line in enumerate(open(sys.argv[2]), 1):
        rec = json.loads(line)
        method = rec["method"].lower()
        route = rec["route"]
        status = str(rec["status"])
        where = f"{rec['method']} {route} -> {status} (line {line_no})"
        op = spec["paths"].get(route, {}).get(method)
        if op is None:
            print(f"FAIL {where}: route not in the OpenAPI document")
            failures += 1
            continue
        ctype = rec.get("content_type", "")
        if not ctype.startswith("application/json"):
            if status == "200" and route.endswith("/download") and ctype == "application/zip":
                checked += 1
                continue
            if status.startswith("5"):
                checked += 1
                continue
            print(f"FAIL {where}: content type {ctype}")
            failures += 1
            continue
        try:
            body = json.loads(rec["body"])
        except ValueError as e:
            print(f"FAIL {where}: body is not JSON: {e}")
            failures += 1
            continue
        resp = op.get("responses", {}).get(status)
        schema = None
        if resp is not None:
            schema = resp.get("content", {}).get("application/json", {}).get("schema")
        if schema is None or schema == {}:
            if status.startswith("2"):
                checked += 1  # undocumented shape (skills/hooks/git/file): checked by the Qt test
                continue
            ok = isinstance(body, dict) and (
                ("detail" in body and isinstance(body["detail"], (str, list, dict))) or
                ("error" in body and isinstance(body["error"], str)))
            if not ok:
                print(f"FAIL {where}: not an error body: {rec['body'][:200]}")
                failures += 1
            checked += 1
            continue
        wrapper = dict(schema)
        wrapper["components"] = components
        try:
            jsonschema.validate(body, wrapper, cls=jsonschema.Draft202012Validator)
        except jsonschema.ValidationError as e:
            path = "/".join(str(p) for p in e.absolute_path)
            print(f"FAIL {where}: at {path}: {e.message[:300]}")
            failures += 1
        checked += 1
    print(f"checked {checked} responses, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
