import SwiftSyntax

/// The `?` and `!` after uses of outlets that are no longer optional (`messageLabel?.text`,
/// `self.messageLabel!`): a non-optional property cannot be chained or unwrapped, so each
/// goes, and the use reads the same for a view that is always there.
final class OutletUses: SyntaxVisitor {
    private let names: Set<String>
    /// The byte ranges of the `?` and `!` tokens.
    private(set) var marks: [Range<Int>] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        if isOutlet(node.expression) { mark(node.questionMark) }
        return .visitChildren
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        if isOutlet(node.expression) { mark(node.exclamationMark) }
        return .visitChildren
    }

    private func mark(_ token: TokenSyntax) {
        marks.append(token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// `name` or `self.name`.
    private func isOutlet(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return names.contains(reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return names.contains(member.declName.baseName.text)
        }
        return false
    }
}
