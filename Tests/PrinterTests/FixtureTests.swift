import Foundation
import Testing
import TestSupport

/// Every fixture's printed output matches its checked-in expectation, byte for byte; with
/// `DRAFT_INSPECT_RECORD=1`, the expectations are rewritten (the missing required ones too).
@Suite struct FixtureTests {
    @Test(arguments: Fixture.everything)
    func printedOutputMatchesExpectations(_ fixture: Fixture) throws {
        var expectations = fixture.expectations()
        if GoldenFile.isRecording {
            let present = Set(expectations.map(\.variant))
            expectations += fixture.requiredVariants.filter { !present.contains($0) }.map { ($0, fixture.expectation(variant: $0)) }
        }
        #expect(expectations.contains { $0.variant.isEmpty }, "\(fixture) has no NAME.expected.swift")
        for (variant, url) in expectations {
            try GoldenFile.check(try fixture.print(variant: variant).text, against: url, "\(fixture) variant '\(variant)'")
        }
    }

    @Test(.disabled(if: GoldenFile.isRecording, "recording writes the missing variants"))
    func handWrittenFixturesCoverEveryOutputVariant() {
        for fixture in Fixture.all() {
            let variants = Set(fixture.expectations().map(\.variant))
            #expect(variants.isSuperset(of: fixture.requiredVariants), "\(fixture)")
        }
    }

    @Test func printingIsDeterministic() throws {
        for fixture in Fixture.all() {
            #expect(try fixture.print().text == fixture.print().text)
        }
    }
}
