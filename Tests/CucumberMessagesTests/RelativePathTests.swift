import CucumberMessages
import Testing

/// Outputs name files relative to the run's folder, never where the project sits on the machine.
@Suite struct RelativePathTests {
    @Test(arguments: [
        ("/home/me/app/Sources/Steps.swift", "/home/me/app", "Sources/Steps.swift"),
        ("/home/me/app/Sources/Steps.swift", "/home/me/app/", "Sources/Steps.swift"),
        ("/home/me/app/Sources/Steps.swift", "/home/me/app/Features", "../Sources/Steps.swift"),
        ("/home/me/app/Steps.swift", "/tmp/run", "../../home/me/app/Steps.swift"),
        ("/home/me/app", "/home/me/app", "."),
        ("/home/me/app/", "/home/me/app", "."),
        ("/home/me/app/Features/", "/home/me/app", "Features/"),
        ("/home/me/application/x.feature", "/home/me/app", "../application/x.feature"),
        ("/home/me/app/./Features/x.feature", "/home/me/app", "Features/x.feature"),
        ("/x.feature", "/", "x.feature"),
    ])
    func anAbsolutePathIsShownFromTheFolder(path: String, folder: String, shown: String) {
        #expect(RelativePath.of(path, from: folder) == shown)
    }

    @Test(arguments: [("Sources/Steps.swift", "/home/me/app"), ("/home/me/app/Steps.swift", ""), ("/a/b", "a")])
    func aRelativePathOrNoAbsoluteFolderLeavesThePathAsItIs(path: String, folder: String) {
        #expect(RelativePath.of(path, from: folder) == path)
    }

    @Test func aSourceReferenceIsShownFromTheFolderToo() {
        let reference = SourceReference(uri: "/home/me/app/Sources/Steps.swift", line: 12)
        #expect(reference.relative(to: "/home/me/app").uri == "Sources/Steps.swift")
        #expect(reference.relative(to: "/home/me/app").location.line == 12)
        #expect(reference.description(relativeTo: "/home/me/app/Features") == "../Sources/Steps.swift:12")
        #expect(reference.description(relativeTo: nil) == "/home/me/app/Sources/Steps.swift:12")
    }
}
