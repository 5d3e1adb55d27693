import CafeteriaSpecs
import SpecRunnerCLI

SpecRunnerCommand.run(libraries: [CafeteriaSteps.library])
