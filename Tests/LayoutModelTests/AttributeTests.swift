import Testing
@testable import LayoutModel

/// `Attribute` compares and hashes by case (its stored number), not by its name.
@Suite struct AttributeTests {
    @Test func eachCaseIsItsPositionInTheDeclaration() {
        #expect(MemoryLayout<Attribute>.size == 1)
        #expect(Attribute.allCases.map(\.caseNumber) == Array(0..<UInt8(Attribute.allCases.count)))
    }

    @Test func equalityAndHashingFollowTheName() {
        for a in Attribute.allCases {
            for b in Attribute.allCases {
                #expect((a == b) == (a.rawValue == b.rawValue))
            }
        }
        let byName = Dictionary(uniqueKeysWithValues: Attribute.allCases.map { ($0, $0.rawValue) })
        #expect(byName.count == Attribute.allCases.count)
        #expect(Attribute.allCases.allSatisfy { byName[$0] == $0.rawValue })
    }
}
