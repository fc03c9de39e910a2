import LayoutModel

/// The outlets that name a layout's views: the properties of the class the layout becomes
/// (the controller, a cell, a custom view, a XIB's File's Owner) that hold them.
struct InterfaceBuilderOutlets {
    /// The property of each view an outlet points at.
    var names: [ItemID: String] = [:]
    var collections: [OutletCollection] = []
    /// The further outlets of the layout's own class to views already named.
    var aliases: [OutletAlias] = []
    /// The property an owner holds the root in (a static cell its controller calls
    /// `contactSupportCell`): the app's own name for the layout.
    var rootProperty: String?

    /// Reads the `<connections>` of the layout's owners: the root element's own class first
    /// (a cell, a custom view), then the controller (for a static cell, its table's), then a
    /// XIB's File's Owner. A view two
    /// owners hold keeps the first one's name (a second outlet of the first owner becomes an
    /// alias); outlets to constraints or objects outside the layout name nothing.
    init(tree: XMLTree, root: InterfaceBuilderLayoutRoot, views: [ItemID: Int], rootID: ItemID) {
        var owners = [root.element]
        if let controller = root.controller ?? Self.staticTableController(of: root, in: tree) { owners.append(controller) }
        if let objects = tree[root.element].parent, tree[objects].hasName("objects") {
            owners += tree.children(of: objects, named: "placeholder").filter { tree[$0].has("placeholderIdentifier", equalTo: "IBFilesOwner") && !owners.contains($0) }
        }
        var collectionIndex: [String: Int] = [:]
        var namedBy: [ItemID: Int] = [:]
        for (ownerIndex, owner) in owners.enumerated() {
            for connections in tree.children(of: owner, named: "connections") {
                for child in tree.children(of: connections) {
                    let element = tree[child]
                    guard let property = element["property"], let destination = element["destination"].map({ ItemID($0) }) else { continue }
                    if destination == rootID, element.hasName("outlet"), rootProperty == nil { rootProperty = property }
                    guard destination != rootID, views[destination] != nil
                    else { continue }
                    if element.hasName("outlet") {
                        if names[destination] == nil {
                            names[destination] = property
                            namedBy[destination] = ownerIndex
                        } else if namedBy[destination] == ownerIndex, names[destination] != property {
                            aliases.append(OutletAlias(property: property, view: destination))
                        }
                    } else if element.hasName("outletCollection") {
                        let position = collectionIndex[property] ?? {
                            collections.append(OutletCollection(property: property, views: []))
                            collectionIndex[property] = collections.count - 1
                            return collections.count - 1
                        }()
                        if !collections[position].views.contains(destination) {
                            collections[position].views.append(destination)
                        }
                    }
                }
            }
        }
        // A collection takes its property name; a single outlet of the same name would clash.
        let collectionNames = Set(collections.map(\.property))
        names = names.filter { !collectionNames.contains($0.value) }
        aliases = aliases.filter { !collectionNames.contains($0.property) }
    }

    /// The scene object (the controller) whose static table holds `root`'s cell: its outlets
    /// reach the cell's views, as Xcode allows for static cells only (a prototype repeats).
    private static func staticTableController(of root: InterfaceBuilderLayoutRoot, in tree: XMLTree) -> Int? {
        guard root.kind == .tableViewCell else { return nil }
        var isStatic = false
        var element = root.element
        while let parent = tree[element].parent {
            if tree[parent].hasName("objects") { return isStatic ? element : nil }
            if tree[parent].hasName("tableView"), tree[parent].has("dataMode", equalTo: "static") { isStatic = true }
            element = parent
        }
        return nil
    }
}
