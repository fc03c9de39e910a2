import LayoutModel

/// The `names:` list of one description (`names: name_label:0x…, '|':UIView:0x…`): the
/// accessibility names the body uses in place of `Class:0x…`, and `'|'`, the superview.
///
/// Names are not unique: two views with one identifier appear under one name with two
/// addresses. The body's occurrences of such a name are matched to the list from its end
/// (the list shows the items in the reverse order of the body, as log 06 of the corpus shows
/// for distinct names); the reader warns that this is a guess.
struct DescriptionNames: Sendable {
    private(set) var superview: LoggedItem?
    /// Every item of the list except `'|'`, in list order.
    private(set) var items: [LoggedItem] = []
    /// The names, longest first, so `ListViewItemLabel...` is tried before `ListViewItem`.
    private(set) var namesLongestFirst: [String] = []
    private var itemsByName: [String: [LoggedItem]] = [:]
    private var uses: [String: Int] = [:]

    init() {}

    /// Reads the text after `names: `, up to the closing parenthesis.
    init(parsing text: String) {
        var pairs: [(isSuperview: Bool, label: String, item: LoggedItem)] = []
        var scanner = TextScanner(text)
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { break }
            let isSuperview = scanner.consume("'|':")
            guard let colon = scanner.firstIndex(of: ":0x") else { break }
            let label = scanner.text(from: scanner.position, to: colon)
            scanner.position = colon + 1
            guard let address = scanner.address() else { break }
            var item = LoggedItem(address: address)
            if scanner.peek() == "'", let close = Self.closingQuote(in: scanner) {
                item.text = scanner.text(from: scanner.position + 1, to: close)
                scanner.position = close + 1
            }
            pairs.append((isSuperview, label, item))
            scanner.skipSpaces()
            guard scanner.consume(",") else { break }
        }
        let plainLabels = Set(pairs.filter { !$0.isSuperview }.map(\.label))
        for pair in pairs {
            var item = pair.item
            if !pair.isSuperview || plainLabels.contains(pair.label) || !Self.looksLikeClassName(pair.label.unicodeScalars) {
                item.accessibilityName = pair.label
                if let privateClass = UIKitClasses.privateClass(named: pair.label) { item.className = privateClass }
            } else {
                item.className = pair.label
            }
            if pair.isSuperview {
                superview = item
            } else {
                items.append(item)
                itemsByName[pair.label, default: []].append(item)
            }
        }
        namesLongestFirst = itemsByName.keys.sorted {
            $0.unicodeScalars.count != $1.unicodeScalars.count
                ? $0.unicodeScalars.count > $1.unicodeScalars.count : $0 < $1
        }
    }

    /// The quote that closes text opened at the scanner's position: the first one followed by
    /// a comma or the end.
    private static func closingQuote(in scanner: TextScanner) -> Int? {
        var index = scanner.position + 1
        while index < scanner.end {
            if scanner.scalars[index] == "'" {
                var after = TextScanner(scalars: scanner.scalars, position: index + 1)
                after.skipSpaces()
                if after.isAtEnd || after.peek() == "," { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether a label reads as an Objective-C or Swift class name rather than an
    /// accessibility name (`name_label` passes; `progress background`, `Cell...` do not).
    static func looksLikeClassName(_ label: some BidirectionalCollection<Unicode.Scalar>) -> Bool {
        guard let first = label.first, !TextScanner.isDigit(first) else { return false }
        return !label.reversed().starts(with: "...".unicodeScalars) && label.allSatisfy(TextScanner.isClassNameScalar)
    }

    /// Whether the list uses `label` as a name.
    func isName(_ label: String) -> Bool { !itemsByName.isEmpty && itemsByName[label] != nil }

    /// The item for the next occurrence of `name` in the body.
    mutating func take(_ name: String) -> LoggedItem? {
        // Most descriptions have no names: list, and hashing the name would cost more than the rest.
        guard !itemsByName.isEmpty, let candidates = itemsByName[name], let last = candidates.last else { return nil }
        let use = uses[name, default: 0]
        uses[name] = use + 1
        return use < candidates.count ? candidates[candidates.count - 1 - use] : last
    }

    /// The item the list gives for this name and address, if any.
    func item(named name: String, address: String) -> LoggedItem? {
        itemsByName.isEmpty ? nil : itemsByName[name]?.first { $0.address == address }
    }
}
