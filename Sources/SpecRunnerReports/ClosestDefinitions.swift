import CucumberMessages
import Gherkin
import SpecRunnerCore

/// The step definitions whose expressions read most like `text`: a reworded step is the usual reason a step
/// is undefined.
func closestDefinitions(to text: String, among definitions: [StepDefinitionMessage], limit: Int = 3)
    -> [StepDefinitionMessage]
{
    let scored = definitions.map { definition -> (StepDefinitionMessage, Double) in
        let source = definition.pattern.source
        let distance = Double(EditDistance.between(text.lowercased(), source.lowercased()))
        let length = Double(max(text.unicodeScalars.count, source.unicodeScalars.count, 1))
        return (definition, 1 - distance / length)
    }
    return scored.filter { $0.1 >= 0.6 }.sorted { $0.1 > $1.1 }.prefix(limit).map(\.0)
}
