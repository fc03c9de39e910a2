import Foundation
import Testing

/// The dump exporter in the main package (`Sources/DraftInspectExporter`) must compile,
/// unchanged and without warnings, against the UIKit stand-in, so a round trip can dump what
/// printed code built.
@Suite
struct ExporterCompatibilityTests {
    @Test func exporterTypechecksAgainstTheStandIn() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let exporter = repository.appendingPathComponent("Sources/DraftInspectExporter/DraftInspect.swift")
        let source = try String(contentsOf: exporter, encoding: .utf8)
        let result = try typecheck(source, asLibrary: true)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }
}
