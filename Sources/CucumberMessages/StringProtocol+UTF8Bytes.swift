extension StringProtocol {
    /// Calls `body` with the text's UTF-8: in place when the text is stored contiguously, else (a short string
    /// kept inline, a bridged one) through a native copy, which for a short string stays on the stack.
    ///
    /// Messages and reports read text this way because iterating a string's UTF-8 view byte by byte costs many times more.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(self)
        return try copy.withUTF8(body)
    }
}
