/// `migrate` runs as an executable of its own, `draft-inspect-migrate`, built beside
/// `draft-inspect`: it parses Swift with swift-syntax, whose thousands of protocol
/// conformances every other command's start-up would otherwise scan (ArgumentParser's casts
/// look conformances up in all of them).
public enum MigrateExecutable {
    public static let name = "draft-inspect-migrate"
    public static let abstract = "Rewrite the app's classes behind a storyboard or XIB to build their views in code."
}
