/// What `spec-runner --help` prints.
enum HelpText {
    static let text = """
        spec-runner: runs Gherkin specifications against Swift step definitions.

        USAGE
          spec-runner [PATH[:LINE]…] [OPTIONS]     run features (default PATH: Features/)
          spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--tokens] FILE…
                                                   print the Cucumber Messages of feature files
          spec-runner steps [--json]               list the step definitions
          spec-runner lsp                          serve editors: a language server over stdin/stdout
          spec-runner merge FILE… [--format …] [--coverage-min PCT]
                                                   one run's reports and gate from its shards' messages
          spec-runner --i18n-languages             list the Gherkin languages
          spec-runner --i18n-keywords LANG         list a language's keywords, e.g. es
          spec-runner --help | --version

        SELECTING SCENARIOS
          PATH[:LINE]…          feature files or folders; LINE selects the scenario, example row,
                                examples table, rule or feature on that line
          @PATH                 the scenarios a rerun file lists (--format rerun:PATH wrote it);
                                an empty one runs nothing and succeeds
          -t, --tags EXPR       tag expression, e.g. "@catalog and not @wip" (repeat: all must hold)
          -n, --name REGEX      only scenarios whose name matches (repeat: any may match)
          --shard I/N           run slice I of N, for spreading a suite over CI machines
          --shard-timings FILE  balance the slices by an earlier run's JUnit or Messages durations

        RUNNING
          -d, --dry-run         match every step to its definition without running any code
          --watch               stay running: re-run each feature file saved under the paths
                                (Enter runs everything again, Ctrl-C quits)
          --fail-fast           stop after the first failing scenario
          --no-strict           undefined and pending steps don't fail the run
          --order ORDER         defined (default), reverse, random or random:SEED
          --retry N             run a failed scenario up to N more times; passing then is "flaky"
          -j, --jobs N          run scenarios in N worker processes (reports merged in serial
                                order; a step that crashes fails only its scenario)
          --timeout SECONDS     fail a step that runs longer (default 10; 0: no limit)
          --language LANG       dialect of files without a "# language:" line (default en;
                                the codes: --i18n-languages)

        REPORTING
          -f, --format NAME[:PATH]
                                PATH writes a file instead of standard output; repeat for
                                several reports (only one may use standard output):
                                  pretty    scenarios and steps as they finish (default)
                                  progress  one character per step, then failures and summary
                                  summary   counts, coverage per feature/rule/tag, snippets
                                  junit     JUnit XML for CI test reports
                                  json      Cucumber JSON for report tools
                                  message   Cucumber Messages (NDJSON)
                                  html      one self-contained page for people
                                  rerun     path:line of failed scenarios; run them with @PATH
                                  usage     step definitions by use and time
          --coverage-min PCT    fail when fewer than PCT% of the scenarios are bound (every
                                step matches one definition, none pending); says which and why
          --history FILE        html: keep the last 30 runs' results in FILE and show each
                                scenario's recent results, unstable ones and the trend
          --attachments-dir DIR html: write attachments over 64 KiB into DIR (default: a
                                folder named after the report, beside it)
          --no-color            plain output (also: NO_COLOR, or output that is not a terminal)

        EXIT STATUS
          0  every scenario passed and the coverage gate held
          1  a scenario failed, or coverage fell below --coverage-min
          2  usage error, unreadable path, parse error or invalid step definitions
          130, 143  stopped by SIGINT or SIGTERM (every report is still written; a second
             signal quits at once)

        """
}
