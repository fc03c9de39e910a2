import Inspector
import LayoutModel
import Testing

/// A scroll view's edges bind its content, not its frame: a content view pinned to the four
/// edges of an 844-pt scroll view may be 1,200 pt tall, and without a height the scrollable
/// content size is ambiguous, as Interface Builder says.
@Suite struct ScrollViewTests {
    /// A 390×844 scroll view filling the root, a content view pinned to its four edges and as
    /// wide as its frame, plus `extra`.
    static func layout(_ extra: [Constraint]) -> LayoutDocument {
        let root = View(id: "root", className: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844), subviews: ["scroll"])
        let scroll = View(
            id: "scroll", className: "UIScrollView", frame: Rect(x: 0, y: 0, width: 390, height: 844), subviews: ["content"],
            translatesAutoresizingMaskIntoConstraints: false)
        let content = View(
            id: "content", className: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 1200),
            translatesAutoresizingMaskIntoConstraints: false)
        var constraints = [Attribute.top, .bottom, .leading, .trailing].map { edge in
            Constraint(id: "scroll.\(edge.name)", first: "scroll", firstAttribute: edge, second: "root", secondAttribute: edge)
        }
        constraints += [Attribute.top, .bottom, .leading, .trailing].map { edge in
            Constraint(id: "content.\(edge.name)", first: "content", firstAttribute: edge, second: "scroll", secondAttribute: edge)
        }
        constraints.append(Constraint(id: "content.width", first: "content", firstAttribute: .width, second: "scroll", secondAttribute: .width))
        return LayoutDocument(rootID: "root", views: [root, scroll, content], constraints: constraints + extra)
    }

    @Test func contentTallerThanTheScrollViewScrolls() {
        let height = Constraint(id: "content.height", first: "content", firstAttribute: .height, constant: 1200)
        let analysis = LayoutSession(document: Self.layout([height])).analyze()
        #expect(analysis.conflicts.isEmpty)
        #expect(analysis.ambiguities.isEmpty)
        #expect(analysis.misplacements.isEmpty)
    }

    @Test func contentWithoutAHeightIsAnAmbiguousScrollableContentSize() throws {
        let session = LayoutSession(document: Self.layout([]))
        let analysis = session.analyze()
        #expect(analysis.conflicts.isEmpty)
        let ambiguity = try #require(analysis.ambiguities.first)
        #expect(analysis.ambiguities.count == 1)
        #expect(ambiguity.scrollView == "scroll")
        #expect(ambiguity.components == [.height])
        // The content view is ambiguous only because the content area is.
        #expect(ambiguity.followers == ["content"])
        let message = ambiguity.message(name: "scrollView") { _ in true }
        #expect(message.hasPrefix("scrollable content size is ambiguous for scrollView: nothing decides the content's height: "))
        #expect(message.contains("pin its content view's top and bottom to scrollView.contentLayoutGuide and give the content view a height"))
    }

    /// A declared `contentLayoutGuide` is the content area; its `frameLayoutGuide` the frame.
    @Test func declaredGuidesAreTheContentAndTheFrame() {
        var document = Self.layout([])
        let guides = [
            Guide(id: "contentGuide", owner: "scroll", kind: .contentLayout),
            Guide(id: "frameGuide", owner: "scroll", kind: .frameLayout),
        ]
        let constraints = document.constraints.filter { $0.id != "content.width" } + [
            Constraint(id: "width", first: "content", firstAttribute: .width, second: "frameGuide", secondAttribute: .width),
            Constraint(id: "height", first: "content", firstAttribute: .height, second: "frameGuide", secondAttribute: .height, multiplier: 2),
        ]
        document = LayoutDocument(rootID: "root", views: document.views, guides: guides, constraints: constraints)
        let session = LayoutSession(document: document)
        let analysis = session.analyze()
        #expect(analysis.isClean)
        let content = session.system.index(of: "contentGuide")!
        #expect(session.value(ofVariable: LayoutSystem.variable(content, .height)) == 1688)
    }

    @Test func logsNameTheScrollGuidesByUIKitsIdentifiers() {
        #expect(Guide.Kind.allCases.first { $0.systemIdentifier == "UIScrollView-contentLayoutGuide" } == .contentLayout)
        #expect(Guide.Kind.allCases.first { $0.systemIdentifier == "UIScrollView-frameLayoutGuide" } == .frameLayout)
    }
}
