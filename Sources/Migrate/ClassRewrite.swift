import SwiftSyntax

/// The edits that move one class of the app off Interface Builder: its outlets become the
/// printed properties, its actions lose `@IBAction`, and the printed layout goes where the
/// class builds its views. Either every edit or a reason the class is left alone.
struct ClassRewrite {
    /// Edits by file index.
    private(set) var edits: [Int: [TextEdit]] = [:]
    /// What the user should know: code moved, connections not made, outlets kept.
    private(set) var notes: [String] = []

    struct Refusal: Error {
        var reason: String
        /// The class was migrated before: nothing is left to rewrite, which is no failure.
        var isAlreadyMigrated = false
    }

    private let sources: [SwiftSource]
    private let printed: PrintedClass
    /// The file that declares the class.
    let file: Int
    private let decl: ClassDeclSyntax
    private var source: SwiftSource { sources[file] }

    /// - Parameters:
    ///   - connected: the outlet names the layout connects (views and collections).
    ///   - actions: the Objective-C selectors of the actions the layout sends to the class.
    init(
        className: String, printed: PrintedClass, connected: Set<String>, inherited: [String: String] = [:], actions: [String],
        sources: [SwiftSource]
    ) throws(Refusal) {
        let location = ClassLocation(named: className, in: sources)
        guard let first = location.declarations.first else {
            throw Refusal(reason: "class \(className) is not declared in the given Swift files")
        }
        if location.declarations.count > 1 {
            let places = location.declarations.map { sources[$0.file].location($0.decl.positionAfterSkippingLeadingTrivia.utf8Offset) }
            throw Refusal(reason: "class \(className) is declared \(location.declarations.count) times (\(places.joined(separator: ", "))); say which with fewer --swift files")
        }
        self.sources = sources
        file = first.file
        decl = first.decl
        let methods = ([first.decl.memberBlock] + location.extensions.map(\.decl.memberBlock))
            .flatMap { $0.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
        let inheritedMethods = ClassLocation.inheritedMembers(of: className, in: sources).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        var printed = printed
        var notes: [String] = []
        for selector in Set(actions).sorted() {
            let wired = Self.printedSelector(selector)
            guard printed.selectors.contains(wired) else { continue }
            if let method = methods.first(where: { Self.objectiveCSelector($0) == selector }) {
                let own = Self.selector(method)
                if own != wired { printed.rename(selector: wired, to: own) }
            } else if let method = inheritedMethods.first(where: { Self.objectiveCSelector($0) == selector }) {
                // A superclass's action (given in the files) is the class's too; it stays as it is.
                let own = Self.selector(method)
                if own != wired { printed.rename(selector: wired, to: own) }
            } else {
                notes.append("\(sources[first.file].location(first.decl.positionAfterSkippingLeadingTrivia.utf8Offset)): no method of the class or its extensions is the action \(selector); #selector(\(wired)) needs one (a superclass's?)")
            }
        }
        self.printed = printed
        self.notes = notes
        try rewrite(connected: connected, inherited: inherited, extensions: location.extensions)
    }

    // MARK: - The class

    private mutating func rewrite(
        connected: Set<String>, inherited: [String: String], extensions: [(file: Int, decl: ExtensionDeclSyntax)]
    ) throws(Refusal) {
        let members = decl.memberBlock.members.map(\.decl)
        let memberNames = Set((members + extensions.flatMap { $0.decl.memberBlock.members.map(\.decl) }).flatMap(Self.names))
        let printedNames = Dictionary(printed.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var replaced: Set<String> = []
        // Outlets that were implicitly unwrapped and are now plain properties.
        var unwrapped: Set<String> = []
        var lastOutletEnd: Int?
        // Outlets and actions Interface Builder serves that the layout does not make.
        var unmade: [String] = []
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self), Self.has(variable.attributes, "IBOutlet") else { continue }
            guard variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else {
                throw Refusal(reason: "\(source.location(start(variable))): several outlets in one declaration; split them first")
            }
            guard let property = printedNames[name] else {
                if connected.contains(name) {
                    notes.append("\(source.location(start(variable))): outlet \(name) kept: the printed layout does not make its object (the root view or a constraint)")
                } else if !Self.holdsConstraints(binding) {
                    unmade.append(name)
                }
                continue
            }
            add(replacing: start(variable)..<end(variable), with: Self.property(property, outlet: variable, binding: binding))
            replaced.insert(name)
            if binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) != true { unwrapped.insert(name) }
            lastOutletEnd = end(variable)
        }
        unmade += unwiredActions(extensions: extensions)
        if !unmade.isEmpty {
            throw Refusal(reason: "\(source.location(start(decl))): \(unmade.joined(separator: ", ")) \(unmade.count == 1 ? "is an outlet or action" : "are outlets or actions") of objects the layout does not make (views in static cells, bar button items, another file's objects); without the Interface Builder file nothing would set or send them; make those objects in code first")
        }
        let added = printed.properties.filter { !replaced.contains($0.name) }
        if replaced.isEmpty, !added.isEmpty, added.allSatisfy({ memberNames.contains($0.name) }),
            !Self.hasInterfaceBuilderAttributes([decl.memberBlock] + extensions.map(\.decl.memberBlock))
        {
            throw Refusal(reason: "\(source.location(start(decl))): already migrated: no @IBOutlet or @IBAction is left and the class declares every view of the layout", isAlreadyMigrated: true)
        }
        for property in added where memberNames.contains(property.name) {
            throw Refusal(reason: "\(source.location(start(decl))): the class already has a member \(property.name), the name the layout gives a view of its own; rename it first")
        }
        for property in added {
            guard let superclass = inherited[property.name] else { continue }
            throw Refusal(reason: "\(source.location(start(decl))): its superclass \(superclass) already has a member \(property.name), the name the layout gives a view (an outlet the superclass declares is migrated with the superclass); rename it first")
        }
        for member in printed.members where memberNames.contains(member.name) && member.name != "loadView" {
            throw Refusal(reason: "\(source.location(start(decl))): the class already has a member \(member.name), which the printed layout needs; rename it first")
        }
        try adopt(extensions: extensions)
        let indentation = memberIndentation(members)
        // The class's own indentation step (spaces or a tab), which the printed code's four spaces become.
        let outer = source.indentation(at: start(decl))
        let step = indentation.hasPrefix(outer) && indentation.count > outer.count ? String(indentation.dropFirst(outer.count)) : "    "
        var blocks: [String] = []
        if !added.isEmpty {
            let lines = added.map { indentation + $0.text }.joined(separator: "\n")
            if let lastOutletEnd {
                add(at: lastOutletEnd, "\n" + lines)
            } else {
                blocks.append(added.map(\.text).joined(separator: "\n"))
            }
        }
        let functions = Dictionary(members.compactMap { member -> (String, DeclSyntax)? in
            if let function = member.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty {
                return (function.name.text, member)
            }
            if let initializer = member.as(InitializerDeclSyntax.self) { return (PrintedClass.selector(initializer.signature), member) }
            return nil
        }, uniquingKeysWith: { first, _ in first })
        for member in printed.members {
            if member.name == "loadView", functions["loadView"] != nil {
                throw Refusal(reason: "\(source.location(start(decl))): the class's loadView() makes its own root view, and so does the printed layout (its root view is of a custom class); merge them by hand")
            }
            blocks.append(member.text)
        }
        var statements = printed.lifecycleStatements
        var removed: DeclSyntax?
        if case .initializer = printed.lifecycle, let awake = functions["awakeFromNib"]?.as(FunctionDeclSyntax.self) {
            let moved = (awake.body?.statements ?? []).filter { !$0.trimmedDescription.hasPrefix("super.awakeFromNib") }
            statements += moved.map { PrintedClass.dedented($0, keepingComments: true) }
            remove(awake)
            removed = DeclSyntax(awake)
            notes.append("\(source.location(start(awake))): awakeFromNib()'s code moved to the end of \(printed.lifecycleName): UIKit calls awakeFromNib only on what a nib made")
        }
        switch printed.lifecycle {
        case .viewDidLoad, .plainInitializer:
            if let loadView = functions["loadView"]?.as(FunctionDeclSyntax.self), let body = loadView.body {
                insert(statements, atEndOf: body, step: step)
            } else if let viewDidLoad = functions["viewDidLoad"]?.as(FunctionDeclSyntax.self), let body = viewDidLoad.body {
                insert(statements, afterSuperCallIn: body, step: step)
            } else {
                blocks.append(printed.lifecycle == .viewDidLoad && printed.lifecycleStatements == statements
                    ? printed.lifecycleText : Self.method("override func viewDidLoad() {", superCall: "super.viewDidLoad()", statements))
            }
            // Frames computed in code (NotAutoLayout's `layout()`) follow every layout pass.
            if printed.lifecycle == .plainInitializer, printed.members.contains(where: { $0.name == "layout" }) {
                if let existing = functions["viewDidLayoutSubviews"]?.as(FunctionDeclSyntax.self), let body = existing.body {
                    insert(["layout()"], afterSuperCallIn: body, step: step)
                } else {
                    blocks.append(Self.method("override func viewDidLayoutSubviews() {", superCall: "super.viewDidLayoutSubviews()", ["layout()"]))
                }
            }
        case let .initializer(selector):
            if let existing = functions[selector]?.as(InitializerDeclSyntax.self), let body = existing.body {
                guard Self.superCall(in: body) != nil else {
                    throw Refusal(reason: "\(source.location(start(existing))): \(selector) calls no super.init; where the views go is unclear")
                }
                insert(statements, afterSuperCallIn: body, step: step)
            } else {
                blocks.append(printed.lifecycleStatements == statements ? printed.lifecycleText : printed.lifecycleText(with: statements))
            }
            if let coder = printed.coderInitializer {
                if let existing = functions["init(coder:)"] {
                    notes.append("\(source.location(start(existing))): init?(coder:) kept as it is: it no longer builds the views, which only \(selector) makes")
                } else {
                    blocks.append(coder)
                }
            }
        }
        if !blocks.isEmpty {
            let text = blocks.map { Self.indented(Self.reindented($0, step: step), by: indentation) }.joined(separator: "\n\n")
            let firstFunction = members.first { member in
                (member.is(FunctionDeclSyntax.self) || member.is(InitializerDeclSyntax.self)) && member.id != removed?.id
            }
            if let firstFunction {
                add(at: start(firstFunction), text.dropFirst(indentation.count) + "\n\n" + indentation)
            } else {
                add(at: start(decl.memberBlock.rightBrace), "\n" + text + "\n" + source.indentation(at: start(decl)))
            }
        }
        rewriteActions(extensions: extensions)
        removeUnwrapping(of: unwrapped, extensions: extensions)
    }

    /// `label?.text` and `label!` on outlets that are no longer optional, in the class and its
    /// extensions.
    private mutating func removeUnwrapping(of names: Set<String>, extensions: [(file: Int, decl: ExtensionDeclSyntax)]) {
        guard !names.isEmpty else { return }
        let places = [(file, Syntax(decl))] + extensions.map { ($0.file, Syntax($0.decl)) }
        for (index, node) in places {
            let uses = OutletUses(names: names)
            uses.walk(node)
            edits[index, default: []] += uses.marks.map { TextEdit(range: $0, replacement: "") }
        }
    }

    /// `Planned` (and the like) added where the class and its extensions do not adopt it.
    private mutating func adopt(extensions: [(file: Int, decl: ExtensionDeclSyntax)]) throws(Refusal) {
        let adopted = Set((decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
            + extensions.flatMap { $0.decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [] })
        let missing = printed.adoptedProtocols.filter { !adopted.contains($0) }
        guard !missing.isEmpty else { return }
        guard let last = decl.inheritanceClause?.inheritedTypes.last else {
            throw Refusal(reason: "\(source.location(start(decl))): the class names no superclass; a view controller, view or cell must")
        }
        add(at: end(last.type), missing.map { ", " + $0 }.joined())
    }

    /// The `@IBAction` methods of the class and its extensions the printed layout does not wire.
    private func unwiredActions(extensions: [(file: Int, decl: ExtensionDeclSyntax)]) -> [String] {
        ([decl.memberBlock] + extensions.map(\.decl.memberBlock)).flatMap { block in
            block.members.compactMap { member -> String? in
                guard let function = member.decl.as(FunctionDeclSyntax.self), Self.has(function.attributes, "IBAction") else { return nil }
                let selector = Self.selector(function)
                return printed.selectors.contains(selector) ? nil : selector
            }
        }
    }

    /// `@IBAction` becomes `@objc` (or goes, beside an `@objc`) on every method the printed
    /// layout wires, in the class and its extensions.
    private mutating func rewriteActions(extensions: [(file: Int, decl: ExtensionDeclSyntax)]) {
        let wired = printed.selectors
        let places = [(file, decl.memberBlock)] + extensions.map { ($0.file, $0.decl.memberBlock) }
        for (index, block) in places {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), wired.contains(Self.selector(function)) else { continue }
                guard let attribute = function.attributes.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBAction" }) else { continue }
                let range = attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset
                if Self.has(function.attributes, "objc") {
                    // The attribute and the space after it go; a line of its own keeps its break.
                    let next = attribute.nextToken(viewMode: .sourceAccurate).map { $0.positionAfterSkippingLeadingTrivia.utf8Offset } ?? range.upperBound
                    let sameLine = !sources[index].text(range.upperBound..<next).contains("\n")
                    edits[index, default: []].append(TextEdit(range: range.lowerBound..<(sameLine ? next : range.upperBound), replacement: ""))
                } else {
                    edits[index, default: []].append(TextEdit(range: range, replacement: "@objc"))
                }
            }
        }
    }

    // MARK: - Statements in an existing body

    private mutating func insert(_ statements: [String], afterSuperCallIn body: CodeBlockSyntax, step: String) {
        guard !statements.isEmpty else { return }
        let indentation = body.statements.first.map { source.indentation(at: start($0)) }
            ?? source.indentation(at: start(body)) + step
        let lines = statements.map { Self.indented(Self.reindented($0, step: step), by: indentation) }.joined(separator: "\n")
        if let call = Self.superCall(in: body) {
            add(at: end(call), "\n" + lines)
        } else {
            add(at: end(body.leftBrace), "\n" + lines)
        }
    }

    private mutating func insert(_ statements: [String], atEndOf body: CodeBlockSyntax, step: String) {
        guard !statements.isEmpty else { return }
        let indentation = body.statements.first.map { source.indentation(at: start($0)) }
            ?? source.indentation(at: start(body)) + step
        let lines = statements.map { Self.indented(Self.reindented($0, step: step), by: indentation) }.joined(separator: "\n")
        let anchor = body.statements.last.map { end($0) } ?? end(body.leftBrace)
        add(at: anchor, "\n" + lines)
    }

    /// Removes a member with its line and one blank line after it.
    private mutating func remove(_ function: FunctionDeclSyntax) {
        let bytes = source.bytes
        var lower = start(function)
        while lower > 0, bytes[lower - 1] == UInt8(ascii: " ") || bytes[lower - 1] == UInt8(ascii: "\t") { lower -= 1 }
        var upper = end(function)
        for _ in 0..<2 {
            var next = upper
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "\n") else { break }
            upper = next + 1
        }
        add(replacing: lower..<upper, with: "")
    }

    // MARK: - Text

    private mutating func add(replacing range: Range<Int>, with text: String) {
        edits[file, default: []].append(TextEdit(range: range, replacement: text))
    }

    private mutating func add(at offset: Int, _ text: some StringProtocol) {
        add(replacing: offset..<offset, with: String(text))
    }

    private func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
    private func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }

    private func memberIndentation(_ members: [DeclSyntax]) -> String {
        if let first = members.first { return source.indentation(at: start(first)) }
        return source.indentation(at: start(decl)) + "    "
    }

    /// Each line of `text` but empty ones after `indentation`.
    static func indented(_ text: String, by indentation: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indentation + $0 }
            .joined(separator: "\n")
    }

    /// The printed code's four-space steps as `step` each (two spaces, a tab…).
    static func reindented(_ text: String, step: String) -> String {
        guard step != "    " else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let spaces: Int = line.prefix { $0 == " " }.count
            return String(repeating: step, count: spaces / 4) + String(repeating: " ", count: spaces % 4) + String(line.dropFirst(spaces))
        }.joined(separator: "\n")
    }

    static func method(_ opening: String, superCall: String, _ statements: [String]) -> String {
        ([opening, "    " + superCall] + statements.map { indented($0, by: "    ") } + ["}"]).joined(separator: "\n")
    }

    /// The outlet as the printed property: its access level kept, `weak`, `@IBOutlet` and the
    /// implicitly unwrapped optional gone; an optional outlet stays optional for its uses.
    static func property(_ property: PrintedClass.Property, outlet: VariableDeclSyntax, binding: PatternBindingSyntax) -> String {
        let access = outlet.modifiers.compactMap { modifier -> String? in
            switch modifier.name.text {
            case "private", "fileprivate", "internal", "public", "package": modifier.trimmedDescription
            // `open` is for overridable members; a stored `let` cannot be.
            case "open": "public"
            default: nil
            }
        }.map { $0 + " " }.joined()
        if let element = property.collectionElement {
            return "\(access)var \(property.name): [\(element)] = []"
        }
        guard property.text.hasPrefix("let ") else { return access + property.text }
        let printed = String(property.text.dropFirst(4))
        if let optional = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self), let equals = printed.firstRange(of: " = ") {
            return "\(access)let \(property.name): \(optional.trimmedDescription)" + printed[equals.lowerBound...]
        }
        return "\(access)let " + printed
    }

    /// Whether an outlet holds a constraint or constraints, which the layout keeps to the user.
    static func holdsConstraints(_ binding: PatternBindingSyntax) -> Bool {
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        return type.trimmingCharacters(in: ["[", "]", "!", "?"]) == "NSLayoutConstraint"
    }

    /// Whether any member is an `@IBOutlet` or an `@IBAction`.
    static func hasInterfaceBuilderAttributes(_ blocks: [MemberBlockSyntax]) -> Bool {
        blocks.contains { block in
            block.members.contains { member in
                if let variable = member.decl.as(VariableDeclSyntax.self) { return has(variable.attributes, "IBOutlet") }
                if let function = member.decl.as(FunctionDeclSyntax.self) { return has(function.attributes, "IBAction") }
                return false
            }
        }
    }

    static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    /// The names a member declares (properties and functions).
    static func names(_ member: DeclSyntax) -> [String] {
        if let variable = member.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let function = member.as(FunctionDeclSyntax.self) { return [function.name.text] }
        return []
    }

    /// `tapped(_:)`, `tapped`, `tapped(_:forEvent:)`: what `#selector` names the method by.
    static func selector(_ function: FunctionDeclSyntax) -> String {
        let parameters = function.signature.parameterClause.parameters
        guard !parameters.isEmpty else { return function.name.text }
        return function.name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The Swift selector the printer writes for an action's Objective-C selector
    /// (``ConnectionCode``'s rule): `tapped:` → `tapped(_:)`.
    static func printedSelector(_ selector: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return selector }
        return "\(parts[0])(_:" + parts.dropFirst().dropLast().map { $0 + ":" }.joined() + ")"
    }

    /// The Objective-C selector Swift gives a method: `signIn(sender:)` → `signInWithSender:`.
    static func objectiveCSelector(_ function: FunctionDeclSyntax) -> String {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let first = parameters.first else { return function.name.text }
        let label = first.firstName.text
        let head = label == "_" ? function.name.text : function.name.text + "With" + label.prefix(1).uppercased() + label.dropFirst()
        return head + ":" + parameters.dropFirst().map { ($0.firstName.text == "_" ? "" : $0.firstName.text) + ":" }.joined()
    }

    /// The body's `super.viewDidLoad()` / `super.init(…)` statement.
    static func superCall(in body: CodeBlockSyntax) -> CodeBlockItemSyntax? {
        body.statements.first { $0.trimmedDescription.hasPrefix("super.") && !$0.trimmedDescription.contains("\n") }
    }
}
