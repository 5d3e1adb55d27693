import SpecRunnerCLI
import StackMyArchitectureSpecs

await SpecRunnerCommand.run(libraries: SpecLibraries.all)
