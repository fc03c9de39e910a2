import LayoutModel
import Readers

/// A run as SARIF 2.1.0 (OASIS), for code-scanning tools such as GitHub's: one rule per kind
/// of finding, each result with its level, message, location (the file relative to
/// `%SRCROOT%`, the run's root, and the line and column), related locations and a stable
/// fingerprint.
public enum SARIFReport {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of the fingerprint in `partialFingerprints`.
    public static let fingerprintKey: StaticString = "draftInspectFinding/v1"

    /// `rootURI` is the absolute `file:` URI of the run's root, for viewers that resolve
    /// `%SRCROOT%`; `nil` leaves it to the consumer (GitHub uses the checkout).
    ///
    /// Written as it goes through a ``JSONWriter``, never built as a ``JSONValue`` first: a
    /// tree of a 10,001-view run's results held more memory than its check.
    public static func write(_ run: CheckRun, toolVersion: String, rootURI: String?, to output: (UnsafeRawBufferPointer) -> Void) {
        JSONWriter.write(to: output) { write(run, toolVersion: toolVersion, rootURI: rootURI, to: &$0) }
    }

    /// ``write(_:toolVersion:rootURI:to:)``'s text.
    public static func render(_ run: CheckRun, toolVersion: String, rootURI: String?) -> String {
        JSONWriter.text(endingLine: true) { write(run, toolVersion: toolVersion, rootURI: rootURI, to: &$0) }
    }

    private static func write(_ run: CheckRun, toolVersion: String, rootURI: String?, to writer: inout JSONWriter) {
        let rules = FindingRule.all
        writer.beginObject()
        writer.member("$schema", schema)
        writer.member("version", "2.1.0")
        writer.key("runs")
        writer.beginArray()
        writer.beginObject()
        writer.key("tool")
        writer.beginObject()
        writer.key("driver")
        writer.beginObject()
        writer.member("name", "draft-inspect")
        writer.member("version", toolVersion)
        writer.key("rules")
        writer.beginArray()
        for rule in rules { write(rule, to: &writer) }
        writer.endArray()
        writer.endObject()
        writer.endObject()
        if let rootURI {
            writer.key("originalUriBaseIds")
            writer.beginObject()
            writer.key("%SRCROOT%")
            writer.beginObject()
            writer.member("uri", rootURI)
            writer.endObject()
            writer.endObject()
        }
        writer.member("columnKind", "unicodeCodePoints")
        let hasBaseline = !run.baseline.isEmpty
        writer.key("results")
        writer.beginArray()
        for finding in run.findings {
            write(finding, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                  baselineState: hasBaseline ? (run.baseline.contains(finding.fingerprint) ? "unchanged" : "new") : nil, to: &writer)
        }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
    }

    private static func write(_ rule: FindingRule, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", rule.id)
        writer.member("name", rule.name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        text("shortDescription", rule.name, in: &writer)
        text("fullDescription", rule.help, in: &writer)
        text("help", rule.help, in: &writer)
        writer.key("defaultConfiguration")
        writer.beginObject()
        writer.member("level", rule.level.rawValue)
        writer.endObject()
        writer.endObject()
    }

    private static func write(_ finding: Finding, ruleIndex: Int, baselineState: String?, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("ruleId", finding.rule.id)
        writer.member("ruleIndex", Double(ruleIndex))
        writer.member("level", finding.rule.level.rawValue)
        text("message", finding.message, in: &writer)
        writer.key("locations")
        writer.beginArray()
        writer.beginObject()
        physicalLocation(finding.path, finding.position, in: &writer)
        writer.endObject()
        writer.endArray()
        if !finding.related.isEmpty {
            writer.key("relatedLocations")
            writer.beginArray()
            for (index, related) in finding.related.enumerated() {
                writer.beginObject()
                writer.member("id", Double(index + 1))
                physicalLocation(finding.path, related.position, in: &writer)
                text("message", related.message, in: &writer)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.key("partialFingerprints")
        writer.beginObject()
        writer.member(fingerprintKey, finding.fingerprint)
        writer.endObject()
        if let baselineState { writer.member("baselineState", baselineState) }
        writer.endObject()
    }

    /// `"key": {"text": …}`, SARIF's message object.
    private static func text(_ key: StaticString, _ text: String, in writer: inout JSONWriter) {
        writer.key(key)
        writer.beginObject()
        writer.member("text", text)
        writer.endObject()
    }

    /// The `physicalLocation` member of a location object.
    private static func physicalLocation(_ path: String, _ position: SourcePosition, in writer: inout JSONWriter) {
        writer.key("physicalLocation")
        writer.beginObject()
        writer.key("artifactLocation")
        writer.beginObject()
        writer.member("uri", uri(path))
        writer.member("uriBaseId", "%SRCROOT%")
        writer.endObject()
        writer.key("region")
        writer.beginObject()
        writer.member("startLine", Double(position.line))
        writer.member("startColumn", Double(position.column))
        writer.endObject()
        writer.endObject()
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
