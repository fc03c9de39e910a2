import Printer
import Testing

@Suite struct SourceWriterTests {
    /// A blank line separates two lines or none: printed SnapKit code for a log with nothing
    /// to add to the hierarchy opened with two blank lines, and anchor code's `apply()` with one
    /// after its brace (a table header view's height, Firefox issue 4707); nor does one end a block.
    @Test func aBlankLineOnlySeparatesTwoLines() {
        var writer = SourceWriter()
        writer.line()
        writer.block("func apply() {") { writer in
            writer.line()
            writer.block("NSLayoutConstraint.activate([", closing: "])") { writer in
                writer.line()
            }
            writer.line()
            writer.line()
        }
        writer.line()
        writer.line("let view = UIView()")
        #expect(String(decoding: writer.bytes, as: UTF8.self)
            == "func apply() {\n    NSLayoutConstraint.activate([\n    ])\n}\n\nlet view = UIView()\n")
    }
}
