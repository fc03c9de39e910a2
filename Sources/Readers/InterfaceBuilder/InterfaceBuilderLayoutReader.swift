import LayoutModel

/// Reads one layout of an Interface Builder document (a scene's view, a top-level view or a
/// cell) into a ``LoadedLayout``.
struct InterfaceBuilderLayoutReader {
    let context: InterfaceBuilderContext
    let root: InterfaceBuilderLayoutRoot
    var tree: XMLTree { context.tree }

    /// Numbers out of range: the document cannot be read.
    private(set) var errors: [Diagnostic] = []
    /// What was not understood, and notes on what was assumed.
    var diagnostics: [Diagnostic] = []

    private var views: [View] = []
    var viewIndex: [ItemID: Int] = [:]
    var guides: [Guide] = []
    /// The ids of `guides`, as they are read.
    var guideIDs: Set<ItemID> = []
    var constraints: [Constraint] = []
    /// Where each of `views`, each guide and each of `constraints` starts in the document
    /// (``XMLTree/Element/offset``): their positions are worked out when a report asks.
    private var viewOffsets: [Int32] = []
    private var guideOffsets: [ItemID: Int32] = [:]
    private var constraintOffsets: [Int32] = []
    /// Recorded frames in the root's coordinates (alignment rects), where known.
    private var absoluteFrames: [ItemID: Rect] = [:]
    private var flaggedMisplaced: [ItemID] = []
    private var flaggedAmbiguous: [ItemID] = []
    private var constraintElements: [(element: Int, installer: ItemID)] = []
    private var variationElements: [Int] = []
    private var explicitMargins: Set<ItemID> = []
    private var preservingSuperviewMargins: Set<ItemID> = []
    var placeholders: Set<String> = []
    private var sizedByFrame: [ItemID] = []
    private var unmeasured: [ItemID] = []
    private var sizedAsCustom: [ItemID] = []
    /// Views inside the layout laid out by their frame and autoresizing mask: IB writes no
    /// constraint for them. A cell's keyed content view is the cell's to place.
    private var framedViews: [ItemID] = []
    var usesBaselines = false
    /// Standard spacing IB resolved to another value than the system spacing (20 pt to a
    /// superview's edge), kept as that constant.
    var resolvedStandardSpacing: [String] = []
    var standardSpacingToSafeArea: [String] = []
    private var layoutDirection: LayoutDirection = .leftToRight

    init(context: InterfaceBuilderContext, root: InterfaceBuilderLayoutRoot) {
        self.context = context
        self.root = root
    }

    mutating func read() -> LoadedLayout? {
        let rootElement = tree[root.element]
        if rootElement.has("semanticContentAttribute", equalTo: "forceRightToLeft") { layoutDirection = .rightToLeft }
        let variations = applicableVariations()
        noteDeviceTraits(variations)
        let excludedViews = installedMask(kind: "subviews", variations: variations).excluded
        guard let rootID = addView(root.element, parentSize: nil, parentOrigin: (0, 0), excluded: excludedViews) else { return nil }
        if let controller = root.controller { addControllerGuides(controller, owner: rootID) }
        let mask = installedMask(kind: "constraints", variations: variations)
        var constraintIDs: Set<String> = []
        for (element, installer) in constraintElements {
            for constraint in tree.children(of: element, named: "constraint") {
                if let read = readConstraint(constraint, installer: installer, mask: mask) {
                    // Object ids are unique in a document Xcode wrote; a damaged one may repeat one.
                    if let id = read.id, !constraintIDs.insert(id).inserted {
                        warn(tree[constraint], "constraint id \(id) appears twice: kept the first", id: id)
                        continue
                    }
                    constraintOffsets.append(Int32(tree[constraint].offset))
                    constraints.append(read)
                }
            }
        }
        // A content guide no constraint uses sizes nothing: UIKit never asks for it.
        if guides.contains(where: { $0.kind == .contentLayout }) {
            let mentioned = Set(constraints.flatMap(\.items))
            guides.removeAll { $0.kind == .contentLayout && !mentioned.contains($0.id) }
        }
        let positions = sourcePositions()
        let recorded = RecordedFindings(
            ambiguities: flaggedAmbiguous.map { id in
                RecordedAmbiguity(item: id, attributes: [], variableIDs: [], line: positions.items[id]?.line ?? 0)
            },
            misplaced: flaggedMisplaced)
        var environment = InterfaceBuilderEnvironment(
            rootID: rootID, layoutDirection: layoutDirection, constraints: constraints, viewIndex: viewIndex,
            guideIDs: Set(guides.map(\.id)), absoluteFrames: absoluteFrames,
            unreliable: Set(flaggedMisplaced + flaggedAmbiguous), explicitMargins: explicitMargins,
            preservingSuperviewMargins: preservingSuperviewMargins, placeholders: placeholders, context: context, root: root)
        environment.apply(views: &views, guides: &guides)
        let outlets = InterfaceBuilderOutlets(tree: tree, root: root, views: viewIndex, rootID: rootID)
        for (id, property) in outlets.names { views[viewIndex[id]!].outlet = property }
        var document = LayoutDocument(
            rootID: rootID, views: views, guides: guides, constraints: constraints,
            layoutDirection: layoutDirection, metadata: metadata(), rootKind: rootKind(rootID), recorded: recorded)
        document.outletCollections = outlets.collections
        document.outletAliases = outlets.aliases
        document.connections = InterfaceBuilderConnections(tree: tree, root: root, views: viewIndex, rootID: rootID, constraintIDs: constraintIDs).connections
        diagnostics += environment.notes.map { Diagnostic(.note, at: rootElement.location, $0, itemID: rootID.rawValue) }
        addNotes(rootID: rootID, document: document)
        let loaded = LoadedDocument(
            document: document, format: .interfaceBuilder, warnings: diagnostics,
            positions: positions)
        return LoadedLayout(id: layoutID, name: layoutName(rootProperty: outlets.rootProperty), loaded: loaded)
    }

