import LayoutModel
import Testing

/// Names as the messages list them: a conflict's constraints, the views a free view places.
@Suite struct WordListTests {
    @Test func namesReadAsASentence() {
        #expect(listedInWords([]) == "")
        #expect(listedInWords(["label1"]) == "label1")
        #expect(listedInWords(["label1", "label2"]) == "label1 and label2")
        #expect(listedInWords(["a", "b", "c"]) == "a, b and c")
    }

    @Test func aLongListSaysHowManyMore() {
        let names = (1...10_000).map { "view\($0)" }
        #expect(listedInWords(names, limit: 5) == "view1, view2, view3, view4 and 9996 more")
        #expect(listedInWords(Array(names.prefix(5)), limit: 5) == "view1, view2, view3, view4 and view5")
    }
}
