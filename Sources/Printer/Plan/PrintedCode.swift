import Naming

/// The printed source and what happened to each constraint.
public struct PrintedCode: Sendable {
    public var text: String
    /// One per constraint of the document, in input order.
    public var dispositions: [ConstraintDisposition]
    /// The names the source uses.
    public var names: NameTable
    /// The classes the source declares (with declarations: the layout's own class and the
    /// stubs of the app's), for the next layout printed into the same file
    /// (``PrintOptions/declaredClasses``).
    public var declaredClasses: Set<String> = []
}
