import LayoutModel

/// The Swift names of a document's views and layout guides, shared by every printer and
/// report so that the same view is called the same everywhere.
///
/// Precedence, highest first: a tag (`--tag ID=NAME`); for the root, its identifier or dump
/// name, else its role (`cell` for a cell, `contentView` for a cell's content view, `view`
/// otherwise), claimed before any other view's tag so that a tag never renames the root; a
/// cell's content view is `contentView`; then the outlet the app's code holds the view in
/// (outlet collections' names are taken first); then the view's `accessibilityIdentifier`, the dump's
/// `name` hint, a name made from the text and the class (`UILabel` "Sign in" → `signInLabel`,
/// `HeaderView` → `headerView`; a key's symbol, "=" → `equalsButton`; a labelled row from
/// its label, `usernameStackView`; another stack from the first view it arranges that an outlet,
/// identifier or name hint names, `titleStackView`), then the class alone (`stackView`; `label1`, `label2` only
/// when several views would share it). Every name is a valid Swift identifier, never a keyword,
/// and unique; a later claimant of a taken name gets `2`, `3`… appended, and a tag that had to
/// be changed that way is listed in ``changedTags``.
/// Layout guides are expressions: `owner.safeAreaLayoutGuide`, `owner.layoutMarginsGuide`,
/// `scrollView.contentLayoutGuide`, …, or a custom guide's own name.
public struct NameTable: Sendable {
    private var names: ItemNames
    private var taken: Set<String>
    /// The next numeric suffix to try for a base name, so that thousands of `likeButton`s
    /// are numbered in linear time.
    private var nextSuffix: [String: Int] = [:]
    /// Tags that were taken already (by the root or another tag), with the name given instead.
    public private(set) var changedTags: [ItemID: String] = [:]
    /// UIKit's guides, named after their owner: the owner and the property.
    private var guideOwners: [ItemID: (owner: ItemID, property: String)] = [:]
    /// The base of each name numbered because several views share it (`stackView` for
    /// `stackView2`), for ``plainNumbers(keeping:)``.
    private var sharedBases: ItemNames

    /// Names the views and guides of `document`.
    /// - Parameters:
    ///   - tags: names chosen by the user, by item id; they win over everything else.
    ///   - reserved: names the caller uses itself and no view may take.
    ///   - printedRoot: the view whose subtree the code prints, when not the document's root:
    ///     its class's members are what no view may take (a cell's `imageView`).
    public init(document: LayoutDocument, tags: [ItemID: String] = [:], reserved: Set<String> = [], printedRoot: ItemID? = nil) {
        self.init(candidates: Candidates(document: document, printedRoot: printedRoot), tags: tags, reserved: reserved)
    }

    /// Names the views and guides from what their document offers: a REPL that tags and
    /// untags keeps the candidates and only hands out the names again.
    public init(candidates: Candidates, tags: [ItemID: String] = [:], reserved: Set<String> = []) {
        let itemCount = candidates.views.count + candidates.guides.count
        names = ItemNames(numbers: candidates.numbers)
        sharedBases = ItemNames(numbers: candidates.numbers)
        // Grown once to its final size, then filled: a union into an empty set grew it step
        // by step, rehashing every name each time.
        taken = candidates.reserved
        taken.reserveCapacity(candidates.reserved.count + reserved.count + itemCount)
        taken.formUnion(reserved)
        let allViews = candidates.views
        let root = candidates.root
        let rootName = tags[root].flatMap { SwiftIdentifier.make(from: $0) } ?? candidates.rootName
        // The root's role name is the caller's to use even when reserved (`view`, `contentView`).
        taken.remove(rootName)
        claim(root, rootName)
        // A captured window whose controller's view is the `view` is the `window`.
        if let window = candidates.window, tags[window] == nil {
            taken.remove("window")
            claim(window, "window")
        }
        for id in allViews.filter({ $0 != root && tags[$0] != nil }) + candidates.guides.map(\.id).filter({ tags[$0] != nil }) {
            guard let tag = tags[id] else { continue }
            let wanted = SwiftIdentifier.make(from: tag) ?? "item"
            claim(id, wanted)
            if names[id] != wanted { changedTags[id] = names[id] }
        }
        for id in candidates.cellContentViews where names[id] == nil {
            taken.remove("contentView")
            claim(id, "contentView")
        }
        for (id, part) in candidates.cellParts where names[id] == nil {
            taken.remove(part.rawValue)
            claim(id, part.rawValue)
        }
        // Which views have a name by now, by position in `allViews`: the tiers below ask
        // this of every view, so it is an array, not a lookup by id.
        var named = [Bool](repeating: false, count: allViews.count)
        names.forEach { id, _ in
            if let position = candidates.position(of: id) { named[position] = true }
        }
        // An effect view's content view is named after its effect view, once that has a name;
        // its outlet stays free for the property that reaches it (an alias).
        let effectContentPositions = Set(candidates.effectContentViews.map(\.position))
        for position in effectContentPositions { named[position] = true }
        for (position, name) in candidates.outletNames where effectContentPositions.contains(position) { taken.insert(name) }
        for (position, name) in candidates.outletNames where !named[position] {
            claim(allViews[position], name)
            named[position] = true
        }
        for position in allViews.indices where !named[position] {
            if let name = candidates.identifierNames[position] {
                claim(allViews[position], name)
                named[position] = true
            }
        }
        for position in allViews.indices where !named[position] {
            if let name = candidates.hintNames[position] {
                claim(allViews[position], name)
                named[position] = true
            }
        }
        var generic: [(id: ItemID, base: String)] = []
        for position in allViews.indices where !named[position] {
            switch candidates.ownNames[position] {
            case let .text(name)?: claim(allViews[position], name)
            case let .generic(base)?: generic.append((allViews[position], base))
            case nil: continue
            }
        }
        // A base is shared among the printed views, or among the others (named after them).
        var sharing: [[String: Int]] = [[:], [:]]
        func group(_ id: ItemID) -> Int {
            candidates.position(of: id).map { $0 < candidates.printedCount ? 0 : 1 } ?? 1
        }
        for entry in generic { sharing[group(entry.id)][entry.base, default: 0] += 1 }
        for (id, base) in generic {
            if sharing[group(id)][base, default: 0] > 1 {
                claim(id, base, numbered: true)
                sharedBases[id] = base
            } else {
                claim(id, base)
            }
        }
        for (position, effectView) in candidates.effectContentViews {
            let id = allViews[position]
            names[id] = displayName(of: effectView) + ".contentView"
            if tags[id] != nil { changedTags[id] = names[id] }
        }
        for guide in candidates.guides where names[guide.id] == nil && guide.kind == .custom {
            let base = guide.identifier.flatMap { SwiftIdentifier.make(from: Self.withoutAddress($0)) } ?? "layoutGuide"
            claim(guide.id, base, numbered: base == "layoutGuide")
        }
        name(addedGuides: candidates.guides)
    }

