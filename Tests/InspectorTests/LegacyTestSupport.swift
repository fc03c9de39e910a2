import Foundation
import LayoutModel
import Readers
import Testing

/// The corpus of real captures kept in the repository (`Tests/Corpus`, each file naming its
/// public source), found from this file's path.
enum Corpus {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(2)  // InspectorTests/LegacyTestSupport.swift
        return (parts + ["Corpus"]).joined(separator: "/")
    }()

    /// The bytes of a corpus file; records a failure naming the path when it is missing.
    static func bytes(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8]? {
        let path = root + "/" + relativePath
        guard let data = FileManager.default.contents(atPath: path) else {
            Issue.record("corpus file missing: \(path)", sourceLocation: sourceLocation)
            return nil
        }
        return Array(data)
    }

    /// Loads a corpus file through the format-sniffing loader.
    static func load(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LoadedDocument? {
        guard let bytes = bytes(relativePath, sourceLocation: sourceLocation) else { return nil }
        return try DocumentLoader.load(bytes)
    }

    /// The files of a corpus folder, sorted; records a failure when the folder is missing.
    static func files(in folder: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder) else {
            Issue.record("corpus folder missing: \(root)/\(folder)", sourceLocation: sourceLocation)
            return []
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }
}

/// A constraint written compactly for assertions:
/// `0x1.leading == 0x2.trailing * 0.5 + 8 @750 [NSLayoutConstraint 'id'] inactive`.
func render(_ constraint: Constraint) -> String {
    var text = "\(constraint.first).\(constraint.firstAttribute.name) \(constraint.relation.symbol)"
    if let second = constraint.second {
        text += " \(second).\(constraint.secondAttribute.name)"
        if constraint.multiplier != 1 { text += " * \(formatNumber(constraint.multiplier))" }
        if constraint.constant != 0 { text += " + \(formatNumber(constraint.constant))" }
    } else {
        text += " \(formatNumber(constraint.constant))"
    }
    if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
    if !constraint.isActive { text += " inactive" }
    return text
}

extension LayoutDocument {
    /// The constraint with this id, rendered; "missing" when there is none.
    func rendered(_ id: String) -> String {
        guard let index = indexOfConstraint(reference: id) else { return "missing \(id)" }
        return render(constraints[index])
    }

    func constraint(_ id: String) -> Constraint? {
        indexOfConstraint(reference: id).map { constraints[$0] }
    }
}
