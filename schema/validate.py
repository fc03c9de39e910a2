#!/usr/bin/env python3
"""Validates dumps against schema/dump-v1.schema.json, so the schema and the reader agree.

    schema/validate.py FILE_OR_DIR...     (directories: every *.json below them that is a dump)

Tests/Fixtures/Regressions is left out of directories: it holds inputs damaged on purpose (what the
fuzzers found), which the reader must refuse.

A JSON file whose top-level "format" is not "draft-inspect-dump" is skipped (say a tags file).
Prints one line per failure and a closing 'N passed, M failed' line; exits 1 on any failure.
Needs Python's `jsonschema` (pip install jsonschema).
"""
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("schema/validate.py: the Python package 'jsonschema' is missing: pip install jsonschema")

HERE = os.path.dirname(os.path.abspath(__file__))


def files(arguments):
    for argument in arguments:
        if os.path.isdir(argument):
            for folder, _, names in sorted(os.walk(argument)):
                if "Regressions" in folder.split(os.sep):
                    continue
                for name in sorted(names):
                    if name.endswith(".json"):
                        yield os.path.join(folder, name)
        else:
            yield argument


def main():
    with open(os.path.join(HERE, "dump-v1.schema.json")) as handle:
        schema = json.load(handle)
    validator = jsonschema.Draft202012Validator(schema)
    passed = failed = 0
    for path in files(sys.argv[1:]):
        with open(path, encoding="utf-8") as handle:
            try:
                dump = json.load(handle)
            except ValueError as error:
                print(f"FAIL {path}: not JSON: {error}")
                failed += 1
                continue
        if not isinstance(dump, dict) or dump.get("format") != "draft-inspect-dump":
            continue
        errors = sorted(validator.iter_errors(dump), key=lambda e: list(e.path))
        if errors:
            failed += 1
            for error in errors[:10]:
                where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.path).lstrip(".") or "$"
                print(f"FAIL {path}: {where}: {error.message}")
        else:
            passed += 1
    print(f"schema: {passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()
