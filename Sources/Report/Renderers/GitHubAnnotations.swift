/// A run as GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`), so a
/// workflow step annotates the pull request; each file relative to the run's root, as SARIF
/// names it. Findings a baseline accepts are left out.
public enum GitHubAnnotations {
    public static func render(_ run: CheckRun) -> String {
        run.newFindings.map(line).joined()
    }

    static func line(_ finding: Finding) -> String {
        let command = switch finding.rule.level {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        let properties = [
            "file=\(escapeProperty(finding.path))", "line=\(finding.position.line)", "col=\(finding.position.column)",
            "title=\(escapeProperty("draft-inspect \(finding.rule.id)"))",
        ]
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
    }

    /// The escapes of GitHub's toolkit (`escapeData`): `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A"])
    }

    /// A property also escapes `:` and `,` (`escapeProperty`).
    static func escapeProperty(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A", ":": "%3A", ",": "%2C"])
    }

    private static func escape(_ text: String, _ table: [Character: String]) -> String {
        var escaped = ""
        for character in text {
            if let replacement = table[character] { escaped += replacement } else { escaped.append(character) }
        }
        return escaped
    }
}
