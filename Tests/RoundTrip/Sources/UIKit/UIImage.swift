/// An image by its asset name; the stand-in has every one and draws none.
open class UIImage {
    public let name: String

    public init?(named name: String) {
        self.name = name
    }

    public init?(systemName name: String) {
        self.name = name
    }
}

/// `NSTextAlignment`, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
