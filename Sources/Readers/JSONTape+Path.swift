extension JSONTape {
    /// Where the value a reader's JSON path names starts in the input (`views[0].subviews[3]`,
    /// `constraints[12].secondAttribute`), or, when the path leads past what the document
    /// holds (a required key that is missing), where the last value on the way starts: the
    /// object that lacks the key.
    func offset(ofPath path: String) -> Int {
        var index = root
        for component in Self.components(of: path) {
            guard let next = child(of: index, component) else { break }
            index = next
        }
        return Int(entries[index])
    }

    /// A member by its key or an element by its position, if the value has it.
    private func child(of index: Index, _ component: PathComponent) -> Index? {
        switch component {
        case let .key(name):
            guard kind(index) == .object else { return nil }
            return keys(index).first { string($0) == name }.map { $0 + 1 }
        case let .element(position):
            guard kind(index) == .array, position < count(index) else { return nil }
            return elements(index).dropFirst(position).first { _ in true }
        }
    }

    private enum PathComponent {
        case key(String)
        case element(Int)
    }

    /// `views[0].frame` as `views`, `0`, `frame`. Keys are the dump format's, plain names.
    private static func components(of path: String) -> [PathComponent] {
        var components: [PathComponent] = []
        for part in path.split(separator: ".") {
            var rest = part[...]
            if let bracket = rest.firstIndex(of: "[") {
                if bracket > rest.startIndex { components.append(.key(String(rest[..<bracket]))) }
                rest = rest[bracket...]
                while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                    guard let position = Int(rest[rest.index(after: rest.startIndex)..<close]) else { return components }
                    components.append(.element(position))
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                components.append(.key(String(rest)))
            }
        }
        return components
    }
}
