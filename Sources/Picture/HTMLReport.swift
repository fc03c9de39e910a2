import LayoutModel
import Report

/// `check --format html`: one self-contained page with the picture and the report side by
/// side. Nothing is loaded from anywhere (inline CSS, the SVG inline, a few lines of
/// script), so the file works from a disk in any browser.
///
/// The report is ``CheckReport`` as `check` prints it (``TextReport``), line for line; each line that names a constraint
/// or an item (`[0x6000…]`) carries that reference as `data-id`, with the same classes as the
/// picture's element for it, so hovering either highlights both, and a click pins the
/// highlight. The page is well-formed XML as well as HTML.
public struct HTMLReport {
    /// The input's name, the page's title.
    public var title: String
    /// Each layout of the input (an Interface Builder file has several): its report and its picture.
    public var parts: [(report: CheckReport, picture: LayoutPicture)]

    public init(title: String, parts: [(report: CheckReport, picture: LayoutPicture)]) {
        self.title = title
        self.parts = parts
    }

    public var text: String {
        var html = "<!DOCTYPE html>\n"
        html += "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        html += "<title>\(SVGWriter.escape("draft-inspect check: " + title))</title>\n"
        html += "<style>\n\(Self.style)</style>\n</head>\n<body>\n"
        for part in parts {
            html += "<main class=\"page\">\n<section class=\"picture\">\n"
            html += SVGPicture(part.picture).text
            html += "</section>\n<section class=\"report\">\n<pre>"
            html += Self.reportLines(part.report, part.picture).joined(separator: "\n")
            html += "</pre>\n</section>\n</main>\n"
        }
        html += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// The classes the picture gives what a reference names. A constraint in several
    /// conflicts (a log's messages may share one) is taken, at its `occurrence`-th mention,
    /// as the member of the `occurrence`-th of them: the report lists conflicts in order.
    private static func classes(of reference: String, occurrence: Int = 0, in picture: LayoutPicture) -> (classes: String, conflict: Int?)? {
        let memberships = picture.conflicts.compactMap { conflict in
            conflict.members.first { $0.reference == reference }.map { (conflict.number, $0) }
        }
        if let (number, member) = memberships.isEmpty ? nil : memberships[min(occurrence, memberships.count - 1)] {
            return (member.isBroken ? "constraint conflict broken" : "constraint conflict", number)
        }
        let id = ItemID(reference)
        if picture.ambiguities.contains(where: { $0.item == id }) { return ("ambiguous", nil) }
        if picture.misplacements.contains(where: { $0.item == id }) { return ("misplaced", nil) }
        if let item = picture.item(id) { return (item.isGuide ? "guide" : "view", nil) }
        return nil
    }

    /// The report's lines, escaped; a line naming something the picture shows becomes an
    /// entry with its `data-id`, together with the more indented lines under it.
    private static func reportLines(_ report: CheckReport, _ picture: LayoutPicture) -> [String] {
        var lines: [String] = []
        let source = TextReport.render(report, color: false).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var occurrences: [String: Int] = [:]
        while index < source.count {
            let line = source[index]
            guard let reference = references(in: line).first(where: { classes(of: $0, in: picture) != nil }),
                let (classes, conflict) = classes(of: reference, occurrence: occurrences[reference, default: 0], in: picture)
            else {
                lines.append(SVGWriter.escape(line))
                index += 1
                continue
            }
            occurrences[reference, default: 0] += 1
            let indent = line.prefix { $0 == " " }.count
            var entry = [line]
            index += 1
            while index < source.count, !source[index].isEmpty, source[index].prefix(while: { $0 == " " }).count > indent,
                references(in: source[index]).isEmpty
            {
                entry.append(source[index])
                index += 1
            }
            var attributes = "class=\"\(classes)\" data-id=\"\(SVGWriter.escape(reference))\""
            if let conflict {
                attributes += " data-conflict=\"\(conflict)\" style=\"border-left-color: \(SVGPicture.color(ofConflict: conflict))\""
            }
            lines.append("<span \(attributes)>" + entry.map(SVGWriter.escape).joined(separator: "\n") + "</span>")
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The `[reference]`s a report line gives, in order.
    static func references(in line: String) -> [String] {
        var result: [String] = []
        var rest = line[...]
        while let open = rest.firstIndex(of: "[") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "]") else { break }
            let inside = String(after[..<close])
            if !inside.isEmpty, !inside.contains(" ") { result.append(inside) }
            rest = after[after.index(after: close)...]
        }
        return result
    }

    static let style = """
        body { margin: 0; font: 13px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #222222; background: #ffffff; }
        .page { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; padding: 16px; }
        .picture { flex: 0 1 auto; max-width: 100%; border: 1px solid #dddddd; box-sizing: border-box; }
        .picture svg { display: block; max-width: 100%; height: auto; }
        .report { flex: 1 1 360px; min-width: 0; }
        .report pre { margin: 0; font: 12px/1.5 "DejaVu Sans Mono", Menlo, Consolas, monospace; white-space: pre-wrap; }
        .report [data-id] { display: inline-block; width: 100%; box-sizing: border-box; border-left: 3px solid transparent; padding-left: 4px; cursor: pointer; }
        .report .ambiguous { border-left-color: #d08c00; }
        .report .misplaced { border-left-color: #7a7a7a; }
        .report .hl, .report .pinned { background: #fff3bf; }
        svg [data-id] { cursor: pointer; }
        svg .hl rect, svg .hl line, svg .hl path, svg .pinned rect, svg .pinned line, svg .pinned path { stroke-width: 3; }
        svg .hl text, svg .pinned text { font-weight: bold; }

        """

    /// Highlights every element with the same `data-id` while one is hovered; a click pins it.
    static let script = """
        (function () {
          function same(id) {
            return Array.prototype.filter.call(document.querySelectorAll('[data-id]'), function (element) {
              return element.getAttribute('data-id') === id;
            });
          }
          function mark(event, name, on) {
            var target = event.target.closest ? event.target.closest('[data-id]') : null;
            if (!target) { return; }
            var id = target.getAttribute('data-id');
            if (on === null) { on = !target.classList.contains(name); }
            same(id).forEach(function (element) { element.classList.toggle(name, on); });
          }
          document.addEventListener('mouseover', function (event) { mark(event, 'hl', true); });
          document.addEventListener('mouseout', function (event) { mark(event, 'hl', false); });
          document.addEventListener('click', function (event) { mark(event, 'pinned', null); });
        })();

        """
}
