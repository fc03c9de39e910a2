import LayoutModel

/// Reads Interface Builder documents (`.storyboard`, `.xib`, every document version from
/// Xcode 4.6's `version="2.0"` on, and the archive XIBs of Xcode 3 to 4.6) into one
/// ``LoadedLayout`` per scene, top-level view and prototype cell, in document order.
///
/// Facts come from the project's reference, `shared/reference/interface-builder-format.md`
/// (its §12 is the checklist this follows): ids are indexed per layout before constraints are resolved,
/// missing `firstItem` means the installing view, `placeholder="YES"` constraints are read but
/// never active, `<variation>` masks apply for the chosen size classes, and what IB does not
/// record (safe-area insets, layout margins, the old top/bottom guides) is inferred from the
/// frames it did record.
public enum InterfaceBuilderReader {
    /// Whether the bytes look like an Interface Builder document: XML whose document element
    /// names one of IB's CocoaTouch document types.
    public static func looksLikeInterfaceBuilder(_ bytes: some Collection<UInt8>) -> Bool {
        let head = String(decoding: bytes.prefix(2048), as: UTF8.self)
        guard let first = head.first(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }), first == "<" else { return false }
        return head.contains("com.apple.InterfaceBuilder3.CocoaTouch") || head.contains("<document type=\"com.apple.InterfaceBuilder")
            || head.contains("<archive type=\"com.apple.InterfaceBuilder")
    }

    /// The layouts of a document. A file that is not well-formed XML, or a number out of
    /// range, is an error at its line and column; anything not understood is a warning on the
    /// layout it belongs to.
    public static func read(_ bytes: [UInt8], traits: SizeClassTraits? = nil) throws(InputError) -> [LoadedLayout] {
        let tree = try XMLTree.parse(bytes)
        let root = tree.root
        if root.name == "archive" {
            guard root["type"]?.contains("CocoaTouch") ?? false else {
                throw InputError(at: root.location, "a macOS Interface Builder archive (\(root["type"] ?? "no type")): draft-inspect reads iOS storyboards and XIBs")
            }
            // Xcode 3 to 4.6's XIBs: read as the document Xcode 5 makes of one.
            let archive = try InterfaceBuilderArchive.upgrade(tree)
            do {
                return try read(document: XMLTree.parse(archive.document), traits: traits).map(archive.remapped)
            } catch {
                throw archive.remapped(error)
            }
        }
        return try read(document: tree, traits: traits)
    }

    private static func read(document tree: XMLTree, traits: SizeClassTraits?) throws(InputError) -> [LoadedLayout] {
        let root = tree.root
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            throw InputError(at: root.location, "not an iOS Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">, found <\(root.name)\(root["type"].map { " type=\"\($0)\"" } ?? "")>")
        }
        let context = InterfaceBuilderContext(tree: tree, traits: traits)
        var layouts: [LoadedLayout] = []
        var errors: [Diagnostic] = []
        // Object ids are unique in a document Xcode wrote; a damaged one may repeat a scene, and
        // `--layout` picks a layout by its id.
        var layoutIndex: [String: Int] = [:]
        for found in context.layoutRoots() {
            var reader = InterfaceBuilderLayoutReader(context: context, root: found)
            let layout = reader.read()
            errors += reader.errors
            guard let layout else { continue }
            if let first = layoutIndex[layout.id], !layout.id.isEmpty {
                let element = tree[found.controller ?? found.element]
                layouts[first].loaded.warnings.append(Diagnostic(
                    .warning, at: element.location, "the id \(layout.id) is used twice; the second layout is left out", itemID: layout.id))
                continue
            }
            layoutIndex[layout.id] = layouts.count
            layouts.append(layout)
        }
        if !errors.isEmpty { throw InputError(errors) }
        return layouts
    }
}

