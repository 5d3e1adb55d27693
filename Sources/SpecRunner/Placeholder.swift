// Placeholder until the SpecRunner target lands; replaced by its first real file.
