import Testing
import TestSupport

@Suite struct ValidateCommandTests {
    @Test(arguments: ["Examples/sign-in.json", "Examples/contact-cell.json", "Examples/photo-conflict-ambiguous.json"])
    func readsEveryExample(example: String) throws {
        let result = try CLI.run(["validate", example])
        #expect(result.status == 0)
        #expect(result.stdout.contains("draft-inspect dump with"))
        #expect(result.stderr.isEmpty)
    }

    @Test func reportsEveryErrorWithItsPathAndExits65() throws {
        let dump = """
            {"format": "draft-inspect-dump", "version": 1, "root": "r",
             "views": [{"id": "r", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}],
             "constraints": [{"first": "r", "firstAttribute": "width", "priority": 0},
                             {"first": "ghost", "firstAttribute": "height"}]}
            """
        let result = try CLI.run(["validate", "-"], input: dump)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            -:3:72: error: constraints[0].priority: priority must be between 1 and 1000, found 0
            -:4:28: error: constraints[1].first: unknown item "ghost"

            """)
    }

    @Test func reportsWhereJSONSyntaxBreaks() throws {
        let result = try CLI.run(["validate", "-"], input: "{\n  \"format\": \"draft-inspect-dump\",\n  \"views\": [}\n")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("-:3:13: error: not valid JSON"))
    }

    @Test func saysWhenTheFileIsMissing() throws {
        let result = try CLI.run(["validate", "no/such/file.json"])
        #expect(result.status == 2)
        #expect(result.stderr == "no/such/file.json: error: no such file\n")
    }
}