    /// What a document offers each item as a name, before names are made unique: the part of
    /// naming that reads texts, identifiers, classes and constraints. Tags do not change it;
    /// an edit changes it only for the views the edited constraint mentions (``refresh(_:in:)``).
    public struct Candidates: Sendable {
        /// The names printed code uses itself for this document.
        fileprivate var reserved: Set<String>
        /// Every view: the root's subtree depth first, then the views outside it; a printed
        /// subtree's views first of all.
        fileprivate var views: [ItemID]
        /// How many of ``views`` are printed: all, or the printed subtree's.
        fileprivate var printedCount: Int
        fileprivate var root: ItemID
        /// The captured window around ``root`` when that is its controller's view
        /// (``LayoutModel/LayoutDocument/contentRoot``).
        fileprivate var window: ItemID?
        /// The root's name when no tag names it: its identifier or dump name, else its role.
        fileprivate var rootName: String
        fileprivate var guides: [Guide]
        /// Content views of cells, which are `contentView`.
        fileprivate var cellContentViews: [ItemID] = []
        /// The views a cell's standard style makes (``LayoutModel/CellPart``), which are the
        /// cell's `textLabel`, `detailTextLabel` and `imageView`.
        fileprivate var cellParts: [(view: ItemID, part: CellPart)] = []
        /// Content views of visual effect views, with their effect view's position in
        /// ``views``: code reaches one only through its effect view (`blurView.contentView`).
        fileprivate var effectContentViews: [(position: Int, effectView: ItemID)] = []
        /// Names made from outlets, by position in ``views``: only the few views that have one.
        fileprivate var outletNames: [(position: Int, name: String)] = []
        /// Names made from `accessibilityIdentifier` and from the dump's `name` hint, by
        /// position in ``views``.
        fileprivate var identifierNames: [String?] = []
        fileprivate var hintNames: [String?] = []
        /// The name made from a view's text, or the generic base its class gives.
        fileprivate var ownNames: [OwnName?] = []
        /// The document's numbering of its ids (``LayoutModel/ItemNumbers``), which the table's
        /// names are kept by, and each number's position in ``views`` (-1: not a view).
        fileprivate var numbers: ItemNumbers
        private var positionOfNumber: [Int32]
        /// The members of the class the root's code goes in (a cell's `imageView`), which a
        /// view's generic base may not be.
        private var members: Set<String>
        /// The cell each view lies in, by its index in the document's views: a cell printed
        /// alone is a class of its own, so a view in it is named after that class's members
        /// wherever it is named (the REPL's `tree`, `check`, `print`), not only when the cell is
        /// printed.
        private var enclosingCells: [CellClass] = []
        /// What a class offers every view of it, worked out once per class.
        private var classNames: [String: ClassName] = [:]
        /// The names made from a text for a type's last word: many views show the same text
        /// (every cell's "Like" button), and a name is made from it once.
        private var textNames: [TextName: String?] = [:]

        private struct TextName: Hashable {
            var text: String
            var typeWord: String
        }

        private struct ClassName {
            /// The type's words without UIKit's prefixes (``NameTable/typeWords(ofClass:)``).
            var typeWords: [String]
            /// The generic base the class gives (`stackView`); `nil` for a plain view, whose
            /// base depends on the view (``NameTable/plainViewBase(ofViewAt:in:)``).
            var genericBase: String?
            /// Whether the class makes a cell's content view possible: a content view's own
            /// class, or a collection view cell's, whose plain first subview is its content view.
            var allowsCellContentView: Bool
            /// Whether the class is a visual effect view's content view.
            var isEffectContentView: Bool = false
            /// Whether the class is `UIButton`, whose title is its label's text
            /// (``Inspector/LayoutDocument/displayedText(ofViewAt:)``).
            var isButton: Bool
            /// The cell, or cell's content view, the class is: what the views inside it may not
            /// be called.
            var cellClass: CellClass
        }

