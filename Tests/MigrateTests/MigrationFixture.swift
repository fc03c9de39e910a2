import Foundation
import LayoutModel
@testable import Migrate
import Readers
import TestSupport

/// A pair of Tests/Fixtures/Migrate: an Interface Builder file and the app's Swift files.
struct MigrationFixture: CustomStringConvertible, Sendable {
    let folder: String

    var description: String { folder }

    static let all: [MigrationFixture] = {
        let root = Repository.fixtures("Migrate").path
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return folders.sorted().filter { !$0.hasSuffix(".md") }.map(MigrationFixture.init)
    }()

    var url: URL { Repository.fixtures("Migrate").appendingPathComponent(folder) }

    private var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    var interfaceBuilderFile: URL {
        url.appendingPathComponent(files.first { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }!)
    }

    /// The app's files: the class, and in `files-owner` its base class.
    var swiftFiles: [URL] { files.filter { $0.hasSuffix(".swift") }.map(url.appendingPathComponent) }

    func scenes() throws -> [MigrationScene] {
        let bytes = [UInt8](try Data(contentsOf: interfaceBuilderFile))
        return try DocumentLoader.loadAll(bytes).layouts.map {
            MigrationScene(heading: $0.name, location: interfaceBuilderFile.lastPathComponent, document: $0.loaded.document)
        }
    }

    func sources() throws -> [SwiftSource] {
        try swiftFiles.map { SwiftSource(path: $0.path, bytes: [UInt8](try Data(contentsOf: $0))) }
    }

    func migration() throws -> Migration {
        try Migration(scenes: scenes(), sources: sources(), target: .draftsman)
    }
}