    /// Where the layout's views, guides and constraints are, each found when asked for.
    private func sourcePositions() -> SourcePositions {
        let (viewIndex, viewOffsets, guideOffsets, constraintOffsets) = (viewIndex, viewOffsets, guideOffsets, constraintOffsets)
        let lines = tree.lines
        return SourcePositions(
            items: PositionTable(count: viewOffsets.count + guideOffsets.count, in: lines) { id in
                (viewIndex[id].map { viewOffsets[$0] } ?? guideOffsets[id]).map(Int.init)
            },
            constraints: PositionTable(count: constraintOffsets.count, in: lines) { index in
                constraintOffsets.indices.contains(index) ? Int(constraintOffsets[index]) : nil
            },
            isEditedSource: true)
    }

    /// Says which size classes chose the variations when the device, not `--traits`, did.
    private mutating func noteDeviceTraits(_ variations: [Int]) {
        guard context.traits == nil, let traits = context.appliedTraits, let device = context.device,
            variations.contains(where: { tree[$0]["key"] != "default" })
        else { return }
        diagnostics.append(Diagnostic(.note, at: tree[root.element].location, """
            the size-class variations for \(traits) apply, those of the device the file is viewed as (\(device)), \
            in which Interface Builder recorded its frames; --traits chooses others
            """, itemID: tree[root.element]["id"]))
    }

    /// What IB says the root is: a controller's view (with the controller's class), a cell.
    private func rootKind(_ rootID: ItemID) -> RootKind {
        switch root.kind {
        case .viewController: .viewControllerView(controllerClass: root.controller.flatMap { tree[$0]["customClass"] })
        case .tableViewCell: .tableViewCell
        case .collectionViewCell: .collectionViewCell
        case .view: .view
        }
    }

    // MARK: - Naming

    /// The id `--layout` accepts: the controller's or the root element's (a XIB's, whose
    /// File's Owner is `-1` in every XIB).
    private var layoutID: String {
        tree[sceneController ?? root.element]["id"] ?? ""
    }

    /// The controller element of a storyboard scene; nil for a XIB's File's Owner.
    private var sceneController: Int? {
        root.controller.flatMap { tree[$0].hasName("placeholder") ? nil : $0 }
    }

    /// The controller's class, storyboard identifier, title or label; the cell's class, reuse
    /// identifier, label or the property an owner holds it in (`rootProperty`); the view's
    /// label, class or that property; else the element's name.
    private func layoutName(rootProperty: String?) -> String {
        let element = tree[sceneController ?? root.element]
        let candidates: [String?]
        switch root.kind {
        case .viewController where sceneController == nil:
            candidates = [root.controller.flatMap { tree[$0]["customClass"] }, element["userLabel"], element["customClass"]]
        case .viewController:
            let navigationTitle = tree.child(of: element.index, named: "navigationItem").flatMap { tree[$0]["title"] }
            candidates = [element["customClass"], element["storyboardIdentifier"], element["title"], navigationTitle, element["userLabel"]]
        case .tableViewCell, .collectionViewCell:
            candidates = [element["customClass"], element["reuseIdentifier"], element["userLabel"], rootProperty]
        case .view:
            candidates = [element["userLabel"], element["customClass"], rootProperty]
        }
        return candidates.compactMap { $0 }.first { !$0.isEmpty } ?? element.name
    }

    private func metadata() -> [(key: String, value: JSONValue)] {
        var result: [(key: String, value: JSONValue)] = [("producer", .string("Interface Builder"))]
        if let tools = context.toolsVersion { result.append(("toolsVersion", .string(tools))) }
        if let device = context.device { result.append(("device", .string(device))) }
        if let traits = context.traits { result.append(("traits", .string(traits.description))) }
        return result
    }

    // MARK: - Views

