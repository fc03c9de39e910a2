import Foundation
import LayoutModel
import Readers
import Testing

/// The corpus of real captures kept in the repository (`Tests/Fixtures/Corpus`, each file
/// naming its public source).
public enum Corpus {
    /// The corpus folder.
    public static let root = Repository.fixtures("Corpus").path

    /// The bytes of a corpus file; records a failure naming the path when it is missing.
    public static func bytes(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8]? {
        let path = root + "/" + relativePath
        guard let data = FileManager.default.contents(atPath: path) else {
            Issue.record("corpus file missing: \(path)", sourceLocation: sourceLocation)
            return nil
        }
        return Array(data)
    }

    /// Loads a corpus file through the format-sniffing loader.
    public static func load(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LoadedDocument? {
        guard let bytes = bytes(relativePath, sourceLocation: sourceLocation) else { return nil }
        return try DocumentLoader.load(bytes)
    }

    /// The files of a corpus folder, sorted; records a failure when the folder is missing.
    public static func files(in folder: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder) else {
            Issue.record("corpus folder missing: \(root)/\(folder)", sourceLocation: sourceLocation)
            return []
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }
}
