// Placeholder until the StackMyArchitecture target lands; replaced by its first real file.
