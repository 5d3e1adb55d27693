import SpecRunner

/// *examples-tables-attachment*: outline rows that attach an image file.
enum ExamplesTablesAttachmentSample {
    static func steps(assets: String) -> Steps {
        Steps(SampleWorld.self) {
            When("a JPEG image is attached") { _ in
                try attach(contentsOfFile: assets + "/cucumber.jpeg", mediaType: "image/jpeg")
            }
            When("a PNG image is attached") { _ in
                try attach(contentsOfFile: assets + "/cucumber.png", mediaType: "image/png")
            }
        }
    }
}
