import LayoutModel
import Readers
import Testing

/// The log reader's equation grammar read through its public entry, with items resolved by
/// the caller (here a fixed table).
@Suite struct EquationNotationTests {
    static let items: [String: ItemID] = ["card": "0x1", "image": "0x2", "big title": "0x3", "card.layoutMarginsGuide": "0x4"]

    func parse(_ text: String) throws(EquationSyntaxError) -> Constraint {
        try EquationNotation.constraint(parsing: text) { name throws(EquationSyntaxError) in
            guard let id = Self.items[name] else { throw EquationSyntaxError("no item \"\(name)\"") }
            return id
        }
    }

    @Test func readsItemsWithBlanksAndDots() throws {
        #expect(try parse("big title.leading == card.layoutMarginsGuide.leading + 8") == Constraint(
            first: "0x3", firstAttribute: .leading, second: "0x4", secondAttribute: .leading, constant: 8))
        #expect(try parse("image.width<=card.width*0.5-4@250") == Constraint(
            first: "0x2", firstAttribute: .width, relation: .lessThanOrEqual, second: "0x1", secondAttribute: .width,
            multiplier: 0.5, constant: -4, priority: 250))
    }

    @Test(arguments: [
        ("card.top == nothing.bottom", EquationSyntaxError("no item \"nothing\"", column: 13)),
        ("image.width == card.width + 8 more", EquationSyntaxError("unexpected \"more\" in the equation", column: 31)),
        ("image.width == card.width *", EquationSyntaxError("expected a multiplier after *", column: 28)),
        ("image.top <> card.top", EquationSyntaxError("expected ==, <= or >= after image.top", column: 11)),
        ("image.minX == card.minX", EquationSyntaxError(
            "the frame coordinates of autoresizing masks are not attributes; use left, top, centerX…", column: 1)),
    ])
    func locatesWhatItRejects(text: String, error: EquationSyntaxError) {
        #expect(throws: error) { try parse(text) }
    }

    @Test func namesAttributesAsUIKitDoes() {
        #expect(EquationNotation.attribute(named: "baseline") == .lastBaseline)
        #expect(EquationNotation.attribute(named: "centerYWithinMargins") == .centerYWithinMargins)
        #expect(EquationNotation.attribute(named: "minX") == nil)
        #expect(EquationNotation.attribute(named: "notAnAttribute") == nil)
    }
}
