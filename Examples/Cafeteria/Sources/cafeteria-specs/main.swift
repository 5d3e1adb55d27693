import CafeteriaSpecs
import SpecRunnerCLI

await SpecRunnerCommand.run(libraries: [CafeteriaSteps.library])
