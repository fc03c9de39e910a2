import LayoutModel

/// What a printer did with one constraint of the document. Every constraint
/// gets exactly one: nothing is dropped silently.
public enum ConstraintDisposition: Hashable, Sendable {
    /// Created by the target's own call from `owner`'s side (flipped when `owner` is the
    /// constraint's second item).
    case relation(owner: ItemID, flipped: Bool)
    /// Printed as UIKit anchor code, because the target cannot create it.
    case anchorCode(reason: String)
    /// Inactive in the dump: printed commented out, not created.
    case inactive
    /// Mentions an item outside the printed subtree: printed commented out.
    case outside(ItemID)
    /// Mentions one of UIKit's private views (a button's title label, a cell's separator),
    /// which UIKit makes and constrains itself: left out and counted in the header.
    case privateView(ItemID)
    /// Made by UIKit (or Interface Builder): left out and counted in the header.
    case system(SystemConstraintKind)
}
