import SpecRunner

/// The step libraries that bind `Features/` to the app, in registration order.
public enum SpecLibraries {
    /// Every library; `spec-runner` and the `swift test` suite run the specification with these.
    public static let all: [Steps] = [
        AppWorld.hooks, CatalogSteps.library, CatalogScreenSteps.library, NavigationSteps.library, LoginSteps.library,
    ]
}
