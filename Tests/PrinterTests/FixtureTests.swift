import Foundation
import Testing

/// Every fixture's printed output matches its checked-in expectation, byte for byte.
@Suite struct FixtureTests {
    @Test(arguments: Fixture.everything)
    func printedOutputMatchesExpectations(_ fixture: Fixture) throws {
        let expectations = fixture.expectations()
        #expect(expectations.contains { $0.variant.isEmpty }, "\(fixture) has no NAME.expected.swift")
        for (variant, url) in expectations {
            let expected = try String(contentsOf: url, encoding: .utf8)
            let printed = try fixture.print(variant: variant).text
            #expect(printed == expected, "\(fixture) variant '\(variant)' differs from \(url.lastPathComponent)")
        }
    }

    @Test func handWrittenFixturesCoverEveryOutputVariant() {
        for fixture in Fixture.all() {
            let variants = Set(fixture.expectations().map(\.variant))
            #expect(variants.isSuperset(of: ["", "drf", "declarations", "auto-identifier", "drf.declarations.auto-identifier"]), "\(fixture)")
        }
    }

    @Test func printingIsDeterministic() throws {
        for fixture in Fixture.all() {
            #expect(try fixture.print().text == fixture.print().text)
        }
    }
}
