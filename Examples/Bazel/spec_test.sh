#!/bin/sh
# One shard of the specification under `bazel test` (see BUILD.bazel). spec-runner reads Bazel's sharding and
# JUnit variables itself; the Messages go to the shard's undeclared outputs, for `spec-runner merge`.
# The features are read from the test's runfiles (`data`), or from SPEC_ROOT when the project is handed in from
# outside; either way by a relative path, so that no report shows where the project sits on the machine.
set -eu
cd "${SPEC_ROOT:-.}"
exec "$SPEC_RUNNER" "${FEATURES:-Features}" --format progress \
    --format "message:${TEST_UNDECLARED_OUTPUTS_DIR}/messages.ndjson"