/// One layout's place in the document: its root view element, and the controller or cell
/// element around it.
struct InterfaceBuilderLayoutRoot {
    var element: Int
    /// The scene's controller, or a XIB's File's Owner placeholder whose `view` outlet holds
    /// the root: the XIB is that controller's view.
    var controller: Int?
    var kind: Kind

    enum Kind {
        case viewController, tableViewCell, collectionViewCell, view
    }
}

/// What every layout of a document shares: the tree, the device, image resources, designables.
struct InterfaceBuilderContext {
    let tree: XMLTree
    /// The size classes `--traits` gave.
    let traits: SizeClassTraits?
    /// The size classes whose variations apply: `--traits`, else those of the device the file
    /// is viewed as, in which IB recorded its frames.
    let appliedTraits: SizeClassTraits?
    let isStoryboard: Bool
    let usesSafeAreas: Bool
    /// `<device id>` or the old simulated screen metrics' type.
    let device: String?
    /// `<device orientation="landscape">`.
    let isLandscape: Bool
    let toolsVersion: String?
    /// `<resources><image name width height>`.
    let imageSizes: [String: (width: Double, height: Double)]
    /// `<designables><designable name><size key="intrinsicContentSize">`.
    let designables: [String: IntrinsicSize]
    /// The bars over each storyboard controller's canvas, by the controller's element.
    private let inferredBars: [Int: InterfaceBuilderSimulatedBars]

