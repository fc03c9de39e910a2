import LayoutModel
import Readers

/// Findings accepted as known (`check --write-baseline FILE`, then `--baseline FILE`), so CI
/// fails only on new ones. Matched by fingerprint; the rule, file and message are there for
/// the person reviewing the file.
///
/// Version 2 fingerprints a file by its path from the repository's top level, the same
/// however the file was named. Version 1 used the path from the folder checked (`x.json`
/// for `check App`); such a file is still read, and a finding it holds under any trailing
/// part of the finding's path (`x.json` of `App/x.json`) is accepted.
public struct Baseline: Hashable, Sendable {
    public static let formatName = "draft-inspect-baseline"
    /// The version written.
    public static let version = 2

    public var fingerprints: Set<String>
    public var version: Int

    public init(fingerprints: Set<String>, version: Int = Baseline.version) {
        self.fingerprints = fingerprints
        self.version = version
    }

    /// The fingerprints a run of `findings` matches against: the baseline's own, and for a
    /// version 1 file those of the findings it accepts under a trailing part of their path.
    public func fingerprints(matching findings: [Finding]) -> Set<String> {
        guard version < 2 else { return fingerprints }
        var accepted = fingerprints
        for finding in findings {
            var path = finding.path[...]
            while true {
                if fingerprints.contains(Fingerprint.of(finding.rule.id, String(path), finding.identity)) {
                    accepted.insert(finding.fingerprint)
                    break
                }
                guard let slash = path.firstIndex(of: "/") else { break }
                path = path[path.index(after: slash)...]
            }
        }
        return accepted
    }

    /// The baseline of a run's findings, one entry per finding sorted by file, line and rule,
    /// so it diffs well under version control. Unreadable inputs are never accepted.
    public static func serialized(_ findings: [Finding]) -> String {
        let accepted = findings.filter { $0.rule != .unreadable }.sorted {
            ($0.path, $0.position, $0.rule.id, $0.fingerprint) < ($1.path, $1.position, $1.rule.id, $1.fingerprint)
        }
        let value: JSONValue = .object([
            ("format", .string(formatName)),
            ("version", .number(Double(version))),
            ("findings", .array(accepted.map { finding in
                .object([
                    ("fingerprint", .string(finding.fingerprint)),
                    ("rule", .string(finding.rule.id)),
                    ("file", .string(finding.path)),
                    ("message", .string(finding.message)),
                ])
            })),
        ])
        return value.serialized(indent: 2) + "\n"
    }

    /// Reads a baseline file; the error says where it is wrong.
    public static func read(_ bytes: [UInt8]) throws(InputError) -> Baseline {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw InputError(at: .line(error.line, column: error.column), "not valid JSON: \(error.message)")
        }
        guard json["format"] == .string(formatName) else {
            throw InputError(at: .path("format"), "expected \"\(formatName)\" (a file written by check --write-baseline)")
        }
        guard case let .array(entries)? = json["findings"] else {
            throw InputError(at: .path("findings"), "expected an array of findings")
        }
        var version = 1
        if case let .number(number)? = json["version"], let exact = Int(exactly: number) { version = exact }
        var fingerprints: Set<String> = []
        for (index, entry) in entries.enumerated() {
            guard case let .string(fingerprint)? = entry["fingerprint"] else {
                throw InputError(at: .path("findings[\(index)].fingerprint"), "expected a string")
            }
            fingerprints.insert(fingerprint)
        }
        return Baseline(fingerprints: fingerprints, version: version)
    }
}
