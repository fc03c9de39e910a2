import LayoutModel

/// The `<connections>` of a layout besides the owner's view outlets: each control's actions,
/// each view's delegate-style outlets, the gesture recognizers views hold and the views' runtime
/// attributes, and what printed code lists instead of making (segues, outlets to constraints or
/// to objects outside the layout).
struct InterfaceBuilderConnections {
    private(set) var connections = Connections()
    private let tree: XMLTree
    private let views: [ItemID: Int]
    /// The ids that stand for the class the layout becomes, and for the first responder.
    private var ownerIDs: Set<String> = []
    private var firstResponderIDs: Set<String> = []
    /// Scene objects that are no views (gesture recognizers), by id, with their element.
    private var objects: [String: Int] = [:]
    /// The view each recognizer is added to (a view's `gestureRecognizers` outlet collection).
    private var gestureViews: [String: ItemID] = [:]
    /// The recognizers views add, in the order they add them.
    private var gestureOrder: [String] = []
    /// The scene (a XIB's objects) the layout is part of, and its elements by id, made when
    /// a connection reaches outside the layout.
    private let scene: Int
    private var sceneElements: [String: Int]?
    private let constraintIDs: Set<String>
    /// The owner's property holding each recognizer.
    private var gestureOutlets: [String: String] = [:]

