import Foundation
import Inspector
import LayoutModel
import Readers
import Testing

/// A minimal valid dump with two views; each test edits one thing.
private func dump(
    views: String = """
        {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}, "subviews": ["a"]},
        {"id": "a", "class": "UILabel", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}
        """,
    guides: String = "[]",
    constraints: String = "[]",
    top: String = ""
) -> String {
    """
    {"format": "draft-inspect-dump", "version": 1, "root": "root", \(top)
     "views": [\(views)], "layoutGuides": \(guides), "constraints": \(constraints)}
    """
}

private func errors(_ text: String) -> [Diagnostic] {
    do {
        _ = try DumpReader.read(Array(text.utf8))
        return []
    } catch {
        return error.diagnostics
    }
}

private func read(_ text: String) throws -> LayoutDocument {
    try DumpReader.read(Array(text.utf8))
}

@Suite struct DumpReaderDefaultsTests {
    @Test func appliesTheSpecDefaults() throws {
        let document = try read(dump(constraints: #"[{"first": "a", "firstAttribute": "width"}]"#))
        let view = try #require(document.view("a"))
        #expect(view.subviews.isEmpty)
        #expect(view.isHidden == false)
        #expect(view.translatesAutoresizingMaskIntoConstraints == true)
        #expect(view.autoresizingMask == [])
        #expect(view.intrinsicContentSize == nil)
        #expect(view.contentHuggingPriority == AxisPriorities(horizontal: 250, vertical: 250))
        #expect(view.contentCompressionResistancePriority == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(view.layoutMargins == EdgeInsets(all: 8))
        #expect(view.safeAreaInsets == .zero)
        #expect(view.baselineOffsets == nil)
        #expect(view.stack == nil)
        #expect(document.layoutDirection == .leftToRight)

        let constraint = try #require(document.constraints.first)
        #expect(constraint.className == "NSLayoutConstraint")
        #expect(constraint.relation == .equal)
        #expect(constraint.second == nil)
        #expect(constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.multiplier == 1)
        #expect(constraint.constant == 0)
        #expect(constraint.priority == .required)
        #expect(constraint.isActive)
        #expect(document.reference(ofConstraintAt: 0) == "#0")
    }

    @Test func readsEveryViewField() throws {
        let document = try read(dump(views: """
            {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}, "subviews": ["s"],
             "safeAreaInsets": {"top": 47, "left": 0, "bottom": 34, "right": 0}},
            {"id": "s", "class": "UIStackView", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "subviews": ["l"],
             "stack": {"axis": "vertical", "arrangedSubviews": ["l"], "distribution": "equalSpacing",
                       "alignment": "firstBaseline", "spacing": 8, "isLayoutMarginsRelativeArrangement": true,
                       "isBaselineRelativeArrangement": true}},
            {"id": "l", "class": "UILabel", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
             "accessibilityIdentifier": "title", "name": "titleLabel", "text": "Sign in", "hidden": true,
             "translatesAutoresizingMaskIntoConstraints": false, "autoresizingMask": ["flexibleWidth", "flexibleBottomMargin"],
             "intrinsicContentSize": {"width": 52.5, "height": null}, "contentHuggingPriority": {"horizontal": 251, "vertical": 252},
             "contentCompressionResistancePriority": {"horizontal": 749, "vertical": 748},
             "layoutMargins": {"top": 1, "left": 2, "bottom": 3, "right": 4}, "baselineOffsets": {"first": 13.5, "last": 30},
             "insetsLayoutMarginsFromSafeArea": false}
            """, top: #""layoutDirection": "rightToLeft", "metadata": {"producer": "test"},"#))
        #expect(document.layoutDirection == .rightToLeft)
        #expect(document.metadata.first?.key == "producer")
        let stack = try #require(document.view("s")?.stack)
        #expect(stack == StackProperties(
            axis: .vertical, arrangedSubviews: ["l"], distribution: .equalSpacing, alignment: .firstBaseline,
            spacing: 8, isLayoutMarginsRelativeArrangement: true, isBaselineRelativeArrangement: true))
        let label = try #require(document.view("l"))
        #expect(label.accessibilityIdentifier == "title")
        #expect(label.name == "titleLabel")
        #expect(label.text == "Sign in")
        #expect(label.isHidden)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(label.intrinsicContentSize == IntrinsicSize(width: 52.5, height: nil))
        #expect(label.contentHuggingPriority == AxisPriorities(horizontal: 251, vertical: 252))
        #expect(label.contentCompressionResistancePriority == AxisPriorities(horizontal: 749, vertical: 748))
        #expect(label.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(!label.insetsLayoutMarginsFromSafeArea)
        #expect(document.view("s")?.insetsLayoutMarginsFromSafeArea == true)
        #expect(label.baselineOffsets == BaselineOffsets(first: 13.5, last: 30))
        #expect(document.superview(of: "l") == "s")
        #expect(document.ancestors(of: "l") == ["s", "root"])
    }

    @Test func acceptsOperatorSpellingsOfRelations() throws {
        let document = try read(dump(constraints: """
            [{"first": "a", "firstAttribute": "width", "relation": ">="},
             {"first": "a", "firstAttribute": "width", "relation": "<="},
             {"first": "a", "firstAttribute": "width", "relation": "=="}]
            """))
        #expect(document.constraints.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual, .equal])
    }

    @Test func ignoresUnknownKeys() throws {
        let document = try read(dump(constraints: #"[{"first": "a", "firstAttribute": "width", "futureKey": [1]}]"#, top: #""extra": true,"#))
        #expect(document.constraints.count == 1)
    }
}

@Suite struct DumpReaderRejectionTests {
    @Test func rejectsTextThatIsNotJSONWithLineAndColumn() {
        let found = errors("{\n  \"format\": \"draft-inspect-dump\",\n  \"version\": 1,,\n}")
        #expect(found.map(\.location) == [.line(3, column: 16)])
        #expect(found.first?.message.contains("not valid JSON") == true)
    }

    @Test func rejectsAWrongFormat() {
        let found = errors(dump().replacingOccurrences(of: "draft-inspect-dump", with: "something-else"))
        #expect(found.map(\.location) == [.path("format")])
    }

    @Test func rejectsAHigherVersion() {
        let found = errors(dump().replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#))
        #expect(found.map(\.location) == [.path("version")])
        #expect(found.first?.message.contains("newer") == true)
    }

    /// A version is not a layout number: out of any range, it is refused in a version's words.
    @Test func rejectsAVersionTooLargeToRead() {
        let found = errors(dump().replacingOccurrences(of: #""version": 1"#, with: #""version": 1e400"#))
        #expect(found.map(\.location) == [.path("version")])
        #expect(found.map(\.message) == ["expected version 1, found a number too large to read"])
    }

    /// An error's JSON path is found again in the text: the line and column of its value, or
    /// of the object a required key is missing from.
    @Test func anErrorsPathHasTheLineAndColumnOfItsValue() {
        let text = """
            {"format": "draft-inspect-dump", "version": 1, "root": "root",
              "views": [{"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480},
                         "subviews": ["ghost"]}],
              "constraints": [
                {"id": "c1", "firstAttribute": "width", "constant": 10}
              ]}
            """
        let found = errors(text)
        #expect(found.map(\.location) == [.path("constraints[0].first"), .path("views[0].subviews[0]")])
        #expect(found.map(\.pathPosition) == [SourcePosition(line: 5, column: 5), SourcePosition(line: 3, column: 27)])
        #expect(found.last?.formatted(file: "dump.json") == #"dump.json:3:27: error: views[0].subviews[0]: unknown view "ghost" (id root)"#)
    }

    /// Keys the format does not define are ignored, as it says, and each distinct one is told
    /// once, with the key a person likely meant.
    @Test func unknownKeysAreToldOnceWithTheKeyMeant() throws {
        let text = """
            {"format": "draft-inspect-dump", "version": 1, "root": "root", "guides": [],
              "views": [{"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480},
                         "subviews": ["a", "b"]},
                        {"id": "a", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "backgroundColour": "red"},
                        {"id": "b", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "backgroundColour": "blue",
                         "futureKey": 1}],
              "constraints": [],
              "metadata": {"anything": "goes here"}}
            """
        let (document, _, warnings) = try DumpReader.readKeepingPositions(Array(text.utf8))
        #expect(document.views.count == 3)
        #expect(warnings.map(\.description) == [
            #"guides: unknown key "guides" is ignored (did you mean "layoutGuides"?)"#,
            #"views[1].backgroundColour: unknown key "backgroundColour" is ignored (did you mean "backgroundColor"?); 1 more object like this one has it"#,
            #"views[2].futureKey: unknown key "futureKey" is ignored"#,
        ])
        #expect(warnings.map(\.severity) == [.warning, .warning, .warning])
        #expect(warnings.map(\.pathPosition) == [
            SourcePosition(line: 1, column: 74), SourcePosition(line: 4, column: 116), SourcePosition(line: 6, column: 27),
        ])
    }

    /// The reader decodes views before constraints; a dump that writes its constraints first
    /// still has its warnings told from the top of the file down.
    @Test func warningsComeInTheFilesOrder() throws {
        let text = """
            {"format": "draft-inspect-dump", "version": 1, "root": "root",
              "constraints": [{"id": "c1", "first": "root", "firstAttribute": "width", "constant": 10, "prioity": 999}],
              "views": [{"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}, "colour": 1}]}
            """
        let (_, _, warnings) = try DumpReader.readKeepingPositions(Array(text.utf8))
        #expect(warnings.map(\.location) == [.path("constraints[0].prioity"), .path("views[0].colour")])
        #expect(warnings.map { $0.pathPosition?.line } == [2, 3])
    }

    @Test func rejectsAMissingRequiredKey() {
        let found = errors(dump(constraints: #"[{"firstAttribute": "width"}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].first")])
        #expect(found.first?.message == #"missing required key "first""#)
    }

    @Test func rejectsAValueOfTheWrongType() {
        let found = errors(dump(views: #"{"id": "root", "class": "UIView", "frame": {"x": 0, "y": "0", "width": 1, "height": 1}, "hidden": 1}"#))
        #expect(found.map(\.location) == [.path("views[0].frame.y"), .path("views[0].hidden")])
    }

    @Test func rejectsANonFiniteNumber() {
        let found = errors(dump(constraints: #"[{"first": "a", "firstAttribute": "width", "constant": 1e999}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].constant")])
    }

    @Test(arguments: ["1e308", "10000000.5", "-2e7"])
    func rejectsANumberOutOfTheLayoutRange(spelling: String) {
        let found = errors(dump(constraints: #"[{"first": "a", "firstAttribute": "width", "constant": \#(spelling)}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].constant")])
        #expect(found.first?.message.contains("is out of range: draft-inspect reads numbers between -10000000 and 10000000") == true)
    }

    @Test func acceptsTheEndsOfTheLayoutRange() throws {
        let document = try DumpReader.read(Array(dump(constraints: #"[{"first": "a", "firstAttribute": "width", "constant": -1e7}]"#).utf8))
        #expect(document.constraints.first?.constant == -10_000_000)
    }

    @Test func rejectsDuplicateIds() {
        let found = errors(dump(
            guides: #"[{"id": "a", "owner": "root", "kind": "safeArea"}]"#,
            constraints: #"[{"id": "c", "first": "a", "firstAttribute": "width"}, {"id": "c", "first": "a", "firstAttribute": "height"}]"#))
        #expect(found.map(\.location) == [.path("layoutGuides[0].id"), .path("constraints[1].id")])
        #expect(found.map(\.itemID) == ["a", "c"])
    }

    @Test func namesTheFirstConstraintWithARepeatedId() {
        // The id spelled with an escape is the same id; a constraint without an id repeats none.
        let found = errors(dump(constraints: """
            [{"id": "c", "first": "a", "firstAttribute": "width"}, {"id": "d", "first": "a", "firstAttribute": "width"},
             {"first": "a", "firstAttribute": "width"}, {"id": "\\u0063", "first": "a", "firstAttribute": "height"},
             {"id": "d", "first": "a", "firstAttribute": "height"}, {"id": "c", "first": "a", "firstAttribute": "height"}]
            """))
        #expect(found.map(\.location) == [.path("constraints[3].id"), .path("constraints[4].id"), .path("constraints[5].id")])
        #expect(found.map(\.message) == [
            "duplicate constraint id, also used at constraints[0]",
            "duplicate constraint id, also used at constraints[1]",
            "duplicate constraint id, also used at constraints[0]",
        ])
    }

    @Test func pointsAtTheUnmeasuredSideThatDoesNotRead() {
        let found = errors(dump(views: """
            {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}, "subviews": ["a"]},
            {"id": "a", "class": "UILabel", "unmeasuredContentSize": ["width", "depth", true]}
            """))
        #expect(found.map(\.location) == [.path("views[1].unmeasuredContentSize[1]"), .path("views[1].unmeasuredContentSize[2]")])
        #expect(found.map(\.message) == [#"unknown side "depth"; expected width or height"#, "expected a string, found a boolean"])
    }

    @Test func pointsAtTheAutoresizingFlagThatDoesNotRead() {
        let found = errors(dump(views: """
            {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}, "subviews": ["a"]},
            {"id": "a", "class": "UILabel", "frame": {"x": 0, "y": 0, "width": 10, "height": 10},
             "autoresizingMask": ["flexibleWidth", "flexibleLength", 3]}
            """))
        #expect(found.map(\.location) == [.path("views[1].autoresizingMask[1]"), .path("views[1].autoresizingMask[2]")])
        #expect(found.first?.message.hasPrefix(#"unknown autoresizing flag "flexibleLength"; expected one of"#) == true)
        #expect(found.last?.message == "expected a string, found a number")
    }

    @Test func pointsAtTheElementsAfterOnesThatDidNotRead() {
        // Elements 0 and 2 are dropped for their own errors; later messages still name the
        // positions in the file's array.
        let found = errors(dump(constraints: """
            [{"first": "a"}, {"id": "c", "first": "a", "firstAttribute": "width"},
             {"first": "a", "firstAttribute": "sideways"}, {"id": "c", "first": "nobody", "firstAttribute": "width"}]
            """))
        #expect(found.map(\.location) == [
            .path("constraints[0].firstAttribute"), .path("constraints[2].firstAttribute"),
            .path("constraints[3].id"), .path("constraints[3].first"),
        ])
        #expect(found[2].message == "duplicate constraint id, also used at constraints[1]")
    }

    @Test func rejectsAReferenceToAnUnknownId() {
        let found = errors(dump(
            guides: #"[{"id": "g", "owner": "nobody", "kind": "custom"}]"#,
            constraints: #"[{"first": "a", "firstAttribute": "top", "second": "ghost", "secondAttribute": "top"}]"#))
        #expect(found.map(\.location) == [.path("layoutGuides[0].owner"), .path("constraints[0].second")])
    }

    @Test func rejectsAViewThatIsTheSubviewOfTwoViews() {
        let found = errors(dump(views: """
            {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": ["a", "b"]},
            {"id": "a", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": ["b"]},
            {"id": "b", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}
            """))
        #expect(found.map(\.location) == [.path("views[1].subviews[0]")])
    }

    @Test func rejectsACycleInSubviews() {
        let found = errors(dump(views: """
            {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}},
            {"id": "a", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": ["b"]},
            {"id": "b", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": ["a"]}
            """))
        #expect(found.map(\.location) == [.path("views[1].subviews")])
        #expect(found.first?.message.contains("cycle") == true)
    }

    @Test func rejectsARootThatIsSomeViewsSubview() {
        let found = errors(dump(views: """
            {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}},
            {"id": "a", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": ["root"]}
            """))
        #expect(found.map(\.location) == [.path("views[1].subviews[0]")])
    }

    @Test func rejectsArrangedSubviewsThatAreNotSubviews() {
        let found = errors(dump(views: """
            {"id": "root", "class": "UIStackView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
             "stack": {"axis": "horizontal", "arrangedSubviews": ["a"]}},
            {"id": "a", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}
            """))
        #expect(found.map(\.location) == [.path("views[0].stack.arrangedSubviews[0]")])
    }

    @Test(arguments: [0.0, 1000.5, -3])
    func rejectsAPriorityOutsideOneToAThousand(priority: Double) {
        let found = errors(dump(constraints: #"[{"first": "a", "firstAttribute": "width", "priority": \#(priority)}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].priority")])
    }

    @Test func rejectsANullSecondWithASecondAttribute() {
        let found = errors(dump(constraints: #"[{"first": "a", "firstAttribute": "width", "second": null, "secondAttribute": "height"}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].secondAttribute")])
    }

    @Test func rejectsASecondItemWithoutASecondAttribute() {
        let found = errors(dump(constraints: #"[{"first": "a", "firstAttribute": "width", "second": "root"}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].secondAttribute")])
    }

    @Test func rejectsAZeroMultiplierWithASecondItem() {
        let found = errors(dump(constraints: #"[{"first": "a", "firstAttribute": "width", "second": "root", "secondAttribute": "width", "multiplier": 0}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].multiplier")])
    }

    @Test func rejectsALocationRelatedToADimension() {
        let found = errors(dump(constraints: #"[{"first": "a", "firstAttribute": "left", "second": "root", "secondAttribute": "width"}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].secondAttribute")])
        #expect(found.first?.message.contains("dimension") == true)
    }

    @Test func rejectsLeftOrRightRelatedToLeadingOrTrailing() {
        let found = errors(dump(constraints: #"[{"first": "a", "firstAttribute": "trailingMargin", "second": "root", "secondAttribute": "right"}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].secondAttribute")])
        #expect(found.first?.message.contains("leading/trailing") == true)
    }

    @Test func rejectsUnknownEnumerationValues() {
        let found = errors(dump(constraints: #"[{"first": "a", "firstAttribute": "middle", "relation": "about"}]"#))
        #expect(found.map(\.location) == [.path("constraints[0].firstAttribute"), .path("constraints[0].relation")])
    }

    @Test func reportsEveryErrorOfAFileTogether() {
        let found = errors(dump(
            views: #"{"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "subviews": ["x"]}"#,
            constraints: """
                [{"first": "root", "firstAttribute": "width", "priority": 2000},
                 {"first": "root", "firstAttribute": "top", "second": "root", "secondAttribute": "height"},
                 {"first": "nowhere", "firstAttribute": "width"}]
                """))
        #expect(found.map(\.location) == [
            .path("constraints[0].priority"), .path("constraints[1].secondAttribute"),
            .path("views[0].subviews[0]"), .path("constraints[2].first"),
        ])
    }
}

@Suite struct DumpPositionTests {
    /// Where each view and constraint starts, in characters as an editor counts them (é and 😀
    /// are one column each), pretty-printed or on one line.
    @Test func keepsWhereEachViewAndConstraintStarts() throws {
        let pretty = """
            {"format": "draft-inspect-dump", "version": 1, "root": "a",
              "views": [
                {"id": "a", "class": "UIView", "name": "é😀", "subviews": ["b"]}, {"id": "b", "class": "UILabel"}
              ],
              "constraints": [{"first": "b", "firstAttribute": "width", "constant": 10}]
            }
            """
        let (_, positions, _) = try DumpReader.readKeepingPositions(Array(pretty.utf8))
        #expect(positions.items["a"] == SourcePosition(line: 3, column: 5))
        #expect(positions.items["b"] == SourcePosition(line: 3, column: 70))
        #expect(positions.constraints[0] == SourcePosition(line: 5, column: 19))

        let oneLine = pretty.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
        let (_, onOneLine, _) = try DumpReader.readKeepingPositions(Array(oneLine.utf8))
        #expect(onOneLine.items["a"] == SourcePosition(line: 1, column: 72))
        #expect(onOneLine.items["b"] == SourcePosition(line: 1, column: 137))
        #expect(onOneLine.constraints[0] == SourcePosition(line: 1, column: 188))
    }
}

@Suite struct DumpEscapesTests {
    /// Keys and ids are matched on the bytes as written; one written with an escape is the
    /// same key or id once decoded.
    @Test func readsKeysAndIdsWrittenWithEscapes() throws {
        let document = try read(dump(
            views: #"""
                {"id": "root", "class": "UIView", "subviews": ["\u0061"]},
                {"\u0069d": "a", "cl\u0061ss": "UILabel", "fr\u0061me": {"x": 1, "y": 2, "width": 3, "height": 4}}
                """#,
            constraints: #"[{"first": "\u0061", "firstAttribute": "width", "id": "c\"1\""}]"#))
        let label = try #require(document.view("a"))
        #expect(label.className == "UILabel")
        #expect(label.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(document.superview(of: "a") == "root")
        #expect(document.constraints.first?.id == "c\"1\"")
    }

    /// Two ids whose bytes differ but are not UTF-8 are repaired into the same text: the
    /// reader numbers their bytes apart, and the document and its layout must still find
    /// every item (a layout system sized by the distinct ids used to trap on the last one).
    @Test func readsIdsRepairedIntoTheSameText() throws {
        var bytes = Array(dump(
            views: """
                {"id": "root", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 320, "height": 480}, "subviews": ["aX", "aY", "b"]},
                {"id": "aX", "class": "UILabel", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
                {"id": "aY", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 20, "height": 10}},
                {"id": "b", "class": "UIView", "frame": {"x": 0, "y": 0, "width": 30, "height": 10}}
                """,
            constraints: #"[{"first": "b", "firstAttribute": "width", "constant": 30}]"#).utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "X") || byte == UInt8(ascii: "Y") {
            bytes[index] = byte == UInt8(ascii: "X") ? 0xFF : 0xFE
        }
        let document = try DumpReader.read(bytes)
        #expect(document.views.map(\.id.rawValue) == ["root", "a\u{FFFD}", "a\u{FFFD}", "b"])
        #expect(document.constraintIndexes(involving: "b") == [0])
        let system = LayoutBuilder.build(document)
        #expect(system.index(of: "b") != nil)
    }
}

@Suite struct JSONParserTests {
    @Test func keepsMemberOrderAndDecodesEscapes() throws {
        let value = try JSONParser.parse(#"{"b": 1, "a": "\u00e9\n\ud83d\ude00", "c": [true, null, -0.5e1]}"#)
        guard case let .object(members) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a", "c"])
        #expect(value["a"] == .string("é\n😀"))
        #expect(value["c"] == .array([.bool(true), .null, .number(-5)]))
    }

    /// Strings are scanned eight bytes at a time for their end: a quote, a backslash or a
    /// control character is found wherever it falls in a word, and after an escape too.
    @Test func findsEveryStringsEndWhereverItFallsInAWord() throws {
        for length in 0..<20 {
            let plain = String(repeating: "x", count: length)
            #expect(try JSONParser.parse(#"["\#(plain)", "\#(plain)\"\#(plain)", 1]"#)
                == .array([.string(plain), .string(plain + "\"" + plain), .number(1)]))
            #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("[\"\(plain)\u{1}\"]") }
        }
    }

    @Test(arguments: [
        ("[1,]", 1, 4), ("{\"a\" 1}", 1, 6), ("\"abc", 1, 1), ("[01]", 1, 3), ("\n  nul", 2, 3), ("[1] x", 1, 5),
    ])
    func reportsWhereParsingStopped(text: String, line: Int, column: Int) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
        }
    }

    @Test func readsWholeAndFractionalNumbersExactly() throws {
        let value = try JSONParser.parse("[-12, 0, 123456789012345, 1234567890123456789, 1.5, -0.25e2, 1e999]")
        #expect(value == .array([
            .number(-12), .number(0), .number(123_456_789_012_345), .number(1_234_567_890_123_456_768),
            .number(1.5), .number(-25), .number(.infinity),
        ]))
    }

    /// The tape keeps where each value starts, not where a string or a number ends: a string
    /// ends at the last quote before the next value (across any white space, `,` `:` `]` `}`,
    /// or the end of the input), a number at its last digit, escapes or not.
    @Test func findsWhereStringsAndNumbersEndAgain() throws {
        let text = "{\"a\" :\n \"x\" \n , \"b\\\"\":[\"y\\\\\"\t] , \"c\":{\"d\":\"\\\"z\\\"\"}\r\n,\"e\":[1.5 ,-2e1,3]}"
        let value = try JSONParser.parse(text)
        #expect(value == .object([
            ("a", .string("x")), ("b\"", .array([.string("y\\")])), ("c", .object([("d", .string("\"z\""))])),
            ("e", .array([.number(1.5), .number(-20), .number(3)])),
        ]))
        #expect(try JSONParser.parse("  \"abc\"  \n") == .string("abc"))
        #expect(try JSONParser.parse("\"\"") == .string(""))
        #expect(try JSONParser.parse(" -0.25 ") == .number(-0.25))
        #expect(try JSONParser.parse("7") == .number(7))
    }

    /// A tape's offsets are 32-bit: an input of 4 GiB or more is refused with a message, not
    /// read wrong.
    @Test func refusesInputsOfFourGibibytesAndMore() throws {
        #expect(JSONParser.maximumInputSize == Int(UInt32.max) - 1)
        do {
            try JSONParser.checkSize(JSONParser.maximumInputSize + 1)
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 1)
            #expect(error.column == 1)
            #expect(error.message == "the file is 4 GiB or larger, more than a JSON input may be")
        }
        try JSONParser.checkSize(JSONParser.maximumInputSize)
    }

    /// The tape has room for a dump's density (an entry in about 11 bytes, room for one in 4);
    /// a denser document, one digit or bracket per entry, is parsed again with the room it
    /// needs, and reads whole.
    @Test func readsDocumentsDenserThanADump() throws {
        let digits = (0..<1_000).map { $0 % 10 }
        let numbers = try JSONParser.parse("[" + digits.map(String.init).joined(separator: ",") + "]")
        #expect(numbers == .array(digits.map { .number(Double($0)) }))
        let nested = try JSONParser.parse(String(repeating: "[", count: 400) + String(repeating: "]", count: 400))
        var expected = JSONValue.array([])
        for _ in 1..<400 { expected = .array([expected]) }
        #expect(nested == expected)
    }

    /// Short decimals take a fast path (digits, then one division): it must round exactly as
    /// the text conversion does, for every split of up to 15 digits into whole and fraction.
    @Test func readsShortDecimalsExactlyAsTheTextConversionDoes() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var texts: [String] = ["0.1", "0.2", "0.3", "-0.0", "159.5", "358.0", "99999999999999.9", "0.000000000000001"]
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = String(state >> 14).prefix(Int(state % 15) + 1)
            let split = Int(state >> 60) % digits.count
            let whole = digits.prefix(split).drop { $0 == "0" }
            let text = (state & 16 == 0 ? "-" : "") + (whole.isEmpty ? "0" : String(whole)) + "." + digits.dropFirst(split)
            texts.append(text)
        }
        let value = try JSONParser.parse("[" + texts.joined(separator: ",") + "]")
        guard case let .array(numbers) = value else {
            Issue.record("expected an array")
            return
        }
        for (text, number) in zip(texts, numbers) {
            #expect(number == .number(Double(text)!), "\(text)")
            if case let .number(parsed) = number { #expect(parsed.sign == Double(text)!.sign, "\(text)") }
        }
    }

    @Test func refusesDeepNestingInsteadOfOverflowingTheStack() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test func serializesWhatItParses() throws {
        let text = #"{"a": [1, 2.5, "x\"y"], "b": {}, "c": []}"#
        let value = try JSONParser.parse(text)
        #expect(try JSONParser.parse(value.serialized()) == value)
        #expect(value.serialized(indent: nil) == #"{"a":[1,2.5,"x\"y"],"b":{},"c":[]}"#)
    }

    @Test func escapesWhatJSONRequiresAndCopiesTheRest() throws {
        let value = JSONValue.string("a\"b\\c\nd\re\tf\u{1}g\u{1F}h\u{7F}i\u{9B}j\u{A0}é😀")
        #expect(value.serialized() == #""a\"b\\c\nd\re\tf\u0001g\u001fh\u007fi\u009bj\#u{A0}é😀""#)
        #expect(try JSONParser.parse(value.serialized()) == value)
        // The Unicode line and paragraph separators too; other characters of E2 80 … are copied.
        let separators = JSONValue.string("a\u{2028}b\u{2029}c\u{2026}d")
        #expect(separators.serialized() == #""a\u2028b\u2029c\#u{2026}d""#)
        #expect(try JSONParser.parse(separators.serialized()) == separators)
        // The bidirectional controls, which show a text other than the one held; the
        // characters that share their lead bytes (؛, ‰, ⁰) are copied.
        let reordering = JSONValue.string("a\u{061C}\u{061B}b\u{200E}\u{200F}c\u{202A}\u{202E}\u{2030}d\u{2066}\u{2069}\u{2070}")
        #expect(reordering.serialized() == #""a\u061c\#u{061B}b\u200e\u200fc\u202a\u202e\#u{2030}d\u2066\u2069\#u{2070}""#)
        #expect(try JSONParser.parse(reordering.serialized()) == reordering)
    }

    /// A writer hands its text out as its buffer fills (a saved dump goes to the file that
    /// way); where the pieces break, inside an escape, a number or a text longer than the
    /// buffer, changes nothing in the text.
    @Test func writesTheSameTextInPiecesOfAnySize() throws {
        let value = JSONValue.object([
            ("escaped", .string(String(repeating: "é\"\u{1}\u{2028}x", count: 30))),
            ("long", .string(String(repeating: "a", count: 200))),
            ("numbers", .array([-123456789012, 0.5, 1e-9, 42].map(JSONValue.number))),
            ("nested", .object([("a", .array([.object([("b", .array([]))]), .null, .bool(false)]))])),
        ])
        let whole = value.serialized()
        for indent in [2, nil] as [Int?] {
            var pieces: [[UInt8]] = []
            var writer = JSONWriter(indent: indent, bufferSize: 64) { pieces.append(Array($0)) }
            value.write(to: &writer)
            writer.finish()
            #expect(pieces.count > 10)
            #expect(String(decoding: Array(pieces.joined()), as: UTF8.self) == value.serialized(indent: indent))
        }
        #expect(try JSONParser.parse(whole) == value)
    }
}

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (16.0, "16"), (0.5, "0.5"), (-8.0, "-8"), (0.0, "0"), (-0.0, "0"),
        (1.2000000476837158, "1.2"), (0.800000011920929, "0.8"), (38.666666666666664, "38.666666666666664"),
        (0.0001, "0.0001"), (1e-5, "1e-5"), (2.5e-8, "2.5e-8"), (999.5, "999.5"), (1e7, "10000000"),
        (123456789, "123456789"), (1e20, "1e20"), (2.22507e-308, "2.22507e-308"), (1e308, "1e308"),
        (0.000015, "1.5e-5"), (0.25, "0.25"),
    ])
    func printsTheShortestExactForm(value: Double, text: String) {
        #expect(formatNumber(value) == text)
        // It reads back as the value, or as the Float the value was widened from.
        let text = formatNumber(value)
        #expect(Double(text) == value || Float(text).map(Double.init) == value)
    }

    /// The JSON writer spells whole numbers and sixteenths itself, without `formatNumber`:
    /// every such value up to the 65,536 its shortcut covers, and past it, the same.
    @Test func theJSONWriterSpellsNumbersAsFormatNumberDoes() {
        let sixteenths: [Int] = Array(-20_000...20_000) + Array(stride(from: 20_000, through: 1_100_000, by: 97))
        var values: [Double] = sixteenths.flatMap { sixteenths -> [Double] in [Double(sixteenths) / 16, -Double(sixteenths) / 16] }
        values += [1e15, -1e15, 1e15 + 2, 0.1, -1.2000000476837158, 1e-9]
        let written = JSONValue.array(values.map(JSONValue.number)).serialized(indent: nil)
        #expect(written == "[" + values.map(formatNumber).joined(separator: ",") + "]")
    }

    /// A value no reader lets in, should one be computed, still leaves valid JSON and Swift.
    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func neverPrintsInfOrNaN(value: Double) {
        #expect(formatNumber(value) == "0")
        #expect(JSONValue.number(value).serialized() == "0")
    }
}
