import CucumberExpressions

/// The value of a `{bigdecimal}` parameter: a decimal number of any size and precision.
///
/// Named here so that a step library's `import SpecRunner` sees it (the type lives in `CucumberExpressions`).
public typealias BigDecimal = CucumberExpressions.BigDecimal