        /// The class whose members a view in a cell may not be called: a byte per view, as
        /// most documents have no cell and a table has thousands.
        enum CellClass: UInt8, Sendable {
            case none, contentView, tableViewCell, collectionViewCell, headerFooterView

            /// The members of the class, `nil` outside a cell (a content view alone is a
            /// table view cell's).
            var members: Set<String>? {
                switch self {
                case .none: nil
                case .contentView, .tableViewCell: NameTable.tableViewCellMembers
                case .collectionViewCell: NameTable.collectionViewCellMembers
                case .headerFooterView: NameTable.headerFooterViewMembers
                }
            }
        }

        fileprivate enum OwnName: Sendable {
            /// `signInButton`, taken as it is (numbered only if taken already).
            case text(String)
            /// `stackView`: numbered from 1 when several views share it.
            case generic(String)
        }

        /// - Parameter printedRoot: the view whose subtree is printed, when not the document's
        ///   root: the class its code goes in is that view's (a cell of a table view).
        public init(document: LayoutDocument, printedRoot: ItemID? = nil) {
            // A captured window is named as printing names it, from its controller's view
            // (``LayoutModel/LayoutDocument/contentRoot``), in every command: that view's subtree
            // first, so `tree` numbers its `containerView`s as `print` does.
            let contentRoot = document.contentRoot
            let printedRoot = printedRoot ?? (contentRoot != document.rootID ? contentRoot : nil)
            // An action without arguments is a method of the printed class called as a property
            // would be: a button called "Rewind" beside a `rewind` action would redeclare it.
            let selectors = document.connections.actions.map(\.selector) + document.connections.gestures.flatMap { $0.actions.map(\.selector) }
            // A subtree's root is a view unless it is a cell (a controller's view is the document's root).
            let printedKind = printedRoot.flatMap { $0 == document.rootID ? nil : RootKind.cellKind(of: $0, in: document) ?? .view }
            reserved = NameTable.reservedNames(for: printedKind ?? document.rootKind)
                .union(document.outletCollections.compactMap { SwiftIdentifier.property($0.property) })
                .union(selectors.filter { SwiftIdentifier.isValid($0) })
            members = reserved.subtracting(["view", "contentView"])
            let order = document.depthFirstOrder
            if order.count == document.views.count {
                views = order
            } else {
                let inOrder = Set(order)
                views = order + document.views.map(\.id).filter { !inOrder.contains($0) }
            }
            // A printed subtree's views come first and are named among themselves: the views
            // outside it appear only in commented leftovers, and take numbers before they do.
            if let printedRoot, printedRoot != document.rootID {
                let subtree = Self.subtree(of: printedRoot, in: document)
                let printed = views.filter(subtree.contains)
                views = printed + views.filter { !subtree.contains($0) }
                printedCount = printed.count
            } else {
                printedCount = views.count
            }
            // A captured window is named as it is printed, from its controller's view
            // (``LayoutModel/LayoutDocument/contentRoot``): that view is the `view`, the window
            // the `window`, whatever subtree is printed.
            let isContentRoot = contentRoot != document.rootID
            root = contentRoot
            window = isContentRoot && document.kind(of: document.rootID) == .window ? document.rootID : nil
            let rootView = document.view(root)
            rootName = rootView?.accessibilityIdentifier.flatMap { SwiftIdentifier.make(from: $0) }
                ?? rootView?.name.flatMap { SwiftIdentifier.make(from: $0) }
                ?? NameTable.roleName(of: isContentRoot ? .viewControllerView(controllerClass: nil) : document.rootKind)
            guides = document.guides
            numbers = document.idNumbers
            positionOfNumber = [Int32](repeating: -1, count: numbers.count)
            identifierNames.reserveCapacity(views.count)
            hintNames.reserveCapacity(views.count)
            ownNames.reserveCapacity(views.count)
            enclosingCells = [CellClass](repeating: .none, count: document.views.count)
            // The cell a view's subviews lie in, by its index: a superview comes before its
            // subviews in `views` (depth first), so each view's cell is known by then.
            var cellInside = [CellClass](repeating: .none, count: document.views.count)
            for (position, id) in views.enumerated() {
                var number: Int?
                var itemNumber: Int32?
                if let found = numbers[id] {
                    itemNumber = found
                    positionOfNumber[Int(found)] = Int32(position)
                    // Found by its number, not looked up by its id again.
                    number = document.viewIndex(ofNumber: found)
                }
                guard let number, let itemNumber else {
                    identifierNames.append(nil)
                    hintNames.append(nil)
                    ownNames.append(nil)
                    continue
                }
                let inherited = document.superviewIndex(ofNumber: itemNumber).map { cellInside[$0] } ?? .none
                enclosingCells[number] = inherited
                // A content view goes with its cell: a collection view cell's is not a table's.
                let naming = naming(ofViewAt: number, in: document)
                cellInside[number] = naming.cellClass == .none || (naming.cellClass == .contentView && inherited != .none)
                    ? inherited : naming.cellClass
                // An outlet named as the class's own member (a cell's `textLabel`, which IB's
                // key-value coding sets) cannot be the view's property: the view takes its next name.
                let members = members(ofViewAt: number)
                if let outlet = document.views[number].outlet, let name = SwiftIdentifier.property(outlet), !members.contains(name) {
                    outletNames.append((position, name))
                }
                let className = document.views[number].className
                identifierNames.append(document.views[number].accessibilityIdentifier.flatMap { SwiftIdentifier.make(from: $0) }
                    .map { notMember($0, ofClass: className, members: members) })
                hintNames.append(document.views[number].name.flatMap { SwiftIdentifier.make(from: $0) }
                    .map { notMember($0, ofClass: className, members: members) })
                ownNames.append(ownName(ofViewAt: number, naming: naming, in: document))
            }
            // A view's kind looks at its subviews and superview: asked of every view only when
            // some class (each seen above) allows a cell's content view at all.
            if classNames.values.contains(where: \.allowsCellContentView) {
                // A content view whose cell the input does not show (a log's) is still the
                // cell's `contentView`.
                for id in views where document.kind(of: id) == .cellContentView {
                    if let superview = document.superview(of: id),
                        document.kind(of: superview)?.isCell == true || superview == document.rootID && document.rootIsSynthetic
                    {
                        cellContentViews.append(id)
                        cellParts += document.cellParts(ofContentView: id)
                    }
                }
            }
            // An app's class spelt in lower case (`customStepper`) would be the name of its view's
            // property too, and `let customStepper = customStepper()` refers to itself.
            reserved.formUnion(classNames.keys.map(UIKitClasses.typeName).filter { $0.first?.isLowercase == true })
            // A root that is a lone control or label (a log's conflict on one view) is what it
            // shows or is, as any other view would be: `button`, not the container's `view`.
            if rootView?.accessibilityIdentifier == nil, rootView?.name == nil, document.rootKind == .view,
                rootView?.subviews.isEmpty == true, let position = position(of: root), let own = ownNames[position]
            {
                let name = switch own { case let .text(name), let .generic(name): name }
                if !reserved.contains(name) { rootName = name }
            }
            if classNames.values.contains(where: \.isEffectContentView) {
                for (position, id) in views.enumerated() where id != root && document.kind(of: id) == .effectContentView {
                    if let superview = document.superview(of: id) { effectContentViews.append((position, superview)) }
                }
            }
        }

