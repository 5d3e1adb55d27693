// A runner with deliberately misbehaving steps, for the command-line tests (bad input, signals, crashes).
import SpecRunnerCLI

SpecRunnerCommand.run(
    libraries: [FixtureSteps.library, WorkerEndSteps.library, ParallelControlSteps.library]
        + [WorkerEndSteps.hooks, ParallelControlSteps.hooks].compactMap { $0 })
