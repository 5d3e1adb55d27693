import Foundation
import SpecRunnerPluginTool

// The SpecRunnerPlugin build plugin's tool (`PluginTool`): kept apart from its library, which the tests import.
exit(PluginTool.run(Array(CommandLine.arguments.dropFirst())))
