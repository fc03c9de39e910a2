import LayoutModel

/// Why a constraint description could not be read, and where: `offset` counts Unicode
/// scalars from the start of the description.
struct LogSyntaxError: Error, Hashable, Sendable {
    var offset: Int
    var message: String
    /// A number outside ``LayoutNumber``'s range: the input is refused, not the line skipped.
    var isOutOfRange = false
}
