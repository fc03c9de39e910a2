/// The anchors of one view or guide, created once so each attribute has one anchor object
/// (Draftsman de-duplicates constraints by anchor identity).
@MainActor
final class AnchorStore {
    private unowned let owner: AnyObject
    private var xAnchors: [NSLayoutConstraint.Attribute: NSLayoutXAxisAnchor] = [:]
    private var yAnchors: [NSLayoutConstraint.Attribute: NSLayoutYAxisAnchor] = [:]
    private var dimensions: [NSLayoutConstraint.Attribute: NSLayoutDimension] = [:]

    init(owner: AnyObject) { self.owner = owner }

    func x(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        if let anchor = xAnchors[attribute] { return anchor }
        let anchor = NSLayoutXAxisAnchor(item: owner, attribute: attribute)
        xAnchors[attribute] = anchor
        return anchor
    }

    func y(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        if let anchor = yAnchors[attribute] { return anchor }
        let anchor = NSLayoutYAxisAnchor(item: owner, attribute: attribute)
        yAnchors[attribute] = anchor
        return anchor
    }

    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        if let anchor = dimensions[attribute] { return anchor }
        let anchor = NSLayoutDimension(item: owner, attribute: attribute)
        dimensions[attribute] = anchor
        return anchor
    }
}