    private mutating func addView(
        _ index: Int, parentSize: (width: Double, height: Double)?, parentOrigin: (x: Double, y: Double)?,
        excluded: Set<String>
    ) -> ItemID? {
        let element = tree[index]
        let id = ItemID(element["id"] ?? "\(holderID(of: element)).\(element["key"] ?? element.name)")
        guard !isTaken(id) else {
            warn(element, "the id \(id) is used twice; the second view is left out", id: id.rawValue)
            return nil
        }

        var className = element["customClass"] ?? InterfaceBuilderClasses.className(ofElement: element.name) ?? ""
        if element.hasName("view"), element.has("key", equalTo: "contentView"), element["customClass"] == nil,
            let parent = element.parent, let contentClass = InterfaceBuilderClasses.contentViewClass(ofParentElement: tree[parent].name)
        {
            className = contentClass
        }
        if className.isEmpty {
            className = "UI" + element.name.prefix(1).uppercased() + element.name.dropFirst()
            warn(element, "<\(element.name)> is not a view element draft-inspect knows: read as a plain view of class \(className)", id: id.rawValue)
        }
        var frame = readFrame(index, parentSize: parentSize)
        // Constraints, intrinsic sizes and baselines act on the alignment rect; the frame is
        // kept as recorded, as `UIView.frame`.
        let alignmentInsets = InterfaceBuilderClasses.alignmentInsets(of: element) ?? .zero
        // From Xcode 16 the canvas records a slider's alignment rect as its frame.
        if element.hasName("slider"), context.toolsGeneration >= 24000 { frame = frame?.outset(by: alignmentInsets) }
        let alignmentRect = frame?.inset(by: alignmentInsets)
        let isRoot = index == root.element
        // Read in this order (its warnings come out in it), then made in one go: a view keeps
        // its layout properties in one box, which each property set on its own would remake.
        // IB's outline calls a container view without a label "Container View": printed code
        // names it so (`containerView`), not a number after the controller's `view`.
        let name = element["userLabel"] ?? (element.hasName("containerView") ? "Container View" : nil)
        let text = text(of: index)
        let accessibilityIdentifier = tree.child(of: index, named: "accessibility", key: "accessibilityConfiguration")
            .flatMap { tree[$0]["identifier"] }
        let isHidden = element.has("hidden", equalTo: "YES")
        // `fixedFrame` views are compiled with autoresizing whatever the XML says (§11). A stack
        // turns it off for the views it arranges; IB's canvas keeps the nib's setting.
        let translatesInNib = !element.has("translatesAutoresizingMaskIntoConstraints", equalTo: "NO")
            || element.has("fixedFrame", equalTo: "YES")
        let arranged = isArranged(index)
        let translatesAutoresizingMask = translatesInNib && !arranged
        let autoresizingMask = autoresizingMask(index)
        let hugging = AxisPriorities(
            horizontal: priority(element, "horizontalHuggingPriority") ?? .defaultLow,
            vertical: priority(element, "verticalHuggingPriority") ?? .defaultLow)
        let compressionResistance = AxisPriorities(
            horizontal: priority(element, "horizontalCompressionResistancePriority") ?? .defaultHigh,
            vertical: priority(element, "verticalCompressionResistancePriority") ?? .defaultHigh)
        let margins = readMargins(index)
        if margins != nil { explicitMargins.insert(id) }
        if element.has("preservesSuperviewLayoutMargins", equalTo: "YES") { preservingSuperviewMargins.insert(id) }
        // A size read off a frame or a placeholder is never negative: UIKit's intrinsic sizes
        // are not, and the dump format refuses them.
        let intrinsicContentSize = intrinsicSize(index, id: id, frame: alignmentRect).map { size in
            IntrinsicSize(width: size.width.map { max($0, 0) }, height: size.height.map { max($0, 0) })
        }
        var view = View(
            id: id, className: className, frame: frame, accessibilityIdentifier: accessibilityIdentifier, name: name,
            text: text, isHidden: isHidden, translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMask,
            autoresizingMask: autoresizingMask, intrinsicContentSize: intrinsicContentSize, contentHuggingPriority: hugging,
            contentCompressionResistancePriority: compressionResistance, layoutMargins: margins ?? .defaultLayoutMargins,
            baselineOffsets: baselineOffsets(index, frame: alignmentRect))
        view.alignmentRectInsets = alignmentInsets
        if frame == nil { view.unmeasuredContentSize = unmeasuredSides(index, id: id, intrinsic: intrinsicContentSize) }
        if translatesInNib, arranged { view.translatesInRecordedFrames = true }
        if element.has("insetsLayoutMarginsFromSafeArea", equalTo: "NO") { view.insetsLayoutMarginsFromSafeArea = false }
        view.properties = InterfaceBuilderProperties(tree: tree).read(index)
        // An app's class on a UIKit element (a `MarqueeLabel` label) keeps what it derives from.
        if element["customClass"] != nil, let base = InterfaceBuilderClasses.className(ofElement: element.name) {
            if base != "UIView" {
                view.properties.uikitClass = base
            } else if sendsActions(index) {
                // Only a control has events to send: IB offers them for a class it knows is one.
                view.properties.uikitClass = "UIControl"
            }
        }
        // IB writes `hidden="YES"` for an indicator that hides when stopped and is not
        // animating, yet draws it on its canvas: a stack's recorded frames have it shown.
        if isHidden, element.hasName("activityIndicatorView"), element.has("hidesWhenStopped", equalTo: "YES"),
            !element.has("animating", equalTo: "YES"), arranged
        {
            view.isShownInRecordedFrames = true
            diagnostics.append(Diagnostic(.note, at: element.location, """
                the activity indicator is hidden because it is stopped (hidesWhenStopped, not animating): UIKit hides it \
                and a stack closes its gap, while Interface Builder's canvas draws it, so recorded frames are compared with it shown
                """, itemID: id.rawValue))
        }
        if translatesAutoresizingMask, !isRoot, element["key"] == nil, frame != nil { framedViews.append(id) }
        if element.has("misplaced", equalTo: "YES") { flaggedMisplaced.append(id) }
        if element.has("ambiguous", equalTo: "YES") { flaggedAmbiguous.append(id) }
        // A leaf's direction arranges only what it draws (a button's image after its title, a
        // common use): only a view whose subviews it would mirror changes the layout.
        if element.has("semanticContentAttribute", equalTo: "forceRightToLeft"), !isRoot,
            let subviews = tree.child(of: index, named: "subviews"), !tree.descendants(of: subviews).isEmpty
        {
            warn(element, "a right-to-left semantic content attribute on a view inside the layout: the layout is read left to right", id: id.rawValue)
        }
        let origin: (x: Double, y: Double)?
        if let frame, let alignmentRect, let parentOrigin {
            // Subviews are placed from the frame's origin; comparisons use the alignment rect.
            origin = (parentOrigin.x + frame.x, parentOrigin.y + frame.y)
            absoluteFrames[id] = Rect(
                x: parentOrigin.x + alignmentRect.x, y: parentOrigin.y + alignmentRect.y,
                width: alignmentRect.width, height: alignmentRect.height)
        } else {
            origin = nil
        }

        let viewPosition = views.count
        views.append(consume view)
        viewOffsets.append(Int32(element.offset))
        viewIndex[id] = viewPosition

        var subviews: [ItemID] = []
        for child in tree.children(of: index) {
            // Names compared as bytes: a view has a few children, most of them not these.
            let childElement = tree[child]
            if childElement.hasName("subviews") {
                for subview in tree.children(of: child) {
                    if InterfaceBuilderClasses.isCell(tree[subview]) { continue }
                    if !excluded.isEmpty, let subviewID = tree[subview]["id"], excluded.contains(subviewID) { continue }
                    if let added = addView(subview, parentSize: frame.map { ($0.width, $0.height) }, parentOrigin: origin, excluded: excluded) {
                        subviews.append(added)
                    }
                }
            } else if childElement.hasName("constraints") {
                constraintElements.append((child, id))
            } else if childElement.hasName("variation") {
                variationElements.append(child)
                if element.hasName("stackView") { checkVariationAttributes(child) }
            } else if childElement.hasName("viewLayoutGuide") || childElement.hasName("keyboardLayoutGuide") || childElement.hasName("layoutGuide") {
                addGuide(child, owner: id)
            } else {
                if InterfaceBuilderClasses.keyedSubviews.contains(where: { childElement.has("key", equalTo: $0) }),
                    InterfaceBuilderClasses.className(ofElement: childElement.name) != nil
                {
                    if let added = addView(child, parentSize: frame.map { ($0.width, $0.height) }, parentOrigin: origin, excluded: excluded) {
                        subviews.append(added)
                    }
                }
            }
        }
        views[viewPosition].subviews = subviews
        if element.hasName("stackView") {
            views[viewPosition].stack = stackProperties(index, arranged: subviews)
        }
        return id
    }

