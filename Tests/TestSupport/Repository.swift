import Foundation

/// The repository the tests run in, found from this file's path, so a test reads its inputs
/// wherever the checkout is and whatever the working directory.
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The one folder of the tests' inputs: `Tests/Fixtures` (Corpus, Printer, Sessions,
    /// InterfaceBuilder, Regressions).
    public static let fixtures = url("Tests/Fixtures")

    /// A file or folder inside the repository.
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// The path of a file or folder inside the repository.
    public static func path(_ relative: String) -> String {
        url(relative).path
    }

    /// A folder of `Tests/Fixtures`.
    public static func fixtures(_ folder: String) -> URL {
        fixtures.appendingPathComponent(folder)
    }

    /// The bytes of an example of `Examples/`.
    public static func example(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url("Examples/\(name)")))
    }
}