        /// The members no name of the view at `number` in the document's views may be.
        private func members(ofViewAt number: Int) -> Set<String> {
            (enclosingCells.indices.contains(number) ? enclosingCells[number].members : nil) ?? members
        }

        /// The views of `root`'s subtree that printing it prints, itself among them: not UIKit's
        /// private views nor what a table or collection view places (cells, headers), nor what is
        /// inside them (``Printer``'s `PrintedTree`).
        private static func subtree(of root: ItemID, in document: LayoutDocument) -> Set<ItemID> {
            var found: Set<ItemID> = []
            // Each view with its position, looked up once: a large capture's subtree is most of it.
            var stack: [(id: ItemID, index: Int?)] = [(root, document.indexOfView(root))]
            while let (id, index) = stack.popLast() {
                guard found.insert(id).inserted, let index else { continue }
                for subview in document.views[index].subviews {
                    let position = document.indexOfView(subview)
                    var kind: ViewKind?
                    if let position { kind = document.kind(ofViewAt: position) }
                    if kind != .privateView && kind?.isPlacedByItsList != true { stack.append((subview, position)) }
                }
            }
            return found
        }

        /// The position of a view in ``views``.
        fileprivate func position(of id: ItemID) -> Int? {
            guard let number = numbers[id], positionOfNumber[Int(number)] >= 0 else { return nil }
            return Int(positionOfNumber[Int(number)])
        }

        /// A name given as a class member's (a label called "Title" in a controller, whose
        /// `title` it would hide) with the view's type word after it (`titleLabel`), rather than
        /// numbered (`title2`) as if another view had it.
        private func notMember(_ name: String, ofClass className: String, members: Set<String>) -> String {
            guard members.contains(name), let typeWord = NameTable.typeWords(ofClass: className).last else { return name }
            let named = name + typeWord
            return members.contains(named) ? name : named
        }

        /// Works out again what the views a changed constraint mentions are offered: a plain
        /// view's name reads its constraints (`separatorView`, `backgroundView`).
        public mutating func refresh(_ ids: [ItemID], in document: LayoutDocument) {
            for id in ids {
                guard let position = position(of: id), let number = document.indexOfView(id) else { continue }
                ownNames[position] = ownName(ofViewAt: number, naming: naming(ofViewAt: number, in: document), in: document)
            }
            // A constraint on a view of a cell's style makes the content view the app's
            // (``LayoutModel/LayoutDocument/cellParts(ofContentView:)``), and undoing it UIKit's again.
            let contentViews = Set(ids.compactMap(document.superview(of:))).filter(cellContentViews.contains)
            guard !contentViews.isEmpty else { return }
            cellParts.removeAll { document.superview(of: $0.view).map(contentViews.contains) ?? false }
            for contentView in contentViews.sorted() { cellParts += document.cellParts(ofContentView: contentView) }
        }

