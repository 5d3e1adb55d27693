import SpecRunner

/// The benchmark corpus's world: nothing, since the steps only convert their parameters.
@MainActor
final class BenchmarkWorld: World {
    var touched = 0
    init() {}
}

/// The 34 step patterns of `../shared/bench/steps.cucumber.txt`, in the same order as behave's
/// `realistic_steps`, with no-op bodies that still receive converted parameters, tables and doc strings; and two
/// steps that cost time, for the workers' benchmark (`Benchmarks/workers/run.sh`): CPU work and an awaited wait.
enum BenchmarkSteps {
    static let library = Steps(BenchmarkWorld.self) {
        Given("the user {string} is logged in") { (_, _: String) in }
        Given("the cart contains {int} items") { (_, _: Int) in }
        Given("the price of {string} is {float} EUR") { (_, _: String, _: Double) in }
        Given("the system is in a clean state") { _ in }
        Given("the feature flag {string} is enabled") { (_, _: String) in }
        Given("a product {string} with stock {int}") { (_, _: String, _: Int) in }
        Given("the following users exist:") { (world, table: DataTable) in world.touched += table.rows.count }
        When("I add {int} {string} to the cart") { (_, _: Int, _: String) in }
        When("I remove {string} from the cart") { (_, _: String) in }
        When("I open the {string} page") { (_, _: String) in }
        When("I search for {string}") { (_, _: String) in }
        When("I wait {int} seconds") { (_, _: Int) in }
        When("I submit the order") { _ in }
        When("the request body is:") { (world, body: DocString) in world.touched += body.content.count }
        Then("I should see {int} results") { (_, _: Int) in }
        Then("the total should be {float} EUR") { (_, _: Double) in }
        Then("the response status should be {int}") { (_, _: Int) in }
        Then("a message {string} is shown") { (_, _: String) in }
        Then("the order is confirmed") { _ in }
        Then("the cart should contain {string}") { (_, _: String) in }
        Given("el usuario {string} ha iniciado sesión") { (_, _: String) in }
        Given("el carrito contiene {int} artículos") { (_, _: Int) in }
        Given("el sistema está en un estado limpio") { _ in }
        Given("un producto {string} con existencias {int}") { (_, _: String, _: Int) in }
        When("añado {int} {string} al carrito") { (_, _: Int, _: String) in }
        When("abro la página {string}") { (_, _: String) in }
        When("busco {string}") { (_, _: String) in }
        When("envío el pedido") { _ in }
        Then("debería ver {int} resultados") { (_, _: Int) in }
        Then("el total debería ser {float} EUR") { (_, _: Double) in }
        Then("se muestra el mensaje {string}") { (_, _: String) in }
        Then("el pedido queda confirmado") { _ in }
        Given("existen los siguientes usuarios:") { (world, table: DataTable) in world.touched += table.rows.count }
        Given("el cuerpo de la petición es:") { (world, body: DocString) in world.touched += body.content.count }
        Given("a computation of {int} microseconds") { (world, microseconds: Int) in
            world.touched += busyWork(microseconds: microseconds)
        }
        When("a wait of {int} microseconds") { (_, microseconds: Int) in
            try await Task.sleep(for: .microseconds(microseconds))
        }
    }
}

/// Keeps a core busy for `microseconds`, as a step that computes would; returns what it computed so that the
/// work is not optimised away.
private func busyWork(microseconds: Int) -> Int {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: .microseconds(microseconds))
    var state = 0x9E37_79B9
    while clock.now < end {
        for _ in 0..<64 { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    }
    return state & 1
}
