import Foundation
import SpecRunnerCLI

let status = await SpecRunnerCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: .standardStreams()
)
exit(status)
