import CucumberExpressions

/// The value of a `{biginteger}` parameter: an integer of any size.
///
/// Named here so that a step library's `import SpecRunner` sees it (the type lives in `CucumberExpressions`).
public typealias BigInteger = CucumberExpressions.BigInteger
