// The expressions conformance harness; see ../shared/tools/expressions-conformance.py -h.
print("{\"error\": \"not built yet\"}")
