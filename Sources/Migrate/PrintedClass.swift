import SwiftParser
import SwiftSyntax

/// The class a printer wrote for a layout (`print --declarations`), taken apart into what a
/// migration moves into the app's own class. Reading the printers' output keeps one printer
/// per target: migrate never writes layout code itself.
struct PrintedClass {
    /// `let titleLabel = UILabel()` and outlet collections, by name, in printed order.
    struct Property {
        var name: String
        /// The declaration, one line: `let titleLabel = UILabel()`.
        var text: String
        /// An outlet collection's element type (`private(set) var buttons: [UIButton] = []`).
        var collectionElement: String?
    }

    /// Where the printed class builds its views.
    enum Lifecycle: Equatable {
        case viewDidLoad
        /// `init(frame:)` or `init(style:reuseIdentifier:)`: its Swift selector.
        case initializer(String)
        /// `PrintedLayout`'s plain `init()`, which a controller runs in `viewDidLoad`.
        case plainInitializer
    }

    var properties: [Property] = []
    /// Members moved as they are (the plan, `apply()`, `loadView()`), with their names.
    var members: [(name: String, text: String)] = []
    /// The lifecycle member's full text, and its statements without the `super` call.
    var lifecycle: Lifecycle = .viewDidLoad
    var lifecycleText = ""
    var lifecycleStatements: [String] = []
    /// `required init?(coder:)`, when the printed class declares it.
    var coderInitializer: String?
    /// Protocols the printed class adopts beyond its superclass (`Planned`, `PlannedCell`).
    var adoptedProtocols: [String] = []
    var imports: [String] = []
    /// What Interface Builder sets up that the printed code does not do, a line each.
    var unwired: [String] = []
    /// File-level helpers the printed code needs (Draftsman's priority helper and the like).
    var helpers: [String] = []
    /// The root's property in `PrintedLayout`, which the app's class has already (`view`).
    static let printedLayoutRoot = "view"

