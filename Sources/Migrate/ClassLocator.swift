import SwiftSyntax

/// Where a class of the app is declared and extended in the given files.
struct ClassLocation {
    var declarations: [(file: Int, decl: ClassDeclSyntax)] = []
    var extensions: [(file: Int, decl: ExtensionDeclSyntax)] = []

    init(named name: String, in sources: [SwiftSource]) {
        for (index, source) in sources.enumerated() {
            let finder = TypeFinder(name: name)
            finder.walk(source.tree)
            declarations += finder.classes.map { (index, $0) }
            extensions += finder.extensions.map { (index, $0) }
        }
    }
}

/// The class declarations and extensions of one name in a file, nested ones included.
private final class TypeFinder: SyntaxVisitor {
    let name: String
    var classes: [ClassDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { classes.append(node) }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        if extended == name || extended.hasSuffix("." + name) { extensions.append(node) }
        return .visitChildren
    }

    // Function bodies declare no classes an Interface Builder file can name.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
