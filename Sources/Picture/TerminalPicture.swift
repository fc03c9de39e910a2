import Foundation
import LayoutModel
import Report

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
        // The tree and the legend hold names and constraints of any length: wrapped at spaces,
        // as the picture above them is drawn, to the width asked for.
        return (body + legend()).flatMap { $0.wrapped(to: max(columns, 20)) }.map { $0.rendered(color: color) }
            .joined(separator: "\n") + "\n"
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

        /// The line in lines of at most `columns` cells, broken at spaces (within a word too
        /// long for a line), each after the first indented past the first's own indent.
        func wrapped(to columns: Int) -> [Line] {
            guard cells.count > columns else { return [self] }
            let leading = cells.prefix { " │├└─".contains($0.0) }.count
            let indent = min(leading + 4, columns / 2)
            var result: [Line] = []
            var rest = cells[...]
            while !rest.isEmpty {
                let room = result.isEmpty ? columns : columns - indent
                var piece = rest
                if rest.count > room {
                    let space = rest.prefix(room + 1).dropFirst().lastIndex { $0.0 == " " }
                    piece = rest[..<(space ?? rest.startIndex + room)]
                }
                let margin = result.isEmpty ? [] : Array(repeating: (Character(" "), Tint.plain), count: indent)
                result.append(Line(cells: margin + piece))
                rest = rest[piece.endIndex...].drop { $0.0 == " " }
            }
            return result
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

    /// Cells that know which way lines leave them, so crossing boxes join (`├`, `┼`) rather
    /// than overwrite each other; text and marks go on top.
    private struct Grid {
        struct Cell {
            /// Lines leaving the cell: up 1, down 2, left 4, right 8.
            var lines: UInt8 = 0
            /// Whether every line here is dashed (a guide, a recorded frame).
            var dashed = true
            var tint = Tint.plain
            var mark: Character?
        }

        var cells: [[Cell]]

        init(columns: Int, rows: Int) {
            cells = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
        }

        mutating func line(_ directions: UInt8, _ column: Int, _ row: Int, _ tint: Tint, dashed: Bool) {
            guard cells.indices.contains(row), cells[row].indices.contains(column) else { return }
            cells[row][column].lines |= directions
            cells[row][column].dashed = cells[row][column].dashed && dashed
            if tint != .plain || cells[row][column].tint == .dim { cells[row][column].tint = tint }
        }

        mutating func put(_ character: Character, _ column: Int, _ row: Int, _ tint: Tint, onlyIfEmpty: Bool = false) {
            guard cells.indices.contains(row), cells[row].indices.contains(column) else { return }
            if onlyIfEmpty, cells[row][column].lines != 0 || cells[row][column].mark != nil { return }
            cells[row][column].mark = character
            cells[row][column].tint = tint
        }

        /// Whether `count` cells from `column` on `row` have no text or mark yet.
        func isFree(_ column: Int, _ row: Int, count: Int) -> Bool {
            guard cells.indices.contains(row) else { return false }
            return (column..<(column + count)).allSatisfy { !cells[row].indices.contains($0) || cells[row][$0].mark == nil }
        }

        mutating func write(_ text: String, _ column: Int, _ row: Int, _ tint: Tint) {
            for (offset, character) in text.enumerated() { put(character, column + offset, row, tint) }
        }

        static let solid: [UInt8: Character] = [
            1: "│", 2: "│", 3: "│", 4: "─", 8: "─", 12: "─",
            10: "┌", 6: "┐", 9: "└", 5: "┘", 11: "├", 7: "┤", 14: "┬", 13: "┴", 15: "┼",
        ]

        var lines: [Line] {
            cells.map { row in
                Line(cells: row.map { cell in
                    if let mark = cell.mark { return (mark, cell.tint) }
                    guard cell.lines != 0 else { return (" ", .plain) }
                    if cell.dashed, cell.lines == 3 || cell.lines & 3 == 0 {
                        return (cell.lines == 3 ? "┆" : "┄", cell.tint)
                    }
                    return (Self.solid[cell.lines] ?? "┼", cell.tint)
                })
            }
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
            drawBox(&grid, box, tint: .misplaced, dashed: true)
        }
        for item in picture.items {
            let box = cell(item.rect)
            let tint = tint(of: item.id)
            drawBox(&grid, box, tint: tint, dashed: item.isGuide)
            if !item.unmeasured.isEmpty {
                // Where the layout puts a view it could not size: the legend names it.
                grid.put("○", (box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2, .dim)
            }
            let room = box.x1 - box.x0 - 1
            if room >= 2, !item.isGuide {
                var name = item.name
                if name.count > room { name = String(name.prefix(room - 1)) + "…" }
                // On the top edge, or the bottom one when another name is on the top already.
                if let row = [box.y0, box.y1].first(where: { grid.isFree(box.x0 + 1, $0, count: name.count) }) {
                    grid.write(name, box.x0 + 1, row, tint)
                }
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
            // The broken member last, so its number shows where two marks fall on one cell.
            let numbered = Array(conflict.members.enumerated())
            for (position, member) in numbered.filter({ !$0.element.isBroken }) + numbered.filter({ $0.element.isBroken }) {
                guard let spot = markSpot(member), position < 9 else { continue }
                let box = cell(Rect(x: spot.x, y: spot.y, width: 0, height: 0))
                grid.put(Character(String(position + 1)), box.x0, box.y0, .conflict)
            }
        }
        return grid.lines
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

    private func drawBox(_ grid: inout Grid, _ box: (x0: Int, y0: Int, x1: Int, y1: Int), tint: Tint, dashed: Bool) {
        if box.x1 <= box.x0 && box.y1 <= box.y0 {
            grid.put("▫", box.x0, box.y0, tint)
            return
        }
        for column in box.x0...max(box.x1, box.x0) {
            let directions: UInt8 = (column > box.x0 ? 4 : 0) | (column < box.x1 ? 8 : 0)
            grid.line(directions, column, box.y0, tint, dashed: dashed)
            grid.line(directions, column, box.y1, tint, dashed: dashed)
        }
        for row in box.y0...max(box.y1, box.y0) {
            let directions: UInt8 = (row > box.y0 ? 1 : 0) | (row < box.y1 ? 2 : 0)
            grid.line(directions, box.x0, row, tint, dashed: dashed)
            grid.line(directions, box.x1, row, tint, dashed: dashed)
        }
    }

    // MARK: - Frames unknown

    /// The items as an indented tree, each row followed by the conflict members that touch
    /// it (`1.3`: conflict 1, member 3).
    private func tree() -> [Line] {
        var lines = [Line("frames unknown: the items, and the conflict constraints that touch each", .dim)]
        let width = picture.items.map { $0.depth * 3 + DiagramLayout.label(of: $0).count }.max() ?? 0
        let items = picture.items
        /// Whether another item at this depth follows before the tree climbs above it.
        func hasNextSibling(_ index: Int, depth: Int) -> Bool {
            for later in items[(index + 1)...] {
                if later.depth < depth { return false }
                if later.depth == depth { return true }
            }
            return false
        }
        for (index, item) in items.enumerated() {
            var prefix = ""
            if item.depth > 0 {
                for level in 1..<item.depth {
                    // The ancestor at this level: the last item before this one at that depth.
                    let ancestor = items[..<index].lastIndex { $0.depth == level } ?? index
                    prefix += hasNextSibling(ancestor, depth: level) ? "│  " : "   "
                }
                prefix += hasNextSibling(index, depth: item.depth) ? "├─ " : "└─ "
            }
            let label = prefix + DiagramLayout.label(of: item)
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
            // iOS 7's bare marks say no more than which items: one line names them all.
            let unsaid = picture.ambiguities.filter(\.components.isEmpty)
            if unsaid.count > 1 {
                lines.append(Line("  " + CheckReport.unsaidAmbiguity(of: unsaid.map { picture.item($0.item)?.name ?? $0.item.rawValue })))
            }
            for ambiguity in picture.ambiguities where unsaid.count < 2 || !ambiguity.components.isEmpty {
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
        let unmeasured = picture.unmeasuredItems
        if !unmeasured.isEmpty {
            lines.append(Line())
            lines.append(Line("content not measured (○): these sides drawn as 0", .dim))
            for item in unmeasured { lines.append(Line("  " + LayoutPicture.unmeasuredText(of: item))) }
        }
        if !picture.unreproduced.isEmpty {
            lines.append(Line())
            for message in picture.unreproduced { lines.append(Line(message, .conflict)) }
        }
        if picture.showsNoProblem {
            lines.append(Line())
            lines.append(Line("no conflicts, no ambiguity"))
        }
        return lines
    }
}
