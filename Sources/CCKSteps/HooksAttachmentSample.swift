import SpecRunner

/// *hooks-attachment*: Before and After hooks attach an image file.
enum HooksAttachmentSample {
    static func steps(assets: String) -> Steps {
        Steps(SampleWorld.self) {
            Before { _ in try attach(contentsOfFile: assets + "/cucumber.svg", mediaType: "image/svg+xml") }
            When("a step passes") { _ in }
            After { _ in try attach(contentsOfFile: assets + "/cucumber.svg", mediaType: "image/svg+xml") }
        }
    }
}
