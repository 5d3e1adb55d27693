#!/usr/bin/env bash
# A real `bazel test` of the specification in 3 shards (Examples/Bazel), then `spec-runner merge` of the shards'
# messages into one HTML report and one coverage gate. Offline: Debian's bazel-bootstrap (Bazel 4) wants three
# helper repositories from the network even for an sh_test (rules_cc, rules_java, remote_coverage_tools); local
# stand-ins that forward to Bazel's native rules are given with --override_repository.
#
#     Scripts/bazel-shards.sh [RUNNER]      # RUNNER: a built spec-runner (default .build/release/spec-runner)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RUNNER=$(realpath "${1:-.build/release/spec-runner}")
command -v bazel >/dev/null || {
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bazel-bootstrap >/dev/null
}
WORK=$(mktemp -d)
BAZEL=(bazel --output_user_root="$WORK/root")
trap '"${BAZEL[@]}" shutdown >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT

stub() { mkdir -p "$WORK/$1/$2" && touch "$WORK/$1/WORKSPACE" && printf '%s\n' "$3" > "$WORK/$1/$2/BUILD"; }
stub rules_cc cc 'package(default_visibility = ["//visibility:public"])
alias(name = "toolchain_type", actual = "@bazel_tools//tools/cpp:toolchain_type")'
printf '%s = native.%s\n' cc_binary cc_binary cc_library cc_library cc_test cc_test cc_import cc_import \
    cc_proto_library cc_proto_library cc_toolchain cc_toolchain cc_toolchain_suite cc_toolchain_suite \
    fdo_prefetch_hints fdo_prefetch_hints fdo_profile fdo_profile objc_library objc_library \
    objc_import objc_import > "$WORK/rules_cc/cc/defs.bzl"
stub rules_java java 'package(default_visibility = ["//visibility:public"])'
printf '%s = native.%s\n' java_binary java_binary java_import java_import java_library java_library \
    java_lite_proto_library java_lite_proto_library java_proto_library java_proto_library java_test java_test \
    java_package_configuration java_package_configuration java_plugin java_plugin java_runtime java_runtime \
    java_toolchain java_toolchain > "$WORK/rules_java/java/defs.bzl"
mkdir -p "$WORK/coverage" && touch "$WORK/coverage/WORKSPACE"
printf '%s\n' 'package(default_visibility = ["//visibility:public"])' \
    'filegroup(name = "coverage_report_generator", srcs = [])' 'filegroup(name = "lcov_merger", srcs = [])' \
    > "$WORK/coverage/BUILD"

# The example workspace, with the specification as its data.
mkdir -p "$WORK/ws" && touch "$WORK/ws/WORKSPACE"
cp Examples/Bazel/BUILD.bazel Examples/Bazel/spec_test.sh "$WORK/ws/"
cp -r Features "$WORK/ws/Features"

status=0
(cd "$WORK/ws" && "${BAZEL[@]}" test //:spec --test_env=SPEC_RUNNER="$RUNNER" --test_output=errors \
    --override_repository=rules_cc="$WORK/rules_cc" --override_repository=rules_java="$WORK/rules_java" \
    --override_repository=remote_coverage_tools="$WORK/coverage" 2>&1 | grep -E "PASSED|FAILED|Executed" ) \
    || status=$?
logs=$(cd "$WORK/ws" && "${BAZEL[@]}" info bazel-testlogs 2>/dev/null)/spec
shards=()
for index in 1 2 3; do
    shard="$logs/shard_${index}_of_3"
    [ -s "$shard/test.xml" ] || { echo "shard $index wrote no JUnit XML to XML_OUTPUT_FILE" >&2; exit 1; }
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract("messages.ndjson", sys.argv[2])' \
        "$shard/test.outputs/outputs.zip" "$WORK/shard-$index"
    shards+=("$WORK/shard-$index/messages.ndjson")
done
mkdir -p reports
# The merge gates the union: no shard alone can.
"$RUNNER" merge "${shards[@]}" --coverage-min 100 --format progress --format html:reports/bazel-merged.html
exit "$status"