    init(tree: XMLTree, root: InterfaceBuilderLayoutRoot, views: [ItemID: Int], rootID: ItemID, constraintIDs: Set<String>) {
        self.tree = tree
        self.views = views
        var scene = root.element
        while let parent = tree[scene].parent, !tree[scene].hasName("scene"), !tree[scene].hasName("objects") { scene = parent }
        self.scene = scene
        self.constraintIDs = constraintIDs
        let owner = root.controller ?? root.element
        if let id = tree[owner]["id"] { ownerIDs.insert(id) }
        if let objects = tree[owner].parent, tree[objects].hasName("objects") {
            for child in tree.children(of: objects) {
                let element = tree[child]
                guard let id = element["id"] else { continue }
                if element.has("placeholderIdentifier", equalTo: "IBFilesOwner") { ownerIDs.insert(id) }
                if element.has("placeholderIdentifier", equalTo: "IBFirstResponder") { firstResponderIDs.insert(id) }
                if element.name.hasSuffix("GestureRecognizer") { self.objects[id] = child }
            }
        }
        // The views' own connections, in document order.
        for index in tree.descendants(of: root.element) where tree[index].hasName("connections") {
            // The owner's own connections (a cell's, a custom view's) are read below.
            guard let parent = tree[index].parent, parent != owner, let source = tree[parent]["id"].map({ ItemID($0) }), views[source] != nil
            else { continue }
            for child in tree.children(of: index) { read(child, from: source) }
        }
        let ownerPhrase = root.controller != nil ? "the controller" : root.kind == .view ? "the view" : "the cell"
        // The owner's: what its view outlets do not cover.
        for connections in tree.children(of: owner, named: "connections") {
            for child in tree.children(of: connections) {
                let element = tree[child]
                if element.hasName("segue") {
                    list("segue", segue(element, from: ownerPhrase))
                } else if element.hasName("outletCollection"), element.has("property", equalTo: "gestureRecognizers"),
                    let destination = element["destination"], let id = tree[owner]["id"].map({ ItemID($0) }), views[id] != nil
                {
                    // A XIB's root view is its own owner: its recognizers are listed here.
                    addGesture(destination, to: id)
                } else if element.hasName("outlet"), let property = element["property"], let destination = element["destination"],
                    views[ItemID(destination)] == nil
                {
                    if objects[destination] != nil {
                        if gestureOutlets[destination] == nil { gestureOutlets[destination] = property }
                    } else if constraintIDs.contains(destination) {
                        list("outlet", "outlet \(property) holds the constraint \(destination): not declared; keep the constraint the code creates in a property of that name")
                    } else {
                        if let cell = enclosingCell(of: destination) {
                            // A static cell's view: the cell's own layout declares it under this name.
                            list("outlet", "outlet \(property) holds \(describe(destination)) in the cell \(cell), which is printed as a layout of its own: not declared here; reach it through that cell")
                        } else if let cell = sceneElement(destination), InterfaceBuilderClasses.isCell(tree[cell]) {
                            // A static cell: no code makes a static table; its data source returns the cells.
                            list("outlet", "outlet \(property) holds the cell \(destination), which is printed as a layout of its own: not declared here; keep the cell the table's data source returns in a property of that name")
                        } else if objects[destination] == nil, sceneElement(destination) == nil {
                            list("outlet", "outlet \(property) holds \(destination), which is nowhere in the file (a reference left dangling): not declared")
                        } else {
                            list("outlet", "outlet \(property) holds \(describe(destination)), an object outside this layout: not declared")
                        }
                    }
                }
            }
        }
        // The views a controller's navigation item holds (a bar button item's custom view, a
        // title view) are not in its view's tree: listed, not dropped without a word.
        if let controller = root.controller, let item = tree.child(of: controller, named: "navigationItem") {
            for index in tree.descendants(of: item) where tree[index].has("key", equalTo: "customView") || tree[index].has("key", equalTo: "titleView") {
                guard InterfaceBuilderClasses.className(ofElement: tree[index].name) != nil else { continue }
                let inside = tree.descendants(of: index).count { tree[$0].parent.map { tree[$0].hasName("subviews") } == true }
                let place = tree[index].has("key", equalTo: "titleView") ? "the navigation item's title view" : "a bar button item's custom view"
                list("navigationItem", "\(place) \(tree[index]["id"] ?? "") (\(counted(inside + 1, "view"))): not built; make it in code and set it on navigationItem")
            }
        }
        // Prototype cells: each printed as a layout of its own; the table or collection view
        // registers it under its reuse identifier.
        for index in [root.element] + Array(tree.descendants(of: root.element))
        where tree[index].hasName("tableView") || tree[index].hasName("collectionView") {
            guard let id = tree[index]["id"], views[ItemID(id)] != nil else { continue }
            let isTable = tree[index].hasName("tableView")
            for list in tree.children(of: index) where tree[list].hasName("prototypes") || tree[list].hasName("cells") {
                for cell in tree.children(of: list) {
                    guard let reuse = tree[cell]["reuseIdentifier"] else { continue }
                    let cellClass = tree[cell]["customClass"] ?? (isTable ? "UITableViewCell" : "UICollectionViewCell")
                    let call = isTable ? "register(\(cellClass).self, forCellReuseIdentifier: \"\(reuse)\")"
                        : "register(\(cellClass).self, forCellWithReuseIdentifier: \"\(reuse)\")"
                    connections.listed.append(ListedConnection(
                        kind: "prototypeCell", summary: "\(call): a prototype cell, printed as its own layout; register it where the \(isTable ? "table" : "collection") view is made",
                        view: ItemID(id)))
                }
            }
        }
        // Runtime attributes: key-value coding IB applies after loading.
        let runtimeAttributes = InterfaceBuilderRuntimeAttributes(tree: tree)
        // In the views' order: a view's list comes after its subviews in the file.
        let lists = tree.descendants(of: root.element).filter { tree[$0].hasName("userDefinedRuntimeAttributes") }
            .compactMap { index in tree[index].parent.map { (view: $0, list: index) } }.sorted { $0.view < $1.view }
        for (parent, index) in lists {
            guard let id = tree[parent]["id"].map({ ItemID($0) }), views[id] != nil else { continue }
            let (attributes, unread) = runtimeAttributes.read(index, view: id)
            connections.runtimeAttributes += attributes
            for attribute in unread {
                connections.listed.append(ListedConnection(kind: "runtimeAttribute", summary: "\(attribute): not set", view: id))
            }
        }
        // Gesture recognizers: created, configured and added to their view in code.
        let unadded = objects.filter { gestureViews[$0.key] == nil }.sorted { $0.value < $1.value }.map(\.key)
        for id in gestureOrder.filter({ objects[$0] != nil }) + unadded {
            guard let index = objects[id] else { continue }
            let element = tree[index]
            guard let className = InterfaceBuilderGestures.className(ofElement: element.name) else {
                list("gestureRecognizer", "\(article(element.name)) \(element.name) (\(id)): not created; no UIKit class of that name")
                continue
            }
            // Only this layout's: one added to a view of another layout of the file is that layout's.
            if gestureViews[id] == nil, gestureOutlets[id] == nil, isAddedElsewhere(id) { continue }
            let (settings, unread) = InterfaceBuilderGestures.settings(index, className: className, in: tree)
            for setting in unread {
                list("gestureRecognizer", "\(article(element.name)) \(element.name) (\(id)): \(setting): not set")
            }
            var gesture = GestureRecognizer(
                id: id, className: className, view: gestureViews[id], outlet: gestureOutlets[id], label: element["userLabel"],
                settings: settings)
            for connections in tree.children(of: index, named: "connections") {
                for child in tree.children(of: connections) {
                    let connection = tree[child]
                    guard let destination = connection["destination"] else { continue }
                    if connection.hasName("action"), let selector = connection["selector"] {
                        if let target = endpoint(destination) {
                            gesture.actions.append(.init(selector: selector, target: target))
                        } else {
                            list("action", "\(className) (\(id)) sends \(selector) to \(describe(destination)): not wired")
                        }
                    } else if connection.hasName("outlet"), connection.has("property", equalTo: "delegate") {
                        if let target = endpoint(destination) {
                            gesture.delegate = target
                        } else {
                            list("outlet", "\(className) (\(id)).delegate holds \(describe(destination)): not set")
                        }
                    }
                }
            }
            if let custom = element["customClass"] {
                list("gestureRecognizer", "\(className) (\(id)) is \(custom) in the input: created as \(className); make it the app's class")
            }
            connections.gestures.append(gesture)
        }
        // A prototype cell's recognizers are objects of its scene, outside the cell's layout.
        for (id, view) in gestureViews.sorted(by: { $0.key < $1.key }) where objects[id] == nil {
            connections.listed.append(ListedConnection(
                kind: "gestureRecognizer", summary: "gestureRecognizers holds \(id), an object of the scene outside this layout: not created", view: view))
        }
    }

