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

extension ClassLocation {
    /// The members the class inherits from its superclasses declared in the given files, each
    /// with the superclass that declares it, nearest superclass first.
    static func inheritedMembers(of name: String, in sources: [SwiftSource]) -> [(superclass: String, decl: DeclSyntax)] {
        var members: [(superclass: String, decl: DeclSyntax)] = []
        var visited: Set<String> = [name]
        var location = ClassLocation(named: name, in: sources)
        while location.declarations.count == 1,
            let superclass = location.declarations[0].decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            visited.insert(superclass).inserted
        {
            location = ClassLocation(named: superclass, in: sources)
            let blocks = location.declarations.map(\.decl.memberBlock) + location.extensions.map(\.decl.memberBlock)
            members += blocks.flatMap { $0.members.map { (superclass, $0.decl) } }
        }
        return members
    }

    /// The names of those members: a view property of one of them would not compile.
    static func inheritedMemberNames(of name: String, in sources: [SwiftSource]) -> [String: String] {
        var names: [String: String] = [:]
        for (superclass, decl) in inheritedMembers(of: name, in: sources) {
            for memberName in ClassRewrite.names(decl) where names[memberName] == nil { names[memberName] = superclass }
        }
        return names
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
