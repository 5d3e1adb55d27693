// `spec-runner` with the benchmark step library instead of the app's: same options, same runtime.
import SpecRunnerCLI

SpecRunnerCommand.run(libraries: [BenchmarkSteps.library])
