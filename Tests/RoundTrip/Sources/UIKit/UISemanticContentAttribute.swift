/// `UISemanticContentAttribute`, with UIKit's raw values: whether a view's content is flipped
/// in a right-to-left layout (a button forced right to left draws its image after its title).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
