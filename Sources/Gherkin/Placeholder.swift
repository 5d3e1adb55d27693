// Placeholder until the Gherkin target lands; replaced by its first real file.
