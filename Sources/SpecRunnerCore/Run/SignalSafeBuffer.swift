/// Plain values (C structures, pointers, numbers) in memory allocated once, for a signal handler to read.
///
/// A signal handler may take no lock and allocate nothing, so what it reads (the crash note, the pending standard
/// output, the rerun list, the report files to remove) is laid out beforehand in buffers of this type; the
/// writers publish how much of a buffer is valid through an `Atomic` of their own, written after the elements.
final class SignalSafeBuffer<Element>: @unchecked Sendable {
    // Unchecked: raw memory that a signal handler reads without a lock; what is valid is published atomically.
    /// The first element; the buffer never moves.
    let start: UnsafeMutablePointer<Element>
    /// How many elements the buffer holds.
    let count: Int

    /// `count` elements, each `value`.
    init(repeating value: Element, count: Int) {
        self.count = count
        start = .allocate(capacity: max(count, 1))
        start.initialize(repeating: value, count: count)
    }

    /// A buffer holding `elements`.
    init(_ elements: some Collection<Element>) {
        count = elements.count
        start = .allocate(capacity: max(count, 1))
        _ = UnsafeMutableBufferPointer(start: start, count: count).initialize(from: elements)
    }

    deinit {
        start.deinitialize(count: count)
        start.deallocate()
    }

    /// The element at `index` (`0..<count`).
    subscript(index: Int) -> Element {
        get { start[index] }
        set { start[index] = newValue }
    }
}
