/// What a report says of each constraint its findings mention beyond its reference, which
/// every format shows: what the format it is made for shows. A conflict of thousands of
/// members otherwise spells each in UIKit's form for a report that prints none of them.
public struct MentionDetail: Sendable {
    /// UIKit's debug form of each mention (`card.width == 200`). A conflict's message names
    /// its first members and the broken one in that form either way.
    public var forms: Bool
    /// The code that creates a document constraint; `nil` for none.
    public var code: ConstraintCodeWriter?

    public init(forms: Bool, code: ConstraintCodeWriter?) {
        self.forms = forms
        self.code = code
    }

    /// Each mention's form, and its code when `code` is given: the text report, HTML,
    /// SARIF, the REPL.
    public static func words(code: ConstraintCodeWriter?) -> MentionDetail { MentionDetail(forms: true, code: code) }

    /// References alone: the JSON report, GitHub annotations, the summary line.
    public static let references = MentionDetail(forms: false, code: nil)
}
