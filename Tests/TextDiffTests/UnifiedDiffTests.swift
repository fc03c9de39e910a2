import TextDiff
import Testing

/// The diff `--diff` prints reads as `diff -u` prints it: hunks with three lines of context,
/// changes far apart in hunks of their own.
@Suite struct UnifiedDiffTests {
    @Test func hunksAsDiffPrintsThem() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n"
        let new = "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nm\nn\n"
        // What `diff -u --label old --label new` prints for these texts.
        let expected = """
            --- old
            +++ new
            @@ -1,5 +1,5 @@
             a
            -b
            +B
             c
             d
             e
            @@ -9,5 +9,5 @@
             i
             j
             k
            -l
             m
            +n

            """
        #expect(UnifiedDiff.unified(old, new, oldName: "old", newName: "new") == expected)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.unified("a\nb\n", "a\nb\n", oldName: "x", newName: "y").isEmpty)
    }

    @Test func aMissingFinalNewlineIsSaid() {
        #expect(UnifiedDiff.unified("a", "b\n", oldName: "x", newName: "y") == "--- x\n+++ y\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+b\n")
    }
}
