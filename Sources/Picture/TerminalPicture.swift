import Foundation
import Inspector

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``LayoutPicture`` in a terminal: boxes of box-drawing characters scaled to a number of
/// columns when the frames are known (a cell is about twice as tall as it is wide), an
/// indented tree when they are not; problems in colour when asked, and a legend below.
public struct TerminalPicture {
    public var picture: LayoutPicture

    public init(_ picture: LayoutPicture) {
        self.picture = picture
    }

    /// The width of the terminal on standard output, else `$COLUMNS`, else `nil`.
    public static func terminalColumns() -> Int? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// ANSI colours of the problems.
    enum Tint: Equatable {
        case plain, dim, conflict, ambiguous, misplaced

        var code: String? {
            switch self {
            case .plain: nil
            case .dim: "2"
            case .conflict: "31"
            case .ambiguous: "33"
            case .misplaced: "35"
            }
        }
    }

    public func text(columns: Int, color: Bool) -> String {
        let body = picture.framesAreKnown ? screen(columns: max(columns, 20)) : tree()
        return (body + legend()).map { $0.rendered(color: color) }.joined(separator: "\n") + "\n"
    }

    /// A line of cells, each with its tint.
    struct Line {
        var cells: [(Character, Tint)]

        init(_ text: String = "", _ tint: Tint = .plain) {
            cells = text.map { ($0, tint) }
        }

        init(cells: [(Character, Tint)]) {
            self.cells = cells
        }

        static func + (lhs: Line, rhs: Line) -> Line {
            var line = lhs
            line.cells += rhs.cells
            return line
        }

