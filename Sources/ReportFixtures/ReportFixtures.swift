import Foundation
import SpecRunner

/// The step definitions binding the report fixtures in `Tests/Fixtures/Reports`: features where every status
/// occurs (passed, failed, pending, undefined, ambiguous, skipped, flaky on retry), with hooks, attachments,
/// data tables, doc strings, rules, outlines, a Spanish feature and names that try to break out of reports.
///
/// Run them with `--retry 1` so that the flaky scenario passes on its second attempt.
public enum ReportFixtures {
    /// Every library, in registration order.
    public static let libraries: [Steps] = [basketSteps, catalogSteps, hostileSteps]
}

/// A basket of fruit, the world of `statuses.feature`.
@MainActor
final class BasketWorld: World {
    var items = 0

    init() {}
}

/// The catalogue of `catalogo.feature`.
@MainActor
final class CatalogWorld: World {
    var products = 0
    var shown = 0

    init() {}
}

/// The world of `hostile.feature`; its steps keep no state.
@MainActor
final class HostileWorld: World {
    init() {}
}

/// How often the unreliable network was used in this run: it fails the first time only.
@MainActor
enum FlakyNetwork {
    static var calls = 0
}

/// The error the unreliable network throws.
struct NetworkGlitch: Error, CustomStringConvertible {
    var description: String { "the connection dropped (first attempt only)" }
}

/// A 1×1 PNG, to attach an image.
private let tinyPNG = Data(
    base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)!

private let basketSteps = Steps(BasketWorld.self) {
    BeforeAll(name: "reset the flaky network") { FlakyNetwork.calls = 0 }
    Before(name: "open the shop") { world in world.items = 0 }
    Before("@attachments", name: "prepare the evidence") { _ in attach("evidence prepared", mediaType: "text/plain") }
    After("@broken-teardown", name: "close the till") { _ in
        throw ExpectationFailure("the till did not close")
    }

    Given("a fresh basket") { world in world.items = 0 }
    Given("the basket holds:") { (world, table: DataTable) in
        world.items = table.bodyRows.reduce(0) { $0 + (Int($1[1]) ?? 0) }
    }
    When("I add {int} {word}") { (world, count: Int, _: String) in world.items += count }
    Then("the basket holds {int} items") { (world, count: Int) in try expect(world.items, equals: count) }
    Then("the receipt reads:") { (world, receipt: DocString) in
        try expect(receipt.content, equals: "\(world.items) items")
    }
    Then("the receipt is printed") { _ in }
    When("I pay by cheque") { _ in throw Pending("cheques are not supported yet") }
    When("I add a surprise") { world in world.items += 1 }
    When(.regex("^I add a (\\w+)$")) { (world, _: String) in world.items += 1 }
    When("the shop is closed") { _ in throw Skipped("the shop is closed on Sundays") }
    When("the network is unreliable") { _ in
        FlakyNetwork.calls += 1
        if FlakyNetwork.calls == 1 { throw NetworkGlitch() }
    }
    When("I attach evidence") { _ in
        attach("{\"total\": 0, \"note\": \"</script>\"}", mediaType: "application/json", fileName: "basket.json")
        attach(tinyPNG, mediaType: "image/png", fileName: "pixel.png")
        log("checked the basket")
        link("https://example.com/receipts/42")
    }
    When("I ask for a discount") { _ in throw Pending() }
    Then("the shop is open") { _ in }
}

private let catalogSteps = Steps(CatalogWorld.self) {
    Given("que el catálogo tiene {int} productos") { (world, count: Int) in world.products = count }
    When("el usuario abre el catálogo") { world in world.shown = world.products }
    Then("ve {int} productos") { (world, count: Int) in
        try expect(world.shown, equals: count, "productos visibles")
    }
}

private let hostileSteps = Steps(HostileWorld.self) {
    Given("the text {string} is shown") { (_, text: String) in attach(text, mediaType: "text/plain") }
    Then("it fails with {string}") { (_, text: String) in
        throw ExpectationFailure("\(text) \u{1B}[31mred\u{1B}[0m ]]> </pre></script>")
    }
}
