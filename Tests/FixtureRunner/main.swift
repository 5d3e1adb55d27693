// A runner with deliberately misbehaving steps, for the command-line tests (bad input, signals, crashes).
import SpecRunnerCLI

SpecRunnerCommand.run(
    libraries: [FixtureSteps.library, WorkerEndSteps.library] + [WorkerEndSteps.hooks].compactMap { $0 })
