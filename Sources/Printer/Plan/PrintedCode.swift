import Naming

/// The printed source and what happened to each constraint.
public struct PrintedCode: Sendable {
    /// The source as UTF-8, as the printer wrote it: a command writes these bytes out, where a
    /// `String` of a large file would be a copy of megabytes in fresh pages.
    public var utf8: [UInt8]
    /// The source.
    public var text: String { String(decoding: utf8, as: UTF8.self) }
    /// One per constraint of the document, in input order.
    public var dispositions: [ConstraintDisposition]
    /// The names the source uses.
    public var names: NameTable
    /// The classes the source declares (with declarations: the layout's own class and the
    /// stubs of the app's), for the next layout printed into the same file
    /// (``PrintOptions/declaredClasses``).
    public var declaredClasses: Set<String> = []
}