    /// Nil when the text declares no class.
    init?(text: String) {
        let tree = Parser.parse(source: text)
        var found: ClassDeclSyntax?
        for item in tree.statements {
            if let importDecl = item.item.as(ImportDeclSyntax.self) {
                imports.append(importDecl.path.trimmedDescription)
            } else if let classDecl = item.item.as(ClassDeclSyntax.self) {
                // The app's own view classes follow as empty stubs; the printed class comes first.
                if found == nil { found = classDecl }
            } else if let extensionDecl = item.item.as(ExtensionDeclSyntax.self) {
                // Stubs of the app's actions and conformances; the app has its own.
                if extensionDecl.extendedType.trimmedDescription != found?.name.text {
                    helpers.append(extensionDecl.trimmedDescription)
                }
            } else if item.item.is(DeclSyntax.self) {
                helpers.append(item.trimmedDescription)
            }
        }
        guard let found else { return nil }
        let isPrintedLayout = found.name.text == "PrintedLayout"
        adoptedProtocols = (found.inheritanceClause?.inheritedTypes.dropFirst().map { $0.type.trimmedDescription } ?? [])
            .filter { $0 != "NSObject" }
        for member in found.memberBlock.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                if binding.accessorBlock == nil, binding.initializer != nil || binding.typeAnnotation?.type.is(ArrayTypeSyntax.self) == true {
                    if isPrintedLayout && name == Self.printedLayoutRoot { continue }
                    let element = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element.trimmedDescription
                    properties.append(Property(name: name, text: variable.trimmedDescription, collectionElement: element))
                } else if variable.attributes.isEmpty, !variable.trimmedDescription.contains("\n") {
                    // A second outlet's name for a view: `var shadowHost: UIView { cardView }`.
                    properties.append(Property(name: name, text: variable.trimmedDescription, collectionElement: nil))
                } else {
                    members.append((name, Self.member(variable)))
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if function.name.text == "viewDidLoad" {
                    lifecycle = .viewDidLoad
                    take(function.body, text: Self.member(function))
                } else {
                    members.append((function.name.text, Self.member(function)))
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                let selector = Self.selector(initializer.signature)
                if selector == "init(coder:)" {
                    coderInitializer = Self.member(initializer)
                } else {
                    lifecycle = selector == "init()" ? .plainInitializer : .initializer(selector)
                    take(initializer.body, text: Self.member(initializer))
                }
            }
        }
        var listing = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "// What Interface Builder sets up that this code does not:" {
                listing = true
            } else if listing, line.hasPrefix("// - ") {
                unwired.append(String(line.dropFirst(5)))
            } else {
                listing = false
            }
        }
    }

    private mutating func take(_ body: CodeBlockSyntax?, text: String) {
        lifecycleText = text
        lifecycleStatements = (body?.statements ?? []).compactMap { item in
            let statement = item.trimmedDescription
            return statement.hasPrefix("super.") ? nil : Self.dedented(item, keepingComments: true)
        }
        if lifecycle == .plainInitializer { lifecycleStatements.append("apply()") }
    }

    /// A member's text with its leading comments, its lines after the first relative to the
    /// member's own indentation.
    static func member(_ decl: some SyntaxProtocol) -> String {
        dedented(decl, keepingComments: true)
    }

    /// A node's text, its continuation lines stripped of the node's own indentation.
    static func dedented(_ node: some SyntaxProtocol, keepingComments: Bool = false) -> String {
        var text = node.trimmedDescription
        var indentation = 0
        for piece in node.leadingTrivia.reversed() {
            if case let .spaces(count) = piece { indentation = count } else { break }
        }
        if keepingComments {
            let comments = node.leadingTrivia.compactMap { piece -> String? in
                switch piece {
                case let .lineComment(comment), let .docLineComment(comment): comment
                default: nil
                }
            }
            if !comments.isEmpty { text = comments.joined(separator: "\n") + "\n" + text }
        }
        let prefix = String(repeating: " ", count: indentation)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(prefix) ? String($0.dropFirst(indentation)) : String($0) }
            .joined(separator: "\n")
    }

    /// `init(style:reuseIdentifier:)`, `init()`.
    static func selector(_ signature: FunctionSignatureSyntax) -> String {
        "init(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}

extension PrintedClass {
    /// The methods the printed statements name with `#selector(…)`: `tapped(_:)`, `done`.
    var selectors: Set<String> {
        var found: Set<String> = []
        for statement in lifecycleStatements + members.map(\.text) {
            var rest = Substring(statement)
            while let opening = rest.firstRange(of: "#selector(") {
                var depth = 1
                var index = opening.upperBound
                while index < rest.endIndex, depth > 0 {
                    if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                    index = rest.index(after: index)
                }
                found.insert(String(rest[opening.upperBound..<rest.index(before: index)]))
                rest = rest[index...]
            }
        }
        return found
    }

    /// Every `#selector(old)` written `#selector(new)`: the app's method for an action has
    /// labels the printer cannot know (`signIn(sender:)` for IB's `signInWithSender:`).
    mutating func rename(selector old: String, to new: String) {
        func renamed(_ text: String) -> String { text.replacing("#selector(\(old))", with: "#selector(\(new))") }
        lifecycleStatements = lifecycleStatements.map(renamed)
        lifecycleText = renamed(lifecycleText)
        members = members.map { ($0.name, renamed($0.text)) }
    }

    /// `viewDidLoad()`, `init(style:reuseIdentifier:)`.
    var lifecycleName: String {
        switch lifecycle {
        case .viewDidLoad, .plainInitializer: "viewDidLoad()"
        case let .initializer(selector): selector
        }
    }

    /// The printed lifecycle member with other statements after its `super` call.
    func lifecycleText(with statements: [String]) -> String {
        let lines = lifecycleText.split(separator: "\n", omittingEmptySubsequences: false)
        let superCall = lines.first { $0.drop { $0 == " " }.hasPrefix("super.") }.map { String($0.drop { $0 == " " }) } ?? ""
        return ClassRewrite.method(String(lines.first ?? ""), superCall: superCall, statements)
    }
}
