import SpecRunner

/// The world of the samples whose steps keep no state.
@MainActor
final class SampleWorld: World {
    init() {}
}