        /// What the view's class offers it, worked out once per class.
        private mutating func naming(ofViewAt number: Int, in document: LayoutDocument) -> ClassName {
            let className = document.views[number].className
            if let naming = classNames[className] { return naming }
            // UIKit's private subclass of a public class is named as that class (iOS 6's
            // `UIRoundedRectButton` is a button).
            let named = UIKitClasses.publicClassOfPrivateSubclass[UIKitClasses.typeName(className)]?.uikitClass ?? className
            let type = NameTable.typeWords(ofClass: named)
            var kind = UIKitClasses.kind(ofClass: className)
            // An app's class is what the UIKit class it derives from is (`YoutubeIconCell`).
            if kind == .plain, let base = UIKitClasses.publicBase(of: document.views[number]) { kind = UIKitClasses.kind(ofClass: base) }
            // A class spelt in lower case is its own generic base: its views take a type word.
            let base = type == ["View"] ? nil : SwiftIdentifier.make(from: type.joined(separator: " ")) ?? "view"
            let naming = ClassName(
                typeWords: type, genericBase: base == UIKitClasses.typeName(named) ? base.map { $0 + "View" } : base,
                allowsCellContentView: kind == .cellContentView || kind == .collectionViewCell,
                isEffectContentView: kind == .effectContentView,
                isButton: UIKitClasses.typeName(named) == "UIButton",
                cellClass: Self.cellClass(of: kind, className: className))
            classNames[className] = naming
            return naming
        }

        /// The cell class whose members the views inside a view of this kind may not take.
        private static func cellClass(of kind: ViewKind, className: String) -> CellClass {
            switch kind {
            case .tableViewCell: .tableViewCell
            case .collectionViewCell: .collectionViewCell
            case .headerFooterView: .headerFooterView
            case .cellContentView:
                UIKitClasses.typeName(className) == UIKitClasses.headerFooterContentViewClass ? .headerFooterView : .contentView
            default: .none
            }
        }

        /// What the view at `number` in the document's views is offered, `naming` what its
        /// class offers, its fields read in place: a copy of every view costs more than what is
        /// read from it.
        private mutating func ownName(ofViewAt number: Int, naming: ClassName, in document: LayoutDocument) -> OwnName {
            // Only a button shows text besides its own: the class says so without looking again.
            if let text = document.views[number].text ?? (naming.isButton ? document.displayedText(ofViewAt: number) : nil) {
                let key = TextName(text: text, typeWord: NameTable.textTypeWord(naming.typeWords))
                let name = textNames[key] ?? {
                    let name = NameTable.textName(text, typeWords: naming.typeWords)
                    textNames[key] = name
                    return name
                }()
                // Interface Builder's default title ("Button") names nothing; an image may.
                if let name, !(naming.isButton && name == "button") { return .text(name) }
            }
            // A button showing only an image is named for it, as its image's name says ("close").
            if naming.isButton, let image = (document.views[number].properties.image ?? document.views[number].properties.backgroundImage)?.name,
                let name = NameTable.textName(image, typeWords: naming.typeWords), name != "button"
            {
                return .text(name)
            }
            // A labelled row is named for its label: [usernameLabel, field] → `usernameStackView`.
            if naming.genericBase == "stackView", let stack = document.views[number].stack, stack.axis == .horizontal,
                let first = stack.arrangedSubviews.first, let firstNumber = document.indexOfView(first),
                UIKitClasses.typeName(document.views[firstNumber].className) == "UILabel",
                case let .text(held) = ownName(ofViewAt: firstNumber, naming: self.naming(ofViewAt: firstNumber, in: document), in: document),
                let typeWord = typeWords(ofClass: document.views[firstNumber].className).last,
                held.hasSuffix(typeWord), held.count > typeWord.count
            {
                return .text(held.dropLast(typeWord.count) + "StackView")
            }
            // Else a stack is named for its first view where the app names that one (an outlet, an
            // identifier, a name hint): [titleLabel, subtitleLabel] → `titleStackView`. Text alone
            // says what a view shows, and a later view what it is, not what the stack is for.
            if naming.genericBase == "stackView", let first = document.views[number].stack?.arrangedSubviews.first,
                let firstNumber = document.indexOfView(first)
            {
                let view = document.views[firstNumber]
                if let given = view.outlet ?? view.name ?? view.accessibilityIdentifier, let held = SwiftIdentifier.make(from: given) {
                    var subject = Substring(held)
                    for word in ["StackView", "Stack", typeWords(ofClass: view.className).last ?? "View"]
                    where subject.hasSuffix(word) && subject.count > word.count {
                        subject = subject.dropLast(word.count)
                        break
                    }
                    return .text(subject + "StackView")
                }
            }
            let base = naming.genericBase ?? NameTable.plainViewBase(ofViewAt: number, in: document)
            // A class member's name (a cell's `imageView`) goes to the view as `contentImageView`.
            guard members(ofViewAt: number).contains(base) else { return .generic(base) }
            return .generic("content" + base.prefix(1).uppercased() + base.dropFirst())
        }

        /// A class's type words, as its naming holds them once a view of it was named: a stack
        /// named for its first label asks for the label's class's words again for each stack.
        private func typeWords(ofClass className: String) -> [String] {
            classNames[className]?.typeWords ?? NameTable.typeWords(ofClass: className)
        }
    }

