import SpecRunner

/// *cdata*: step text with an XML CDATA section.
enum CDataSample {
    static let steps = Steps(SampleWorld.self) {
        Given("I have {int} <![CDATA[cukes]]> in my belly") { (_, _: Int) in }
    }
}
