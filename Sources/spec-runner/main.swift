import SpecRunnerCLI
import StackMyArchitectureSpecs

SpecRunnerCommand.run(libraries: SpecLibraries.all)
