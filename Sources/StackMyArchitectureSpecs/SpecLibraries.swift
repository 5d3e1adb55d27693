import SpecRunner

/// The step libraries that bind `Features/` to the app, in registration order.
public enum SpecLibraries {
    /// Every library; `spec-runner` and the `swift test` suite run the specification with these.
    public static let all: [Steps] = [
        AppWorld.hooks, CatalogSteps.library, CatalogScreenSteps.library, NavigationSteps.library, LoginSteps.library,
    ]

    /// Every library, with a scripted server that broke.
    ///
    /// The server answers every request `500` with no body, whatever the scenario set up: for tests of how the
    /// library's failures read (most scenarios fail with it).
    public static let withBrokenServer: [Steps] = [AppWorld.breakServer] + all
}