    /// The id of the view an element without an id of its own is named after: its superview's,
    /// else `view`.
    private func holderID(of element: XMLTree.Element) -> String {
        var holder = element.parent
        if let parent = holder, tree[parent].hasName("subviews") { holder = tree[parent].parent }
        return holder.flatMap { tree[$0]["id"] } ?? "view"
    }

    private mutating func readFrame(_ index: Int, parentSize: (width: Double, height: Double)?) -> Rect? {
        let element = tree[index]
        var frame: Rect?
        if let rect = tree.child(of: index, named: "rect", key: "frame") {
            let element = tree[rect]
            frame = Rect(
                x: number(element, "x") ?? 0, y: number(element, "y") ?? 0,
                width: number(element, "width") ?? 0, height: number(element, "height") ?? 0)
        } else if let inset = tree.child(of: index, named: "frame", key: "frameInset") {
            frame = frameInset(tree[inset], parentSize: parentSize)
        } else if element.has("key", equalTo: "contentView"), let parent = element.parent,
            InterfaceBuilderClasses.isCell(tree[parent]), let parentSize
        {
            // Xcode 6–8 leave out the frame of a cell's content view that fills the cell, as
            // UIKit makes it (RxSwift's WikipediaSearchCell).
            frame = Rect(x: 0, y: 0, width: parentSize.width, height: parentSize.height)
        } else if index == root.element {
            if root.kind == .tableViewCell, let row = rowFrame(ofUnframedCell: index) {
                frame = row
            } else if let controller = root.controller, let size = tree.child(of: controller, named: "size", key: "freeformSize") {
                frame = Rect(x: 0, y: 0, width: number(tree[size], "width") ?? 0, height: number(tree[size], "height") ?? 0)
            } else if let size = context.deviceSize() {
                frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            } else {
                warn(element, "the root has no recorded frame and the device is unknown: laid out at 0×0")
                frame = .zero
            }
        }
        // Xcode 7 records a controller's view below opaque bars at the screen's full height
        // (y = 64, 667 high on a 667-pt screen), but lays it out, as UIKit does, in what the
        // bars leave of the screen.
        if index == root.element, root.kind == .viewController, var below = frame, below.y > 0,
            let screen = context.deviceSize(), below.maxY > screen.height + 0.5
        {
            let recorded = below.height
            below.height = max(screen.height - below.y, 0)
            diagnostics.append(Diagnostic(.note, at: element.location, """
                the controller's view is recorded at y = \(formatNumber(below.y)) and \(formatNumber(recorded)) high, past the bottom of \
                the \(formatNumber(screen.height))-pt screen: laid out \(formatNumber(below.height)) high, in what the bars above it leave
                """, itemID: element["id"]))
            frame = below
        }
        if index == root.element, root.kind == .collectionViewCell, let recorded = frame, let size = itemSize(ofStaleCell: index, recorded: recorded) {
            diagnostics.append(Diagnostic(.note, at: element.location, """
                the cell is recorded \(formatNumber(recorded.width))×\(formatNumber(recorded.height)), \
                its content view and its layout's item size \(formatNumber(size.width))×\(formatNumber(size.height)): laid out at the item size, as UIKit sizes it
                """, itemID: element["id"]))
            frame = Rect(x: recorded.x, y: recorded.y, width: size.width, height: size.height)
        }
        return frame
    }

    /// The row a table view cell without a recorded frame fills: Xcode 6 leaves the frame of a
    /// prototype or static cell out, and IB, as UIKit does, makes the cell as wide as its table
    /// and as high as its row height (the cell's own, else the table's, else 44). `nil` when the
    /// cell lies in no table with a recorded width.
    private mutating func rowFrame(ofUnframedCell index: Int) -> Rect? {
        var table = tree[index].parent
        while let element = table, !tree[element].hasName("tableView") { table = tree[element].parent }
        guard let table, let rect = tree.child(of: table, named: "rect", key: "frame"),
            let width = number(tree[rect], "width")
        else { return nil }
        // -1 is "automatic": the row then takes the table's height, else UIKit's default.
        func rowHeight(_ element: Int) -> Double? { number(tree[element], "rowHeight").flatMap { $0 > 0 ? $0 : nil } }
        let height = rowHeight(index) ?? rowHeight(table) ?? 44
        return Rect(x: 0, y: 0, width: width, height: height)
    }