        func rendered(color: Bool) -> String {
            var text = ""
            var current = Tint.plain
            for (character, tint) in cells {
                if color, tint != current {
                    if current != .plain { text += "\u{1B}[0m" }
                    if let code = tint.code { text += "\u{1B}[\(code)m" }
                    current = tint
                }
                text.append(character)
            }
            if color, current != .plain { text += "\u{1B}[0m" }
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    /// The tint of an item: the first problem that touches it.
    private func tint(of id: ItemID) -> Tint {
        if picture.conflicts.contains(where: { $0.members.contains { $0.anchors.contains { $0.item == id } } }) { return .conflict }
        if picture.ambiguities.contains(where: { $0.item == id }) { return .ambiguous }
        if picture.misplacements.contains(where: { $0.item == id }) { return .misplaced }
        return picture.item(id)?.isGuide == true ? .dim : .plain
    }

    // MARK: - Frames known

    private struct Grid {
        var cells: [[(Character, Tint)]]

        init(columns: Int, rows: Int) {
            cells = Array(repeating: Array(repeating: (" ", .plain), count: columns), count: rows)
        }

        mutating func put(_ character: Character, _ column: Int, _ row: Int, _ tint: Tint, onlyIfEmpty: Bool = false) {
            guard cells.indices.contains(row), cells[row].indices.contains(column) else { return }
            if onlyIfEmpty, cells[row][column].0 != " " { return }
            cells[row][column] = (character, tint)
        }

        mutating func write(_ text: String, _ column: Int, _ row: Int, _ tint: Tint) {
            for (offset, character) in text.enumerated() { put(character, column + offset, row, tint) }
        }
    }

    private func screen(columns: Int) -> [Line] {
        let bounds = picture.bounds
        guard bounds.width > 0, bounds.height > 0 else { return [Line("(nothing to draw: the layout has no size)")] }
        let scaleX = Double(columns - 1) / bounds.width
        let scaleY = scaleX / 2
        let rows = Int((bounds.height * scaleY).rounded()) + 1
        var grid = Grid(columns: columns, rows: rows)
        func cell(_ rect: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
            (Int(((rect.x - bounds.x) * scaleX).rounded()), Int(((rect.y - bounds.y) * scaleY).rounded()),
             Int(((rect.maxX - bounds.x) * scaleX).rounded()), Int(((rect.maxY - bounds.y) * scaleY).rounded()))
        }
        for ghost in picture.misplacements {
            let box = cell(ghost.recorded)
            drawBox(&grid, box, tint: .misplaced, dashed: true, onlyIfEmpty: true)
        }
        for item in picture.items {
            let box = cell(item.rect)
            let tint = tint(of: item.id)
            drawBox(&grid, box, tint: tint, dashed: item.isGuide, onlyIfEmpty: false)
            let room = box.x1 - box.x0 - 1
            if room >= 2, !item.isGuide {
                var name = item.name
                if name.count > room { name = String(name.prefix(room - 1)) + "…" }
                grid.write(name, box.x0 + 1, box.y0, tint)
            }
        }
        for ambiguity in picture.ambiguities {
            guard let rect = picture.item(ambiguity.item)?.rect else { continue }
            let box = cell(rect)
            let middle = (x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2)
            let axes = Set(ambiguity.components.map(\.axis))
            let arrow: Character = axes.count == 2 ? "✥" : axes.contains(.horizontal) ? "↔" : "↕"
            if box.y1 - box.y0 >= 2 {
                for row in (box.y0 + 1)..<box.y1 {
                    for column in (box.x0 + 1)..<max(box.x1, box.x0 + 1) where (column + row) % 2 == 0 {
                        grid.put("╱", column, row, .ambiguous, onlyIfEmpty: true)
                    }
                }
            }
            grid.put(arrow, middle.x, middle.y, .ambiguous)
        }
        for conflict in picture.conflicts {
            for (position, member) in conflict.members.enumerated() {
                guard let spot = markSpot(member), position < 9 else { continue }
                let box = cell(Rect(x: spot.x, y: spot.y, width: 0, height: 0))
                grid.put(Character(String(position + 1)), box.x0, box.y0, .conflict)
            }
        }
        return grid.cells.map { Line(cells: $0) }
    }

    /// Where a member's number goes: between its two anchors, or on its one.
    private func markSpot(_ member: LayoutPicture.Member) -> (x: Double, y: Double)? {
        let spots: [(x: Double, y: Double)] = member.anchors.compactMap { anchor in
            guard let rect = picture.item(anchor.item)?.rect else { return nil }
            switch anchor.attribute {
            case .width: return (rect.x + rect.width / 2, rect.maxY)
            case .height: return (rect.maxX, rect.y + rect.height / 2)
            default:
                return anchor.attribute.axis == .horizontal ? (anchor.value, rect.y + rect.height / 2) : (rect.x + rect.width / 2, anchor.value)
            }
        }
        guard let first = spots.first else { return nil }
        guard let last = spots.last, spots.count > 1 else { return first }
        return ((first.x + last.x) / 2, (first.y + last.y) / 2)
    }

    private func drawBox(_ grid: inout Grid, _ box: (x0: Int, y0: Int, x1: Int, y1: Int), tint: Tint, dashed: Bool, onlyIfEmpty: Bool) {
        let horizontal: Character = dashed ? "┄" : "─"
        let vertical: Character = dashed ? "┆" : "│"
        if box.x1 <= box.x0 && box.y1 <= box.y0 {
            grid.put("▫", box.x0, box.y0, tint, onlyIfEmpty: onlyIfEmpty)
            return
        }
        if box.x1 > box.x0 {
            for column in box.x0...box.x1 {
                grid.put(horizontal, column, box.y0, tint, onlyIfEmpty: onlyIfEmpty)
                grid.put(horizontal, column, box.y1, tint, onlyIfEmpty: onlyIfEmpty)
            }
        }
        if box.y1 > box.y0 {
            for row in box.y0...box.y1 {
                grid.put(vertical, box.x0, row, tint, onlyIfEmpty: onlyIfEmpty)
                grid.put(vertical, box.x1, row, tint, onlyIfEmpty: onlyIfEmpty)
            }
        }
        guard box.x1 > box.x0, box.y1 > box.y0 else { return }
        let corners: [Character] = dashed ? ["┌", "┐", "└", "┘"] : ["┌", "┐", "└", "┘"]
        grid.put(corners[0], box.x0, box.y0, tint, onlyIfEmpty: onlyIfEmpty)
        grid.put(corners[1], box.x1, box.y0, tint, onlyIfEmpty: onlyIfEmpty)
        grid.put(corners[2], box.x0, box.y1, tint, onlyIfEmpty: onlyIfEmpty)
        grid.put(corners[3], box.x1, box.y1, tint, onlyIfEmpty: onlyIfEmpty)
    }

    // MARK: - Frames unknown

    /// The items as an indented tree, each row followed by the conflict members that touch
    /// it (`1.3`: conflict 1, member 3).
    private func tree() -> [Line] {
        var lines = [Line("frames unknown: the items, and the conflict constraints that touch each", .dim)]
        let width = picture.items.map { $0.depth * 3 + DiagramLayout.label(of: $0).count }.max() ?? 0
        for item in picture.items {
            let label = String(repeating: "   ", count: max(item.depth - 1, 0)) + (item.depth > 0 ? "└─ " : "") + DiagramLayout.label(of: item)
            var line = Line(label, tint(of: item.id))
            var marks: [String] = []
            for conflict in picture.conflicts {
                for (position, member) in conflict.members.enumerated() where member.anchors.contains(where: { $0.item == item.id }) {
                    marks.append("\(conflict.number).\(position + 1)")
                }
            }
            if picture.ambiguities.contains(where: { $0.item == item.id }) { marks.append("ambiguous") }
            if !marks.isEmpty {
                line = line + Line(String(repeating: " ", count: max(width - label.count, 0) + 2) + "◀ ", .dim)
                    + Line(marks.joined(separator: " "), tint(of: item.id))
            }
            lines.append(line)
        }
        return lines
    }

    // MARK: - Legend

    private func legend() -> [Line] {
        var lines: [Line] = []
        for conflict in picture.conflicts {
            lines.append(Line())
            lines.append(Line("conflict \(conflict.number): these cannot all hold", .conflict))
            for (position, member) in conflict.members.enumerated() {
                lines.append(Line("  \(position + 1). \(member.text)") + Line(member.isBroken ? "  (broken)" : "", .conflict))
            }
        }
        if !picture.ambiguities.isEmpty {
            lines.append(Line())
            lines.append(Line("ambiguous (╱, arrows along the free axes):", .ambiguous))
            for ambiguity in picture.ambiguities {
                lines.append(Line("  \(ambiguity.message)"))
            }
        }
        if !picture.misplacements.isEmpty {
            lines.append(Line())
            lines.append(Line("misplaced (recorded frame ┄):", .misplaced))
            for ghost in picture.misplacements {
                let name = picture.item(ghost.item)?.name ?? ghost.item.rawValue
                let frame = [ghost.recorded.x, ghost.recorded.y, ghost.recorded.width, ghost.recorded.height].map(n).joined(separator: ", ")
                lines.append(Line("  \(name) recorded at (\(frame))"))
            }
        }
        if picture.conflicts.isEmpty && picture.ambiguities.isEmpty && picture.misplacements.isEmpty {
            lines.append(Line())
            lines.append(Line("no conflicts, no ambiguity"))
        }
        return lines
    }
}
