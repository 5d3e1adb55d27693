// Placeholder until the CucumberExpressions target lands; replaced by its first real file.