    /// The flow layout's item size of a collection view cell whose own recorded frame is stale:
    /// Xcode 6 records a prototype cell at 50×50 while its content view, laid out in the
    /// canvas, has the layout's `itemSize`, which UIKit gives the cell. `nil` when the cell's
    /// frame already has that size, or the content view does not.
    private func itemSize(ofStaleCell index: Int, recorded: Rect) -> (width: Double, height: Double)? {
        guard let cells = tree[index].parent, let collectionView = tree[cells].parent,
            let layout = tree.child(of: collectionView, named: "collectionViewFlowLayout", key: "collectionViewLayout"),
            let item = tree.child(of: layout, named: "size", key: "itemSize"),
            let contentView = tree.child(of: index, named: "view", key: "contentView"),
            let contentRect = tree.child(of: contentView, named: "rect", key: "frame")
        else { return nil }
        // Read quietly: a size this only compares is no reason to refuse the file.
        func value(_ element: Int, _ name: StaticString) -> Double? {
            if case let .number(value) = tree[element].number(name), LayoutNumber.isAccepted(value) { return value }
            return nil
        }
        let (width, height) = (value(item, "width"), value(item, "height"))
        guard let width, let height, width > 0, height > 0,
            value(contentRect, "width") == width, value(contentRect, "height") == height,
            recorded.width != width || recorded.height != height
        else { return nil }
        return (width, height)
    }

    /// Whether the element's connections hold an action (`GIDSignInButton` as a plain view).
    private func sendsActions(_ index: Int) -> Bool {
        guard let connections = tree.child(of: index, named: "connections") else { return false }
        return !tree.children(of: connections, named: "action").isEmpty
    }

    /// Whether the element is one of a stack view's arranged subviews (in its `<subviews>`).
    private func isArranged(_ index: Int) -> Bool {
        guard let list = tree[index].parent, tree[list].hasName("subviews"), let stack = tree[list].parent else { return false }
        return tree[stack].hasName("stackView")
    }

