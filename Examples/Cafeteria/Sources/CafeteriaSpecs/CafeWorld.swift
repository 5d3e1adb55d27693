import Cafeteria
import SpecRunner

/// One scenario's café: the real till, over a kitchen that records what it receives.
@MainActor
final class CafeWorld: World {
    let kitchen = RecordingKitchen()
    /// The menu the scenario's Background sets.
    var menu: [MenuItem] = []
    /// The till, created on first use with the menu set so far.
    private(set) lazy var till = Till(menu: menu, kitchen: kitchen)
    /// What the till refused last, if anything.
    var refusal: TillError?

    init() {}
}
