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
}