    private mutating func addGesture(_ id: String, to view: ItemID) {
        guard gestureViews[id] == nil else { return }
        gestureViews[id] = view
        gestureOrder.append(id)
    }

    /// Whether a view outside this layout adds the recognizer `id` (another top-level view of a
    /// XIB, a prototype cell's view).
    private func isAddedElsewhere(_ id: String) -> Bool {
        guard let index = objects[id], let scene = tree[index].parent else { return false }
        return tree.descendants(of: scene).contains { child in
            let element = tree[child]
            return element.hasName("outletCollection") && element.has("property", equalTo: "gestureRecognizers") && element["destination"] == id
        }
    }

    private mutating func read(_ index: Int, from source: ItemID) {
        let element = tree[index]
        if element.hasName("action") {
            guard let selector = element["selector"] else { return }
            let event = element["eventType"] ?? "touchUpInside"
            guard let destination = element["destination"], let target = endpoint(destination), Self.events.contains(event) else {
                let summary = "sends \(selector) for \(event) to \(describe(element["destination"] ?? "nothing")), outside this layout: not wired"
                connections.listed.append(ListedConnection(kind: "action", summary: summary, view: source))
                return
            }
            connections.actions.append(ControlAction(source: source, selector: selector, event: event, target: target))
        } else if element.hasName("outlet") {
            guard let property = element["property"], let destination = element["destination"] else { return }
            if let target = endpoint(destination) {
                connections.outlets.append(ViewOutlet(source: source, property: property, destination: target))
            } else {
                let summary = constraintIDs.contains(destination)
                    ? "\(property) holds the constraint \(destination): not set; keep the constraint the code creates in that view's property"
                    : "\(property) holds \(describe(destination)), outside this layout: not set"
                connections.listed.append(ListedConnection(kind: "outlet", summary: summary, view: source))
            }
        } else if element.hasName("outletCollection"), element.has("property", equalTo: "gestureRecognizers") {
            if let destination = element["destination"] { addGesture(destination, to: source) }
        } else if element.hasName("segue") {
            list("segue", segue(element, from: source.rawValue))
        }
    }