    /// A plain `UIView` is named for what it evidently does: `containerView` when it holds
    /// views, `separatorView` when a constraint makes it at most 2 points thin,
    /// `backgroundView` when it is tied only to its superview, on both axes; else `view`.
    fileprivate static func plainViewBase(ofViewAt number: Int, in document: LayoutDocument) -> String {
        // The view's fields read in place: a copy of each leaf view retained a dozen strings.
        if !document.views[number].subviews.isEmpty { return "containerView" }
        let id = document.views[number].id
        let indexes = document.constraintIndexes(involving: id)
        // The constraints read in place, no array of copies and no set of axes: this runs for
        // every leaf view, and a copy of a constraint retains its strings.
        let isThin = document.constraints.withUnsafeBufferPointer { constraints in
            indexes.contains { index in
                constraints[index].first == id && constraints[index].second == nil
                    && constraints[index].firstAttribute.isDimension && constraints[index].relation == .equal
                    && constraints[index].constant > 0 && constraints[index].constant <= 2
            }
        }
        if isThin { return "separatorView" }
        guard let superview = document.superview(of: id) else { return "view" }
        // Each between the view and its superview, either way round, at least four of them,
        // on both axes (no set of items per constraint).
        let fillsSuperview = document.constraints.withUnsafeBufferPointer { constraints in
            var (appConstraints, axes) = (0, (horizontal: false, vertical: false))
            for index in indexes where constraints[index].systemKind == nil {
                guard let second = constraints[index].second else { return false }
                let first = constraints[index].first
                guard (first == id && second == superview) || (first == superview && second == id) else { return false }
                appConstraints += 1
                switch constraints[index].firstAttribute.axis {
                case .horizontal: axes.horizontal = true
                case .vertical: axes.vertical = true
                case nil: break
                }
            }
            return appConstraints >= 4 && axes.horizontal && axes.vertical
        }
        return fillsSuperview ? "backgroundView" : "view"
    }

    /// The names printed code uses itself, which no view may take: the printers' own types and
    /// members (`viewPlan`, `PlannedViewController`) and the members of the class the root's
    /// code goes in (a table view cell's `imageView` and `textLabel`, a controller's `title`).
    /// The root's role name (`view`, `contentView`) is the root's.
    ///
    /// Made once per kind of root: the printers ask for each view whose class they print.
    public static func reservedNames(for document: LayoutDocument) -> Set<String> {
        reservedNames(for: document.rootKind)
    }

    /// A table view cell's and a collection view cell's members, which no view in one may be.
    static let tableViewCellMembers = reservedInTableViewCell.subtracting(["view", "contentView"])
    static let collectionViewCellMembers = reservedInCollectionViewCell.subtracting(["view", "contentView"])
    static let headerFooterViewMembers = reservedInHeaderFooterView.subtracting(["view", "contentView"])

    /// The names printed code uses itself when its root is of this kind.
    static func reservedNames(for kind: RootKind) -> Set<String> {
        switch kind {
        case .viewControllerView: reservedInController
        case .tableViewCell, .cellContentView: reservedInTableViewCell
        case .collectionViewCell: reservedInCollectionViewCell
        case .view: reservedInView
        }
    }

    private static let reservedEverywhere: Set<String> = [
        "UIKit", "Draftsman", "viewPlan", "contentViewPlan", "applyPlan", "withPriority", "withIdentifier",
        "PlannedViewController", "PlannedView", "PlannedStackView", "PlannedTableViewCell", "PlannedCollectionViewCell",
        "PlannedTableViewHeaderFooterView",
        // NSObject's and UIResponder's own, which every printed class inherits: a label called
        // "Description" would override `description: String`.
        "description", "debugDescription", "hash", "next", "undoManager", "inputView", "inputAccessoryView",
        "traitCollection",
    ]
    /// UIView's own, for the printed view and cell classes; a controller's outlet may be `window`.
    private static let reservedInView = reservedEverywhere.union([
        "frame", "bounds", "center", "layer", "tag", "window", "superview", "subviews", "mask",
        "alpha", "transform", "constraints", "backgroundColor", "tintColor", "isHidden",
    ])
    private static let reservedInController = reservedEverywhere.union([
        "view", "title", "navigationItem", "tabBarItem", "toolbarItems", "parent", "children",
        "navigationController", "tabBarController", "splitViewController", "presentedViewController",
        "presentingViewController", "storyboard", "nibName", "isEditing", "editButtonItem", "preferredContentSize",
    ])
    private static let reservedInTableViewCell = reservedInView.union([
        "contentView", "imageView", "textLabel", "detailTextLabel", "backgroundView", "selectedBackgroundView",
        "accessoryView", "editingAccessoryView", "reuseIdentifier", "isSelected", "isHighlighted", "isEditing",
        "accessoryType", "selectionStyle",
    ])
    private static let reservedInHeaderFooterView = reservedInView.union([
        "contentView", "textLabel", "detailTextLabel", "backgroundView", "reuseIdentifier", "backgroundConfiguration",
    ])
    private static let reservedInCollectionViewCell = reservedInView.union([
        "contentView", "backgroundView", "selectedBackgroundView", "reuseIdentifier", "isSelected", "isHighlighted",
    ])

