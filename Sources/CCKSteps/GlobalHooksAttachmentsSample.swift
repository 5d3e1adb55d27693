import SpecRunner

/// *global-hooks-attachments*: BeforeAll and AfterAll hooks attach text.
enum GlobalHooksAttachmentsSample {
    static let steps = Steps(SampleWorld.self) {
        BeforeAll { attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
        When("a step passes") { _ in }
        AfterAll { attach("Attachment from AfterAll hook", mediaType: "text/plain") }
    }
}