    private func endpoint(_ id: String) -> ConnectionEndpoint? {
        if ownerIDs.contains(id) { return .owner }
        if firstResponderIDs.contains(id) { return .firstResponder }
        if views[ItemID(id)] != nil { return .view(ItemID(id)) }
        return nil
    }

    /// An object of the scene by what it is: `a tapGestureRecognizer (id)`, `the scene's
    /// SettingsViewController (id)` (a static cell's switch sends to its table's controller).
    private mutating func describe(_ id: String) -> String {
        if let index = objects[id] { return "\(article(tree[index].name)) \(tree[index].name) (\(id))" }
        guard let index = sceneElement(id) else { return id }
        let element = tree[index]
        let className = element["customClass"] ?? InterfaceBuilderClasses.className(ofElement: element.name) ?? element.name
        return element.name.hasSuffix("Controller") ? "the scene's \(className) (\(id))" : "\(article(className)) \(className) (\(id))"
    }

    /// The element of the scene with `id`; the table is made the first time one is asked for.
    private mutating func sceneElement(_ id: String) -> Int? {
        if sceneElements == nil {
            var elements: [String: Int] = [:]
            for index in tree.descendants(of: scene) {
                if let elementID = tree[index]["id"], elements[elementID] == nil { elements[elementID] = index }
            }
            sceneElements = elements
        }
        return sceneElements?[id]
    }

    /// The id of the cell (a static or prototype cell, printed as a layout of its own) that
    /// holds the scene's element `id`, if any.
    private mutating func enclosingCell(of id: String) -> String? {
        guard var index = sceneElement(id) else { return nil }
        while let parent = tree[index].parent, parent != scene {
            index = parent
            if InterfaceBuilderClasses.isCell(tree[index]) { return tree[index]["id"] }
        }
        return nil
    }

    private func segue(_ element: XMLTree.Element, from source: String) -> String {
        let kind = element["kind"] ?? "custom"
        let identifier = element["identifier"].map { " \"\($0)\"" } ?? ""
        let destination = element["destination"].map { id in controllerClass(id).map { "\($0) (\(id))" } ?? id } ?? "?"
        // An embed segue runs when the container loads: the child is added, not shown.
        if kind == "embed" {
            return "embed segue\(identifier) from \(source) to \(destination): embed it in code: addChild(_:), its view added "
                + "to the container view and pinned to its edges, then didMove(toParent:)"
        }
        return "\(kind) segue\(identifier) from \(source) to \(destination): perform it in code (a push, a present) where the app triggers it"
    }

    /// The classes of the controllers IB writes by element.
    private static let controllerClasses = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "avPlayerViewController": "AVPlayerViewController",
        "hostingController": "UIHostingController",
    ]

    /// The class of the storyboard's controller with `id` (its custom class, else UIKit's),
    /// looked for among the scenes' top objects only: a segue leads to another scene.
    private func controllerClass(_ id: String) -> String? {
        for scenes in tree.children(of: 0, named: "scenes") {
            for scene in tree.children(of: scenes, named: "scene") {
                for objects in tree.children(of: scene, named: "objects") {
                    for child in tree.children(of: objects) where tree[child]["id"] == id {
                        return tree[child]["customClass"] ?? Self.controllerClasses[tree[child].name]
                    }
                }
            }
        }
        return nil
    }

    private mutating func list(_ kind: String, _ summary: String) {
        connections.listed.append(ListedConnection(kind: kind, summary: summary))
    }

    private func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// `UIControl.Event`'s members, as Interface Builder's `eventType` spells them.
    static let events: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered", "menuActionTriggered",
        "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit", "allTouchEvents", "allEditingEvents", "allEvents",
    ]
}