    /// An identifier without the address UIKit puts in some (`BackButtonGuide(0x7fadc940f5e0)`,
    /// a navigation bar's guides): a name that holds one changes with every run.
    package static func withoutAddress(_ identifier: String) -> String {
        guard let open = identifier.firstIndex(of: "("), identifier[identifier.index(after: open)...].hasPrefix("0x") else {
            return identifier
        }
        return String(identifier[..<open])
    }

    /// What the root is called when nothing names it: its role.
    fileprivate static func roleName(of kind: RootKind) -> String {
        switch kind {
        case .tableViewCell, .collectionViewCell: "cell"
        case .cellContentView: "contentView"
        case .viewControllerView, .view: "view"
        }
    }

    /// Words that end a name badly when text is cut to its first words.
    private static let trailingStopWords: Set<String> = ["a", "an", "the", "to", "of", "and", "or", "for", "with", "by", "your", "my", "at", "in", "on"]

    /// A name from a view's text and its type's last word, as a person writes it:
    /// "Sign in" → `signInButton`, "CALHOUN COUNTY" → `calhounCountyLabel`, "Don't have an
    /// account?" → `dontHaveAnAccountLabel`, "1st" → `button1st`, "continue" → `continueButton`;
    /// `nil` for text without a letter ("0", "$ 12.99") or without a word ("1:8FA8-0A06").
    public static func textName(_ text: String, typeWords: [String]) -> String? {
        func isApostrophe(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" || scalar == "\u{2019}" }
        // A byte test first: `'` is 0x27, and U+2019's UTF-8 starts with 0xE2.
        let joined = text.utf8.contains(where: { $0 == 0x27 || $0 == 0xE2 }) && text.unicodeScalars.contains(where: isApostrophe)
            ? String(String.UnicodeScalarView(text.unicodeScalars.filter { !isApostrophe($0) })) : text
        // The words (``SwiftIdentifier/words(_:)``) are ASCII letters and digits, kept as slices
        // of the text's bytes: those answer what Characters and strings would, for a fraction
        // of the cost (every label and button of a screen is named here).
        let bytes = SwiftIdentifier.foldedBytes(joined)
        var words = SwiftIdentifier.wordRanges(bytes).map { bytes[$0] }
        // Text without a letter ("$ 12.99") says nothing a name could keep, but a key's
        // one digit or symbol does: a calculator's "=" is its `equalsButton`.
        guard words.contains(where: { $0.contains(where: ASCII.isLetter) }) else { return keyName(text, typeWords: typeWords) }
        // Nor does a code whose every word mixes digits and letters ("1:8FA8-0A06", "4K"):
        // one word of letters, or an ordinal ("1st"), makes the text words.
        guard hasWord(bytes) else { return nil }
        // Capitals in text are styling, not acronyms ("CALHOUN COUNTY"), except short words
        // in mixed text ("Open URL").
        let shouting = words.allSatisfy { word in !word.contains(where: ASCII.isLowercase) }
        for index in words.indices {
            let word = words[index]
            let isCapitals = word.count > 1 && word.allSatisfy { ASCII.isUppercase($0) || ASCII.isDigit($0) }
            if isCapitals && (shouting || word.count > 3) { words[index] = ASCII.capitalized(word) }
        }
        words.removeSubrange(min(4, words.count)...)
        // "Sign in" keeps its "in"; a longer phrase cut short does not end on one.
        while words.count > 2, let last = words.last, trailingStopWords.contains(ASCII.lowercased(last)) { words.removeLast() }
        let suffix = ArraySlice(textTypeWord(typeWords).utf8)
        if let last = words.last, !ASCII.equalIgnoringCase(last, suffix) { words.append(suffix) }
        // A name cannot start with a digit: the type goes first ("0" → `button0`).
        if let first = words.first?.first, ASCII.isDigit(first) {
            words = [suffix] + words.dropLast()
        }
        let name = SwiftIdentifier.asciiLowerCamelCase(words)
        return SwiftIdentifier.isValid(name) ? name : nil
    }

    /// The type word a name from text ends with: the type's last word, but a text view's two
    /// (`welcomeTextView`, as people name a `UITextView`, not `welcomeView`).
    static func textTypeWord(_ typeWords: [String]) -> String {
        typeWords.suffix(2) == ["Text", "View"] ? "TextView" : typeWords.last ?? "View"
    }

    /// Whether some run of letters and digits in the text reads as a word: letters, or an
    /// ordinal ("1st", "22nd"). Scanned in place: every label of a screen asks.
    private static func hasWord(_ bytes: [UInt8]) -> Bool {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, ASCII.isLetter(bytes[end]) || ASCII.isDigit(bytes[end]) { end += 1 }
            if end > start {
                let word = bytes[start..<end]
                if word.allSatisfy(ASCII.isLetter) { return true }
                let digits = word.prefix(while: ASCII.isDigit).count
                if digits > 0, word.count - digits == 2, ["st", "nd", "rd", "th"].contains(ASCII.lowercased(word.suffix(2))) { return true }
            }
            start = end + 1
        }
        return false
    }

