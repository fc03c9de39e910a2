import SwiftSyntax

/// A call in the app that makes a scene or a view from an Interface Builder file, and stops
/// working once the class builds its own views.
public struct Caller: Hashable, Sendable {
    /// `path:line:column`.
    public var location: String
    /// The call as written, on one line: `storyboard.instantiateViewController(withIdentifier: "login")`.
    public var call: String
}

/// Finds the calls that load storyboards and nibs in the given files.
enum CallerSearch {
    /// The members and types whose calls load from an Interface Builder file.
    static let names: Set<String> = [
        "instantiateViewController", "instantiateInitialViewController", "performSegue", "UIStoryboard", "UINib",
        "loadNibNamed", "registerNib", "nibName",
    ]

    static func callers(in sources: [SwiftSource]) -> [Caller] {
        sources.flatMap { source in
            let finder = CallFinder(viewMode: .sourceAccurate)
            finder.walk(source.tree)
            return finder.calls.map { call in
                var text = call.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
                if text.count > 120 { text = String(text.prefix(119)) + "…" }
                return Caller(location: source.location(call.positionAfterSkippingLeadingTrivia.utf8Offset), call: text)
            }
        }
    }
}

private final class CallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called: String? = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let called, CallerSearch.names.contains(called) {
            calls.append(node)
            return .skipChildren
        }
        return .visitChildren
    }
}
