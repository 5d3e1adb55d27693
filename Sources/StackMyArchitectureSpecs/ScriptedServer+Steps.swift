import SpecRunner

extension ScriptedServer {
    /// The step «el servidor de `server` recibió {int} petición/peticiones», which counts the requests to `path`
    /// (`what` names them in a failure): the products server and the authentication server count alike.
    static func requestCountStep(
        server: String, path: String, _ what: LocalizedText, file: String = #filePath, line: Int = #line
    ) -> SupportCodeItem<AppWorld> {
        Then(
            StepPattern("el servidor de \(server) recibió {int} petición/peticiones"),
            description: "El servidor de \(server) recibió exactamente ese número de peticiones.",
            file: file, line: line
        ) { (world, count: Int) in
            try expect(world.server.requests(to: path).count, equals: count, what, file: file, line: line)
        }
    }

    /// A step that has the products server answer `status` with a catalog of no products, worded as `pattern`
    /// (the two Catalog features word it apart).
    static func emptyProductsStep(
        _ pattern: StepPattern, file: String = #filePath, line: Int = #line
    ) -> SupportCodeItem<AppWorld> {
        Given(
            pattern, description: "El servidor de productos contesta con ese código y un catálogo sin productos.",
            file: file, line: line
        ) { (world, status: Int) in
            world.server.answerProducts(.respond(status: status, body: #"{"products":[]}"#))
        }
    }
}
