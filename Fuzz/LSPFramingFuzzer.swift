// libFuzzer target for the language server's framing (`MessageFraming`): build and run it with
// `Fuzz/run.sh lsp-framing` (see Fuzz/README.md).
//
// The input is the bytes a client sends. Besides crashes, overflows and memory errors, it checks that the frames do
// not depend on how the bytes arrive, that no body is longer than the maximum, and that after any input that ends
// between messages, a correct message is read whole: the framing always recovers.

/// The frames of `bytes`, appended `chunk` bytes at a time.
func frames(of bytes: [UInt8], chunk: Int) -> (frames: [MessageFraming.Frame], framing: MessageFraming) {
    var framing = MessageFraming()
    var frames: [MessageFraming.Frame] = []
    var offset = 0
    repeat {
        let end = min(offset + chunk, bytes.count)
        framing.append(bytes[offset..<end])
        offset = end
        while let frame = framing.next() { frames.append(frame) }
    } while offset < bytes.count
    return (frames, framing)
}

/// The libFuzzer entry point: traps when a property does not hold; always returns 0 otherwise.
@_cdecl("LLVMFuzzerTestOneInput")
public func lspFramingFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (whole, framing) = frames(of: bytes, chunk: max(bytes.count, 1))
    // Chunk sizes from the input itself, so that libFuzzer explores where reads end.
    for chunk in [1, 2, Int(bytes.first ?? 0) + 1, Int(bytes.last ?? 0) % 17 + 3] {
        precondition(frames(of: bytes, chunk: chunk).frames == whole, "frames depend on chunks of \(chunk)")
    }
    for case .body(let body) in whole {
        precondition(body.count <= MessageFraming.maximumBodyLength, "a body longer than the maximum")
    }
    if framing.isBetweenMessages {
        let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8)
        var next = framing
        next.append(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        var last: MessageFraming.Frame?
        while let frame = next.next() { last = frame }
        precondition(last == .body(body), "a correct message after the input was not read whole")
    }
    return 0
}
