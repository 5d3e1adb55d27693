// Placeholder until the StackMyArchitectureSpecs target lands; replaced by its first real file.
