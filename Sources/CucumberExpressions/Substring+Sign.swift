extension Substring {
    /// Drops a leading `-` or `+` (the sign of a number's text), and says whether it was `-`.
    mutating func dropSign() -> Bool {
        guard let sign = first, sign == "-" || sign == "+" else { return false }
        removeFirst()
        return sign == "-"
    }
}
