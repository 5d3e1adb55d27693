#!/usr/bin/env python3
"""Validates a Cucumber Messages NDJSON stream: every envelope against the messages JSON schema, and the order
the protocol requires (meta first, definitions before the run, every step inside its test case, references to
things already announced, testRunFinished last).

usage: validate_messages.py MESSAGES_SCHEMA_JSON STREAM.ndjson
"""
import json
import sys

import jsonschema


def fail(problems):
    for problem in problems[:40]:
        print(problem, file=sys.stderr)
    if len(problems) > 40:
        print(f"... and {len(problems) - 40} more", file=sys.stderr)
    sys.exit(1)


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    problems = []
    envelopes = []
    with open(sys.argv[2], encoding="utf-8") as stream:
        for number, line in enumerate(stream, 1):
            try:
                envelope = json.loads(line)
            except json.JSONDecodeError as error:
                problems.append(f"line {number}: not JSON: {error}")
                continue
            for error in validator.iter_errors(envelope):
                path = "/".join(str(part) for part in error.absolute_path)
                problems.append(f"line {number}: {path}: {error.message[:300]}")
            envelopes.append((number, envelope))
    if problems:
        fail(problems)
    if not envelopes:
        fail(["the stream is empty"])

    pickles, pickle_steps, definitions, hooks = set(), set(), set(), set()
    test_cases, test_steps_of = set(), {}
    started_cases, open_cases, open_steps, finished_cases = {}, set(), {}, set()
    run_started = run_finished = False
    first_kind = list(envelopes[0][1])[0]
    last_kind = list(envelopes[-1][1])[0]
    if first_kind != "meta":
        problems.append(f"the first envelope is {first_kind}, not meta")
    if last_kind != "testRunFinished":
        problems.append(f"the last envelope is {last_kind}, not testRunFinished")
    for number, envelope in envelopes:
        kind, message = next(iter(envelope.items()))
        where = f"line {number} ({kind})"
        if run_finished:
            problems.append(f"{where}: after testRunFinished")
        if kind == "pickle":
            pickles.add(message["id"])
            pickle_steps.update(step["id"] for step in message["steps"])
        elif kind in ("stepDefinition", "hook", "parameterType"):
            if run_started:
                problems.append(f"{where}: support code announced after testRunStarted")
            (definitions if kind == "stepDefinition" else hooks).add(message["id"])
        elif kind == "testRunStarted":
            run_started = True
        elif kind == "testCase":
            if not run_started:
                problems.append(f"{where}: before testRunStarted")
            if message["pickleId"] not in pickles:
                problems.append(f"{where}: unknown pickle {message['pickleId']}")
            test_cases.add(message["id"])
            test_steps_of[message["id"]] = {step["id"] for step in message["testSteps"]}
            for step in message["testSteps"]:
                for definition in step.get("stepDefinitionIds", []):
                    if definition not in definitions:
                        problems.append(f"{where}: unknown step definition {definition}")
                if "hookId" in step and step["hookId"] not in hooks:
                    problems.append(f"{where}: unknown hook {step['hookId']}")
        elif kind == "testCaseStarted":
            if message["testCaseId"] not in test_cases:
                problems.append(f"{where}: unknown test case {message['testCaseId']}")
            started_cases[message["id"]] = message["testCaseId"]
            open_cases.add(message["id"])
        elif kind == "testStepStarted":
            case = message["testCaseStartedId"]
            if case not in open_cases:
                problems.append(f"{where}: its test case is not running")
            elif message["testStepId"] not in test_steps_of.get(started_cases[case], set()):
                problems.append(f"{where}: step {message['testStepId']} is not a step of its test case")
            open_steps[case] = message["testStepId"]
        elif kind == "testStepFinished":
            case = message["testCaseStartedId"]
            if open_steps.get(case) != message["testStepId"]:
                problems.append(f"{where}: finishes a step that did not start")
            open_steps.pop(case, None)
        elif kind == "attachment":
            case = message.get("testCaseStartedId")
            if case is not None and open_steps.get(case) != message.get("testStepId"):
                problems.append(f"{where}: not attached to a running step")
        elif kind == "suggestion":
            if message["pickleStepId"] not in pickle_steps:
                problems.append(f"{where}: unknown pickle step {message['pickleStepId']}")
        elif kind == "testCaseFinished":
            case = message["testCaseStartedId"]
            if case not in open_cases:
                problems.append(f"{where}: finishes a test case that is not running")
            if case in open_steps:
                problems.append(f"{where}: a step of it is still running")
            open_cases.discard(case)
            finished_cases.add(case)
        elif kind == "testRunFinished":
            if open_cases:
                problems.append(f"{where}: test cases still running: {sorted(open_cases)}")
            run_finished = True
    if problems:
        fail(problems)
    print(f"{sys.argv[2]}: {len(envelopes)} envelopes valid, in protocol order")


if __name__ == "__main__":
    main()
