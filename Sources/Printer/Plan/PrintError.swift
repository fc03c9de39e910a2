import LayoutModel

/// Why a document cannot be printed.
public enum PrintError: Error, Sendable, CustomStringConvertible {
    /// The view asked for as the root is not in the document.
    case unknownRoot(ItemID)

    public var description: String {
        switch self {
        case let .unknownRoot(id): "no view with id '\(id.rawValue)' in the document"
        }
    }
}
