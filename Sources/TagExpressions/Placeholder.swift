// Placeholder until the TagExpressions target lands; replaced by its first real file.
