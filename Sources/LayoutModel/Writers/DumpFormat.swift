/// The names a dump states itself by (spec/dump-format-v1.md), shared by its writer and its
/// reader so the two cannot drift apart.
public enum DumpFormat {
    /// The value of the top-level `format` key.
    public static let name = "draft-inspect-dump"
    /// The major version written, and the highest one the reader understands.
    public static let version = 1
}
