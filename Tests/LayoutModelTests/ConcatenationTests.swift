@testable import LayoutModel
import Testing

/// A string spelt piece by piece into storage of its exact size is the pieces joined, whatever
/// they hold.
@Suite struct ConcatenationTests {
    @Test(arguments: [
        [],
        [""],
        ["view1", ".", "size", ".", "height"],
        ["titleLabel", " has ", "", "; and ", "no height: add a height"],
        // Characters that join across a seam stay the bytes they were: é as e and a combining
        // accent, a flag of two regional indicators.
        ["cafe", "\u{301}", "🇫", "🇷", "日本語"],
    ])
    func spellingJoinsThePieces(_ pieces: [String]) {
        let spelt = String(spelling: { append in pieces.forEach(append) })
        #expect(Array(spelt.utf8) == Array(pieces.joined().utf8))
        #expect(spelt == pieces.joined())
    }
}