    /// Xcode 8 beta's `<frame key="frameInset" minX="14.67%" maxX="41" width="70.40%"/>`:
    /// points or percentages of the superview's size.
    private mutating func frameInset(_ element: XMLTree.Element, parentSize: (width: Double, height: Double)?) -> Rect? {
        guard let parentSize else {
            warn(element, "a frameInset inside a view whose size is unknown: the frame is left unknown")
            return nil
        }
        func value(_ name: StaticString, _ total: Double) -> Double? {
            guard let text = element[name] else { return nil }
            if text.hasSuffix("%") {
                guard let percent = Double(text.dropLast()), percent.isFinite else {
                    warn(element, "\(name)=\"\(text)\" is not a percentage")
                    return nil
                }
                return total * percent / 100
            }
            return number(element, name)
        }
        func axis(_ minName: StaticString, _ maxName: StaticString, _ sizeName: StaticString, _ total: Double) -> (Double, Double) {
            let minimum = value(minName, total), maximum = value(maxName, total), size = value(sizeName, total)
            switch (minimum, maximum, size) {
            case let (min?, _, size?): return (min, size)
            case let (nil, max?, size?): return (total - max - size, size)
            case let (min?, max?, nil): return (min, total - min - max)
            case let (min?, nil, nil): return (min, total - min)
            case let (nil, max?, nil): return (0, total - max)
            case let (nil, nil, size?): return (0, size)
            case (nil, nil, nil): return (0, total)
            }
        }
        let (x, width) = axis("minX", "maxX", "width", parentSize.width)
        let (y, height) = axis("minY", "maxY", "height", parentSize.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    private func autoresizingMask(_ index: Int) -> AutoresizingMask {
        guard let mask = tree.child(of: index, named: "autoresizingMask", key: "autoresizingMask") else { return [] }
        var result: AutoresizingMask = []
        for (name, flag) in InterfaceBuilderClasses.autoresizingAttributes where tree[mask].has(name, equalTo: "YES") { result.insert(flag) }
        return result
    }

    private mutating func readMargins(_ index: Int) -> EdgeInsets? {
        if let insets = tree.child(of: index, named: "edgeInsets", key: "layoutMargins") {
            let element = tree[insets]
            return EdgeInsets(
                top: number(element, "top") ?? 0, left: number(element, "left") ?? 0,
                bottom: number(element, "bottom") ?? 0, right: number(element, "right") ?? 0)
        }
        if let insets = tree.child(of: index, named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            let element = tree[insets]
            let leading = number(element, "leading") ?? 0, trailing = number(element, "trailing") ?? 0
            let rightToLeft = layoutDirection == .rightToLeft
            return EdgeInsets(
                top: number(element, "top") ?? 0, left: rightToLeft ? trailing : leading,
                bottom: number(element, "bottom") ?? 0, right: rightToLeft ? leading : trailing)
        }
        return nil
    }

    /// A label's text, a button's title, a field's or search bar's text or placeholder: what
    /// the view shows, as a capture reports it (an empty field shows its placeholder).
    private func text(of index: Int) -> String? {
        let element = tree[index]
        if let text = element["text"], !text.isEmpty || !(element.hasName("textField") || element.hasName("searchBar")) {
            return text
        }
        if let string = tree.child(of: index, named: "string", key: "text") { return tree.text(of: string) }
        // A button with a configuration (iOS 15) shows the configuration's title, whatever its
        // normal state's title says.
        if let configuration = tree.child(of: index, named: "buttonConfiguration", key: "configuration"),
            let title = tree[configuration]["title"]
        {
            return title
        }
        if let state = tree.child(of: index, named: "state", key: "normal"), let title = tree[state]["title"] { return title }
        return element["title"] ?? element["placeholder"]
    }

    // MARK: - Intrinsic size and baselines

    private mutating func intrinsicSize(_ index: Int, id: ItemID, frame: Rect?) -> IntrinsicSize? {
        let element = tree[index]
        if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            func side(_ name: StaticString) -> Double? {
                guard let text = element[name], text != "infinite" else { return nil }
                return number(element, name)
            }
            return IntrinsicSize(width: side("placeholderIntrinsicWidth"), height: side("placeholderIntrinsicHeight"))
        }
        // A designable's recorded size is its content on one unbounded line: for a label or a
        // button, the frame IB laid it out in (wrapped at its width) says more.
        if let designed = context.designables[id.rawValue], InterfaceBuilderClasses.contentSize(of: element) != .recordedFrame || frame == nil {
            return designed
        }
        // Xcode 12 and later name an SF Symbol in `<imageReference key="image" catalog="system">`.
        if element.hasName("imageView"),
            let image = element["image"] ?? tree.child(of: index, named: "imageReference", key: "image").flatMap({ tree[$0]["image"] })
        {
            if let size = context.imageSizes[image] { return IntrinsicSize(width: size.width, height: size.height) }
            if let frame {
                sizedByFrame.append(id)
                return IntrinsicSize(width: frame.width, height: frame.height)
            }
            return nil
        }
        guard let frame else { return nil }
        if element.hasName("view"), element["customClass"] != nil, tree.child(of: index, named: "subviews") == nil, index != root.element {
            // A custom leaf view (an `@IBDesignable` such as a rating control): IB rendered it
            // and laid it out at its intrinsic size, which only its recorded frame now tells.
            sizedAsCustom.append(id)
            return IntrinsicSize(width: frame.width, height: frame.height)
        }
        switch InterfaceBuilderClasses.contentSize(of: element) {
        case .recordedFrame:
            sizedByFrame.append(id)
            return IntrinsicSize(width: frame.width, height: frame.height)
        case .recordedHeight:
            sizedByFrame.append(id)
            return IntrinsicSize(width: nil, height: frame.height)
        case .none:
            return nil
        }
    }

    /// The sides of the content size of a view without a recorded frame that UIKit measures
    /// but the file does not record: Xcode 8.0 saved no frame for the views constraints place,
    /// so a label, a button or an image view without one has a size only its text, font or
    /// image give.
    private mutating func unmeasuredSides(_ index: Int, id: ItemID, intrinsic: IntrinsicSize?) -> SizeSides {
        let element = tree[index]
        var sides: SizeSides
        if element.hasName("imageView") {
            let hasImage = element["image"] != nil || tree.child(of: index, named: "imageReference", key: "image") != nil
            sides = hasImage ? [.width, .height] : []
        } else {
            switch InterfaceBuilderClasses.contentSize(of: element) {
            case .recordedFrame: sides = [.width, .height]
            case .recordedHeight: sides = .height
            case .none: sides = []
            }
        }
        if intrinsic?.width != nil { sides.remove(.width) }
        if intrinsic?.height != nil { sides.remove(.height) }
        if !sides.isEmpty { unmeasured.append(id) }
        return sides
    }

    /// Baselines of a view that shows text, from its font size (San Francisco's ascender and
    /// descender) with the text centred in the frame, as labels, fields and buttons draw it.
    /// A field, a button's title and a label of one line (IB omits `numberOfLines="1"`) draw
    /// one line however tall the frame; a label too short for its lines starts them at its top,
    /// where a field or a button still centres its line. A label taller than its lines gives
    /// its baselines as offsets from its edges (UILabel's `_firstBaselineOffsetFromTop` and
    /// `_baselineOffsetFromBottom`), not where it centres them.
    private func baselineOffsets(_ index: Int, frame: Rect?) -> BaselineOffsets? {
        let element = tree[index]
        guard let frame, ["label", "textField", "button", "textView"].contains(where: element.hasName) else { return nil }
        var size = 17.0
        if let font = tree.child(of: index, named: "fontDescription") {
            if let point = tree[font].number("pointSize").value, point > 0 {
                size = point
            } else if let style = tree[font]["style"] {
                size = Self.textStyleSizes[style] ?? 17
            }
        }
        let ascender = 0.952 * size, lineHeight = 1.193 * size
        let isLabel = element.hasName("label")
        // A label's limit: 1 where IB omits it, none for 0.
        let lineLimit = isLabel ? Double(element["numberOfLines"].flatMap { Int($0) } ?? 1) : 0
        let drawsOneLine = element.hasName("textField") || element.hasName("button") || lineLimit == 1
        var lines = drawsOneLine ? 1 : max(1, (frame.height / lineHeight + 0.01).rounded(.down))
        if lineLimit > 1 { lines = min(lines, lineLimit) }
        let textHeight = lines * lineHeight
        if isLabel, frame.height > textHeight.rounded(.up) {
            // Taller than its lines, a label still gives constraints its first baseline an
            // ascender below its top and its last a line's descent above its bottom, wherever
            // it draws them.
            return BaselineOffsets(first: ascender, last: frame.height - (lineHeight - ascender))
        }
        let centred = (frame.height - textHeight) / 2
        let first = (isLabel ? max(centred, 0) : centred) + ascender
        return BaselineOffsets(first: first, last: first + (lines - 1) * lineHeight)
    }

    /// The default (Large) sizes of the Dynamic Type text styles.
    private static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    // MARK: - Stack views

    private mutating func stackProperties(_ index: Int, arranged: [ItemID]) -> StackProperties {
        let element = tree[index]
        var properties = StackProperties(axis: element.has("axis", equalTo: "vertical") ? .vertical : .horizontal, arrangedSubviews: arranged)
        if let text = element["distribution"] {
            if let value = StackProperties.Distribution(rawValue: text) { properties.distribution = value }
            else { warn(element, "unknown stack view distribution \"\(text)\": read as fill", id: element["id"]) }
        }
        if let text = element["alignment"] {
            if let value = StackProperties.Alignment(rawValue: text) { properties.alignment = value }
            else { warn(element, "unknown stack view alignment \"\(text)\": read as fill", id: element["id"]) }
        }
        // `spacingType="standard"` is `UIStackView.spacingUseSystem`: the system spacing between
        // siblings, 8 pt.
        properties.spacing = number(element, "spacing") ?? (element.has("spacingType", equalTo: "standard") ? 8 : 0)
        properties.isBaselineRelativeArrangement = element.has("baselineRelativeArrangement", equalTo: "YES")
        // Xcode writes a stack view's margins only when its arrangement follows them: every
        // stack with margins in the gathered storyboards records its views inside them.
        properties.isLayoutMarginsRelativeArrangement = element.has("layoutMarginsRelativeArrangement", equalTo: "YES")
            || tree.child(of: index, named: "edgeInsets", key: "layoutMargins") != nil
            || tree.child(of: index, named: "directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        for (_, variation) in matchingVariations(tree.children(of: index, named: "variation")) {
            if let spacing = number(tree[variation], "spacing") { properties.spacing = spacing }
        }
        if properties.alignment == .firstBaseline || properties.alignment == .lastBaseline { usesBaselines = true }
        return properties
    }

    private mutating func checkVariationAttributes(_ index: Int) {
        for name in tree[index].attributeNames.sorted() where name != "key" && name != "spacing" {
            warn(tree[index], "a stack view variation of \(name) is not applied", id: tree[tree[index].parent ?? 0]["id"])
        }
    }

    // MARK: - Guides

    private mutating func addGuide(_ index: Int, owner: ItemID) {
        let element = tree[index]
        guard let id = element["id"] else {
            warn(element, "a layout guide without an id is left out")
            return
        }
        let kind: Guide.Kind
        switch element["key"] {
        case "safeArea": kind = .safeArea
        case "contentLayoutGuide": kind = .contentLayout
        case "frameLayoutGuide": kind = .frameLayout
        case "keyboard": kind = .keyboard
        case "layoutMarginsGuide": kind = .layoutMargins
        case "readableContentGuide": kind = .readableContent
        default:
            if element.name == "keyboardLayoutGuide" {
                kind = .keyboard
            } else {
                kind = .custom
                if element.name != "layoutGuide" {
                    warn(element, "a layout guide of an unknown kind (\(element["key"] ?? element.name)): read as a custom guide placed only by constraints", id: id)
                }
            }
        }
        guard !isTaken(ItemID(id)) else {
            warn(element, "the id \(id) is used twice; the second layout guide is left out", id: id)
            return
        }
        guides.append(Guide(id: ItemID(id), owner: owner, kind: kind, identifier: element["identifier"] ?? kind.systemIdentifier))
        guideIDs.insert(ItemID(id))
        guideOffsets[ItemID(id)] = Int32(element.offset)
    }

    /// Object ids are unique in a document Xcode wrote; a damaged one may repeat one, and the
    /// items of a layout are looked up by id.
    private func isTaken(_ id: ItemID) -> Bool {
        viewIndex[id] != nil || guideIDs.contains(id)
    }

    /// The `<layoutGuides>` of a pre-Xcode-9 controller: the top and bottom layout guides.
    private mutating func addControllerGuides(_ controller: Int, owner: ItemID) {
        for list in tree.children(of: controller, named: "layoutGuides") {
            for guide in tree.children(of: list, named: "viewControllerLayoutGuide") {
                let element = tree[guide]
                guard let id = element["id"] else { continue }
                guard !isTaken(ItemID(id)) else {
                    warn(element, "the id \(id) is used twice; the second layout guide is left out", id: id)
                    continue
                }
                let kind: Guide.Kind = element.has("type", equalTo: "bottom") ? .bottomLayoutGuide : .topLayoutGuide
                guides.append(Guide(id: ItemID(id), owner: owner, kind: kind, identifier: kind.systemIdentifier))
                guideIDs.insert(ItemID(id))
                guideOffsets[ItemID(id)] = Int32(element.offset)
            }
        }
    }

    // MARK: - Numbers

    mutating func number(_ element: XMLTree.Element, _ name: StaticString) -> Double? {
        switch element.number(name) {
        case .absent:
            return nil
        case let .notANumber(text):
            fail(element, "\(name)=\"\(text)\" is not a number")
            return nil
        case let .number(value):
            return checked(value, element, name)
        }
    }

    mutating func checked(_ value: Double, _ element: XMLTree.Element, _ name: StaticString) -> Double? {
        // The range every reader shares.
        guard LayoutNumber.isAccepted(value) else {
            // NaN reads as a number (`x="NaN"`), but is none.
            fail(element, value.isNaN ? "\(name)=\"NaN\" is not a number" : "\(name): " + LayoutNumber.rejection(value.isFinite ? formatNumber(value) : "a value beyond any bound"))
            return nil
        }
        return value
    }

    mutating func priority(_ element: XMLTree.Element, _ name: StaticString) -> Priority? {
        guard let value = number(element, name) else { return nil }
        guard Priority.validRange.contains(value) else {
            warn(element, "\(name) \(formatNumber(value)) is outside 1…1000: clamped", id: element["id"])
            return Priority(value).clamped
        }
        return Priority(value)
    }

    // MARK: - Diagnostics

    mutating func fail(_ element: XMLTree.Element, _ message: String) {
        errors.append(Diagnostic(.error, at: element.location, message, itemID: element["id"]))
    }

    mutating func warn(_ element: XMLTree.Element, _ message: String, id: String? = nil) {
        diagnostics.append(Diagnostic(.warning, at: element.location, message, itemID: id ?? element["id"]))
    }

    private mutating func addNotes(rootID: ItemID, document: LayoutDocument) {
        let location = tree[root.element].location
        if !sizedByFrame.isEmpty {
            let count = sizedByFrame.count
            diagnostics.append(Diagnostic(.note, at: location, """
                \(count) view\(count == 1 ? "" : "s") showing text, images or control metrics (\(sizedByFrame.prefix(4).map(\.rawValue).joined(separator: ", "))\(count > 4 ? ", …" : "")) \
                \(count == 1 ? "takes its" : "take their") recorded frame size as intrinsic content size: text and fonts cannot be measured here
                """, itemID: rootID.rawValue))
        }
        // A cell style's view UIKit lays out is not one constraints place.
        let styleParts = unmeasured.filter { document.isPlacedByItsCell($0) }
        let unmeasured = styleParts.isEmpty ? unmeasured : unmeasured.filter { !document.isPlacedByItsCell($0) }
        if !unmeasured.isEmpty {
            let count = unmeasured.count
            diagnostics.append(Diagnostic(.note, at: location, """
                \(counted(count, "view")) showing text, images or control metrics (\(unmeasured.prefix(4).map(\.rawValue).joined(separator: ", "))\(count > 4 ? ", …" : "")) \
                \(count == 1 ? "has" : "have") no recorded frame (Xcode 8.0 saved none for views constraints place), so no size to take as \(count == 1 ? "its" : "their") content's: \
                \(count == 1 ? "it is" : "they are") taken as sized by \(count == 1 ? "its" : "their") content, as UIKit sizes \(count == 1 ? "it" : "them"), \
                not ambiguous; how large is unknown here, and so are the frames that depend on it
                """, itemID: rootID.rawValue))
        }
        if !styleParts.isEmpty {
            let count = styleParts.count
            diagnostics.append(Diagnostic(.note, at: location, """
                \(counted(count, "view")) of the cell's standard style (\(styleParts.map(\.rawValue).joined(separator: ", "))) \
                \(count == 1 ? "has" : "have") no recorded frame: UIKit lays \(count == 1 ? "it" : "them") out in the cell, so \
                \(count == 1 ? "it is" : "they are") not ambiguous; where, and how large, is unknown here
                """, itemID: rootID.rawValue))
        }
        if !sizedAsCustom.isEmpty {
            diagnostics.append(Diagnostic(.note, at: location, """
                custom views without subviews (\(sizedAsCustom.map(\.rawValue).joined(separator: ", "))) take their recorded frame \
                size as intrinsic content size: Interface Builder rendered them (@IBDesignable) and recorded no other size
                """, itemID: rootID.rawValue))
        }
        if !framedViews.isEmpty {
            let count = framedViews.count
            let listed = "\(framedViews.prefix(4).map(\.rawValue).joined(separator: ", "))\(count > 4 ? ", …" : "")"
            let message = constraints.allSatisfy({ !$0.isActive }) && count == views.count - 1
                ? "laid out by frames and autoresizing masks alone (no constraints): its \(counted(count, "view")) \(count == 1 ? "keeps the frame" : "keep the frames") Interface Builder recorded, as UIKit places \(count == 1 ? "it" : "them"); printed code sets each frame and autoresizingMask"
                : "\(counted(count, "view")) (\(listed)) \(count == 1 ? "is" : "are") laid out by \(count == 1 ? "its frame and autoresizing mask" : "their frames and autoresizing masks"), the others by constraints"
            diagnostics.append(Diagnostic(.note, at: location, message, itemID: rootID.rawValue))
        }
        if !resolvedStandardSpacing.isEmpty {
            let count = resolvedStandardSpacing.count
            diagnostics.append(Diagnostic(.note, at: location, """
                \(count) standard-spacing constraint\(count == 1 ? "" : "s") (\(resolvedStandardSpacing.prefix(4).joined(separator: ", "))\(count > 4 ? ", …" : "")) \
                to a superview's edge \(count == 1 ? "keeps" : "keep") the constant Interface Builder resolved (20 pt): UIKit's system spacing \
                between siblings is 8 pt, and its call promises no superview spacing
                """, itemID: rootID.rawValue))
        }
        if !standardSpacingToSafeArea.isEmpty {
            let count = standardSpacingToSafeArea.count
            diagnostics.append(Diagnostic(.note, at: location, """
                \(count) standard-spacing constraint\(count == 1 ? "" : "s") to the safe area (\(standardSpacingToSafeArea.prefix(4).joined(separator: ", "))\(count > 4 ? ", …" : "")) \
                \(count == 1 ? "is" : "are") read as 0 pt, as Interface Builder lays standard spacing to the safe area out, whatever constant it stored
                """, itemID: rootID.rawValue))
        }
        if usesBaselines {
            diagnostics.append(Diagnostic(.note, at: location, "baselines are estimated from font sizes (San Francisco metrics)", itemID: rootID.rawValue))
        }
    }
}