    init(tree: XMLTree, traits: SizeClassTraits?) {
        self.tree = tree
        self.traits = traits
        let root = tree.root
        isStoryboard = root["type"]?.hasSuffix("Storyboard.XIB") ?? false
        usesSafeAreas = root.has("useSafeAreas", equalTo: "YES")
        toolsVersion = root["toolsVersion"]
        let deviceElement = tree.child(of: 0, named: "device")
        var device = deviceElement.flatMap { tree[$0]["id"] }
        isLandscape = deviceElement.map { tree[$0].has("orientation", equalTo: "landscape") } ?? false
        var images: [String: (Double, Double)] = [:]
        var designables: [String: IntrinsicSize] = [:]
        // Names compared as bytes: this looks at every element of the document.
        for index in 0..<tree.count {
            let element = tree[index]
            if element.hasName("simulatedScreenMetrics") {
                if device == nil { device = element["type"] }
            } else if element.hasName("image") {
                // An SF Symbol's recorded size is its drawing's, not its size at the view's
                // point size: the view's recorded frame says more.
                if tree[element.parent ?? 0].hasName("resources"), !element.has("catalog", equalTo: "system"), let name = element["name"],
                    let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init)
                {
                    images[name] = (width, height)
                }
            } else if element.hasName("designable") {
                if let name = element["name"], let size = tree.child(of: index, named: "size", key: "intrinsicContentSize") {
                    let width = tree[size]["width"].flatMap(Double.init)
                    let height = tree[size]["height"].flatMap(Double.init)
                    designables[name] = IntrinsicSize(width: width, height: height)
                }
            }
        }
        self.device = device
        appliedTraits = traits ?? Self.sizeClasses(ofDevice: device, isLandscape: isLandscape)
        self.imageSizes = images
        self.designables = designables
        let onPad = device?.hasPrefix("ipad") ?? false
        inferredBars = isStoryboard ? InterfaceBuilderSimulatedBars.inferred(in: tree, sceneObjects: Self.sceneObjects(in: tree), onPad: onPad) : [:]
    }

    /// Scenes (view controllers with a `key="view"`), top-level views and cells, in document
    /// order; a scene's cells follow it.
    func layoutRoots() -> [InterfaceBuilderLayoutRoot] {
        var result: [InterfaceBuilderLayoutRoot] = []
        var objects: [Int] = []
        if isStoryboard {
            objects = Self.sceneObjects(in: tree)
        } else {
            for list in tree.children(of: 0, named: "objects") { objects += tree.children(of: list) }
        }
        let owner = isStoryboard ? nil : filesOwnerView(among: objects)
        for object in objects {
            if InterfaceBuilderClasses.isCell(tree[object]) {
                result.append(cellRoot(object))
            } else if let view = tree.child(of: object, key: "view"),
                InterfaceBuilderClasses.className(ofElement: tree[view].name) != nil
            {
                result.append(InterfaceBuilderLayoutRoot(element: view, controller: object, kind: .viewController))
            } else if InterfaceBuilderClasses.className(ofElement: tree[object].name) != nil {
                // A MainWindow's window is a layout only when views were put in it.
                if tree[object].hasName("window"), tree.child(of: object, named: "subviews") == nil { continue }
                if let owner, owner.view == tree[object]["id"] {
                    result.append(InterfaceBuilderLayoutRoot(element: object, controller: owner.placeholder, kind: .viewController))
                } else {
                    result.append(InterfaceBuilderLayoutRoot(element: object, controller: nil, kind: .view))
                }
            } else {
                continue
            }
            result += cells(inside: object)
        }
        return result
    }

    /// The objects of a storyboard's scenes (controllers, placeholders, top-level views), in
    /// document order.
    static func sceneObjects(in tree: XMLTree) -> [Int] {
        var objects: [Int] = []
        for scenes in tree.children(of: 0, named: "scenes") {
            for scene in tree.children(of: scenes, named: "scene") {
                for list in tree.children(of: scene, named: "objects") { objects += tree.children(of: list) }
            }
        }
        return objects
    }

    /// A XIB's File's Owner placeholder and the top-level view its `view` outlet holds: the
    /// owner is a view controller (UIKit's `view` outlet), and that view its root view.
    private func filesOwnerView(among objects: [Int]) -> (placeholder: Int, view: String)? {
        guard let placeholder = objects.first(where: { tree[$0].has("placeholderIdentifier", equalTo: "IBFilesOwner") }) else { return nil }
        for connections in tree.children(of: placeholder, named: "connections") {
            for outlet in tree.children(of: connections, named: "outlet") where tree[outlet].has("property", equalTo: "view") {
                if let view = tree[outlet]["destination"] { return (placeholder, view) }
            }
        }
        return nil
    }

    private func cellRoot(_ element: Int) -> InterfaceBuilderLayoutRoot {
        let isTable = tree[element].hasName("tableViewCell") || tree[element].hasName("tableViewHeaderFooterView")
        let kind: InterfaceBuilderLayoutRoot.Kind = isTable ? .tableViewCell : .collectionViewCell
        return InterfaceBuilderLayoutRoot(element: element, controller: nil, kind: kind)
    }

    /// The prototype (or static) cells under an element, each a layout of its own, in
    /// document order.
    private func cells(inside element: Int) -> [InterfaceBuilderLayoutRoot] {
        tree.descendants(of: element).filter { InterfaceBuilderClasses.isCell(tree[$0]) }.map(cellRoot)
    }

    /// The canvas size of the device (points, in the document's orientation), when the
    /// reference's table knows it.
    func deviceSize() -> (width: Double, height: Double)? {
        Self.portraitSize(of: device).map { isLandscape ? (width: $0.height, height: $0.width) : $0 }
    }

    /// The device's size upright, from the reference's table; its id's variant
    /// (`retina6_1.xxx`) left out.
    private static func portraitSize(of device: String?) -> (width: Double, height: Double)? {
        guard let device else { return nil }
        return deviceSizes[device.split(separator: ".").first.map(String.init) ?? device].map { (width: $0.0, height: $0.1) }
    }

    /// UIKit's size classes on a device: an iPad's are regular both ways; an iPhone's width is
    /// compact but on its side for the largest (414 pt wide and up), its height compact on its side.
    static func sizeClasses(ofDevice device: String?, isLandscape: Bool) -> SizeClassTraits? {
        guard let device, let size = portraitSize(of: device) else { return nil }
        if device.hasPrefix("ipad") { return SizeClassTraits(width: .regular, height: .regular) }
        guard isLandscape else { return SizeClassTraits(width: .compact, height: .regular) }
        return SizeClassTraits(width: size.width >= 414 ? .regular : .compact, height: .compact)
    }

    private static let deviceSizes: [String: (Double, Double)] = [
        "retina3_5": (320, 480), "retina4": (320, 568), "retina4_0": (320, 568), "retina4_7": (375, 667),
        "retina5_5": (414, 736), "retina5_9": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896),
        "retina6_0": (390, 844), "retina6_12": (393, 852), "retina6_7": (428, 926), "retina6_72": (430, 932),
        "retina6_3": (402, 874), "retina6_9": (440, 956),
        "ipad9_7": (768, 1024), "ipad12_9": (1024, 1366),
    ]

    /// Whether the Xcode that saved the document lays its canvas out with safe areas (Xcode 9,
    /// tools version 13000, and later), whether or not the document uses their guides.
    var canvasHasSafeAreas: Bool {
        usesSafeAreas || toolsGeneration >= 13000
    }

    /// The tools version's whole number: 13000 for Xcode 9, 21000 for Xcode 14. Xcode 15.0 wrote
    /// `32700.99.1234`, which stands between its neighbours' 22155 and 22505.
    var toolsGeneration: Int {
        let whole = toolsVersion?.split(separator: ".").first.flatMap { Int($0) } ?? 0
        return whole == 32700 ? 22000 : whole
    }

    /// The bars IB draws over a layout's canvas: inferred for a storyboard's scene, stated by a
    /// XIB's controller or view.
    func simulatedBars(of root: InterfaceBuilderLayoutRoot) -> InterfaceBuilderSimulatedBars {
        let onPad = device?.hasPrefix("ipad") ?? false
        return root.controller.flatMap { inferredBars[$0] }
            ?? root.controller.flatMap { InterfaceBuilderSimulatedBars.declared(by: $0, in: tree, onPad: onPad) }
            ?? InterfaceBuilderSimulatedBars.declared(by: root.element, in: tree, onPad: onPad)
            ?? InterfaceBuilderSimulatedBars()
    }

    /// How far the screen's top and bottom are covered where a layout's root view lies: the
    /// device's safe-area insets (the status bar's 20 on a canvas from before safe areas),
    /// and the bars IB draws over the scene. Used where no recorded frame says better.
    func coveredScreenEdges(under bars: InterfaceBuilderSimulatedBars) -> (top: Double, bottom: Double) {
        let device = canvasHasSafeAreas ? deviceSafeArea() : (top: 20, bottom: 0)
        // Without a status bar, only a notch still covers the top.
        let top = bars.showsStatusBar || device.top > 20 ? device.top : 0
        return (top + bars.top, device.bottom + bars.bottom)
    }

    /// Safe-area insets (top, bottom) of the device, from the reference's table: the status
    /// bar, or the sensor housing and the home indicator. An iPad's status bar stays in
    /// landscape; an iPhone's does not.
    private func deviceSafeArea() -> (top: Double, bottom: Double) {
        guard let device else { return (20, 0) }
        if device.hasPrefix("ipad") { return device.contains("rounded") ? (24, 20) : (20, 0) }
        guard let size = deviceSize(), max(size.width, size.height) >= 812 else { return isLandscape ? (0, 0) : (20, 0) }
        if isLandscape { return (0, 21) }
        if device.hasPrefix("retina6_3") || device.hasPrefix("retina6_9") { return (62, 34) }
        if device.hasPrefix("retina6_12") || device.hasPrefix("retina6_72") { return (59, 34) }
        // From Xcode 14 the canvas gives these notches iOS 16's insets, not 44.
        if toolsGeneration >= 21000 {
            if device.hasPrefix("retina6_1") { return (48, 34) }
            if device.hasPrefix("retina5_9") { return (50, 34) }
            if device.hasPrefix("retina6_0") { return (47, 34) }
        }
        return (44, 34)
    }
}