    /// What a button showing one digit or symbol is called, as people name calculator keys:
    /// "7" → `sevenButton`, "=" → `equalsButton`, "⌫" → `deleteButton`; `nil` for any other
    /// text or view.
    static func keyName(_ text: String, typeWords: [String]) -> String? {
        guard typeWords.last == "Button" else { return nil }
        let key = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
        return keyWords[key].map { $0 + "Button" }
    }

    /// The words for the keys of ``keyName(_:typeWords:)``.
    private static let keyWords: [String: String] = [
        "0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
        "8": "eight", "9": "nine", "10": "ten", "11": "eleven", "12": "twelve", "00": "doubleZero",
        "=": "equals", "+": "plus", "-": "minus", "\u{2212}": "minus", "\u{2013}": "minus", "\u{00D7}": "multiply", "*": "multiply",
        "/": "divide", "\u{00F7}": "divide", "%": "percent", ".": "decimal", ",": "comma", "\u{00B1}": "plusMinus",
        "+/-": "plusMinus", "+/\u{2212}": "plusMinus", "\u{232B}": "delete", "\u{2326}": "forwardDelete",
        "\u{2190}": "leftArrow", "\u{2192}": "rightArrow", "\u{2191}": "upArrow", "\u{2193}": "downArrow",
        "<": "back", ">": "forward", "?": "help", "#": "hash", "@": "at", "&": "and", "$": "dollar", "\u{20AC}": "euro",
        "(": "openParenthesis", ")": "closeParenthesis", "\u{221A}": "squareRoot", "^": "power", "\u{03C0}": "pi",
    ]

    /// The words of a class's type name without UIKit's prefixes: `UIStackView` → Stack, View.
    fileprivate static func typeWords(ofClass className: String) -> [String] {
        var type = Substring(UIKitClasses.typeName(className))
        while type.hasPrefix("_") { type = type.dropFirst() }
        if type.hasPrefix("UI") || type.hasPrefix("NS") { type = type.dropFirst(2) }
        let words = SwiftIdentifier.words(String(type))
        return words.isEmpty ? ["View"] : words
    }

    /// Gives `id` the name `base`, or when that is taken the first of `base2`, `base3`… that
    /// is not; numbered from `base1` when `numbered` (names several views share).
    private mutating func claim(_ id: ItemID, _ base: String, numbered: Bool = false) {
        // Inserted as it is tried: one lookup answers whether a name is free and takes it.
        names[id] = !numbered && taken.insert(base).inserted ? base : takeNumbered(base, startingAt: numbered ? 1 : 2)
    }

    /// Takes the first free `base` followed by a number from `start` on.
    private mutating func takeNumbered(_ base: String, startingAt start: Int) -> String {
        // The base's next number read and advanced in place: one lookup of `base`, not two.
        Self.takeNumbered(base, startingAt: start, next: &nextSuffix[base, default: start], taken: &taken)
    }

    private static func takeNumbered(_ base: String, startingAt start: Int, next: inout Int, taken: inout Set<String>) -> String {
        var counter = max(start, next)
        // Concatenated, not interpolated: thousands of views are numbered here.
        var name = base + String(counter)
        while !taken.insert(name).inserted {
            counter += 1
            name = base + String(counter)
        }
        next = counter + 1
        return name
    }

    /// Names guides a printer adds to the document it prints (a view's `layoutMarginsGuide`
    /// standing for its margin attributes) the way UIKit's own guides are named.
    public mutating func name(addedGuides guides: [Guide]) {
        for guide in guides where names[guide.id] == nil {
            let property = guide.kind.propertyName ?? "layoutGuide"
            guideOwners[guide.id] = (guide.owner, property)
            names[guide.id] = "\(displayName(of: guide.owner)).\(property)"
        }
    }

    /// The same names with one view called differently, and its guides with it: inside a
    /// class the printed root is `self`, a controller's `view` or a cell's `contentView`.
    public func renaming(_ id: ItemID, to name: String) -> NameTable {
        var result = self
        result.names[id] = name
        result.taken.insert(name)
        for (guide, (owner, property)) in guideOwners where owner == id {
            result.names[guide] = "\(name).\(property)"
        }
        return result
    }

    /// The same names with a name numbered because several views share its base made plain
    /// again where only one of them is `kept` (the printer names no other): `stackView` for
    /// the one stack a Draftsman plan declares when it creates the others unnamed.
    public func plainNumbers(keeping kept: Set<ItemID>) -> NameTable {
        var keptByBase: [String: [ItemID]] = [:]
        sharedBases.forEach { id, base in
            if kept.contains(id) { keptByBase[base, default: []].append(id) }
        }
        var result = self
        for (base, ids) in keptByBase where ids.count == 1 && !taken.contains(base) {
            guard let id = ids.first, let numbered = names[id] else { continue }
            result = result.renaming(id, to: base)
            result.taken.remove(numbered)
            result.sharedBases[id] = nil
        }
        return result
    }

    /// The name of a view, or the expression for a guide (`header.safeAreaLayoutGuide`).
    /// An unknown id gives `nil`.
    public func name(of id: ItemID) -> String? { names[id] }

    /// The name, or the raw id in angle brackets for an item the table does not know, for
    /// comments and reports.
    public func displayName(of id: ItemID) -> String { names[id] ?? "<\(id.rawValue)>" }

    /// Whether a name is used by some item or reserved.
    public func isTaken(_ name: String) -> Bool { taken.contains(name) }
}
