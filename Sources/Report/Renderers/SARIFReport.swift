import LayoutModel
import Readers

/// A run as SARIF 2.1.0 (OASIS), for code-scanning tools such as GitHub's: one rule per kind
/// of finding, each result with its level, message, location (the file relative to
/// `%SRCROOT%`, the run's root, and the line and column), related locations and a stable
/// fingerprint.
public enum SARIFReport {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of the fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "draftInspectFinding/v1"

    /// `rootURI` is the absolute `file:` URI of the run's root, for viewers that resolve
    /// `%SRCROOT%`; `nil` leaves it to the consumer (GitHub uses the checkout).
    public static func render(_ run: CheckRun, toolVersion: String, rootURI: String?) -> String {
        value(of: run, toolVersion: toolVersion, rootURI: rootURI).serialized(indent: 2) + "\n"
    }

    public static func value(of run: CheckRun, toolVersion: String, rootURI: String?) -> JSONValue {
        let rules = FindingRule.all
        let driver: JSONValue = .object([
            ("name", .string("draft-inspect")),
            ("version", .string(toolVersion)),
            ("rules", .array(rules.map(rule))),
        ])
        var fields: [(key: String, value: JSONValue)] = [("tool", .object([("driver", driver)]))]
        if let rootURI {
            fields.append(("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(rootURI))]))])))
        }
        fields.append(("columnKind", .string("unicodeCodePoints")))
        let hasBaseline = !run.baseline.isEmpty
        fields.append(("results", .array(run.findings.map { finding in
            result(finding, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                   baselineState: hasBaseline ? (run.baseline.contains(finding.fingerprint) ? "unchanged" : "new") : nil)
        })))
        return .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(fields)])),
        ])
    }

    private static func rule(_ rule: FindingRule) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            ("shortDescription", .object([("text", .string(rule.name))])),
            ("fullDescription", .object([("text", .string(rule.help))])),
            ("help", .object([("text", .string(rule.help))])),
            ("defaultConfiguration", .object([("level", .string(rule.level.rawValue))])),
        ])
    }

    private static func result(_ finding: Finding, ruleIndex: Int, baselineState: String?) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(finding.rule.id)),
            ("ruleIndex", .number(Double(ruleIndex))),
            ("level", .string(finding.rule.level.rawValue)),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(finding.path, finding.position))])])),
        ]
        if !finding.related.isEmpty {
            fields.append(("relatedLocations", .array(finding.related.enumerated().map { index, related in
                .object([
                    ("id", .number(Double(index + 1))),
                    ("physicalLocation", physicalLocation(finding.path, related.position)),
                    ("message", .object([("text", .string(related.message))])),
                ])
            })))
        }
        fields.append(("partialFingerprints", .object([(fingerprintKey, .string(finding.fingerprint))])))
        if let baselineState { fields.append(("baselineState", .string(baselineState))) }
        return .object(fields)
    }

    private static func physicalLocation(_ path: String, _ position: SourcePosition) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(path))), ("uriBaseId", .string("%SRCROOT%"))])),
            ("region", .object([("startLine", .number(Double(position.line))), ("startColumn", .number(Double(position.column)))])),
        ])
    }

    /// A relative path as a URI reference: unreserved characters and `/` kept, the rest
    /// percent-encoded as UTF-8.
    static func uri(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.append(Character(Unicode.Scalar(byte)))
            default:
                text += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text
    }
}
