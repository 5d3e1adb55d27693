import SpecRunnerCore

extension RunArguments {
    /// Applies `--keep-together` or `--run-hooks` to `configuration`, and no other `option` (a user never chooses
    /// to skip the run hooks: see ``RunHookPlacement/skipped``).
    static func parallelControl(
        _ option: String, _ value: String, _ catalog: MessageCatalog, into configuration: inout RunConfiguration
    ) throws(UsageError) {
        switch option {
        case "--keep-together": configuration.keepTogether = try choice(value, option, catalog)
        case "--run-hooks": configuration.runHooks = try choice(value, option, catalog, except: [.skipped])
        default: break
        }
    }

    /// The choice `value` names, or a usage error listing them (all but `excluded`).
    private static func choice<Choice: CaseIterable & RawRepresentable<String> & Equatable>(
        _ value: String, _ option: String, _ catalog: MessageCatalog, except excluded: [Choice] = []
    ) throws(UsageError) -> Choice {
        let choices = Choice.allCases.filter { !excluded.contains($0) }
        guard let chosen = choices.first(where: { $0.rawValue == value }) else {
            throw UsageError(
                message: catalog.text(.usageInvalid(option: option, value: value)),
                hint: catalog.text(.usageOneOfHint(choices: catalog.list(choices.map(\.rawValue)))))
        }
        return chosen
    }
}
