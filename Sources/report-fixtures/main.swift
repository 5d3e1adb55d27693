// `spec-runner` with the report fixtures' step definitions: `swift run report-fixtures Tests/Fixtures/Reports …`
// writes every report over features with every status (Scripts/check-reports.sh validates them).
import ReportFixtures
import SpecRunnerCLI

SpecRunnerCommand.run(libraries: ReportFixtures.libraries)
