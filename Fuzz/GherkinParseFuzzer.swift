// libFuzzer target for the Gherkin parser alone: build and run it with `Fuzz/run.sh gherkin-parse` (see
// Fuzz/README.md).
//
// The `gherkin` target checks deep properties of every input, which makes it slow (hundreds of executions a
// second under AddressSanitizer). This one only parses, as plain Gherkin and as Markdown, so that it reaches
// millions of executions: crashes, hangs, out-of-memory and memory errors in the parser are what it looks for.
import Foundation

/// The libFuzzer entry point: parses one input both ways; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func gherkinParseFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for (uri, mediaType) in [("fuzz.feature", Source.MediaType.gherkinPlain), ("fuzz.feature.md", .gherkinMarkdown)] {
        _ = try? GherkinParser().parse(bytes, uri: uri, mediaType: mediaType, ids: IncrementingIdGenerator())
    }
    return 0
}
