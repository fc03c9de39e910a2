/// Reads the item at the start of an equation term (`UILabel:0x…'Set lunch'.leading`) or
/// inside a visual-format bracket (`[UIButton:0x…'Cancel']`, `[name_label]`).
///
/// Label text is not escaped, so `'YOU'RE OK'` ends at the quote that is followed by what may
/// come after an item; names may hold spaces, dots and colons, so the `names:` list is tried
/// first, longest name first.
enum ItemReferenceParser {
    /// What follows an item.
    enum Context {
        /// `.attribute` and then a space, an operator or the end (equations).
        case attribute
        /// `]`, or `(` and a size (visual format).
        case bracket
    }

    static func parse(
        _ scanner: inout TextScanner, names: inout DescriptionNames, context: Context
    ) throws(LogSyntaxError) -> LoggedItem {
        let start = scanner.position
        if scanner.peek() == "<", let item = bracketedItem(&scanner, context: context) {
            return item
        }
        for name in names.namesLongestFirst where scanner.hasPrefix(text: name) {
            let end = start + name.unicodeScalars.count
            if continues(scanner, at: end, context: context), let item = names.take(name) {
                scanner.position = end
                return item
            }
        }
        if let item = addressedItem(&scanner, names: names, context: context) {
            return item
        }
        scanner.position = start
        var index = start + 1
        // Without a names: entry, a name is taken to hold no spaces.
        while index <= scanner.end, scanner.scalars[index - 1] != " " {
            if continues(scanner, at: index, context: context) {
                let name = scanner.text(from: start, to: index)
                scanner.position = index
                return names.take(name) ?? keyedItem(name)
            }
            index += 1
        }
        throw LogSyntaxError(offset: start, message: context == .attribute
            ? "expected an item followed by .attribute (such as UIView:0x7f….width)"
            : "expected an item followed by ']' (such as [UIView:0x7f…])")
    }

    /// An item the log names without an address: Masonry's `MASAttachKeys` prints a view as
    /// its class and key (`UIView:greenView`, `UIView:self.view`), where the key is the
    /// name the app's code gives it; anything else is a name as it stands.
    private static func keyedItem(_ name: String) -> LoggedItem {
        let scalars = name.unicodeScalars
        guard let colon = scalars.firstIndex(of: ":"), colon > scalars.startIndex,
            DescriptionNames.looksLikeClassName(scalars[..<colon])
        else { return LoggedItem(accessibilityName: name) }
        // `MASAttachKeys(self.view)` keys the view by the expression: its name is the property's.
        var key = Substring(scalars[scalars.index(after: colon)...])
        if key.hasPrefix("self."), key.count > 5 { key = key.dropFirst(5) }
        guard !key.isEmpty else { return LoggedItem(accessibilityName: name) }
        return LoggedItem(className: String(scalars[..<colon]), accessibilityName: String(key))
    }

    /// `Class:0x…` with optional `'text'`; the label is a name when `names:` lists it or it
    /// cannot be a class name.
    private static func addressedItem(
        _ scanner: inout TextScanner, names: DescriptionNames, context: Context
    ) -> LoggedItem? {
        let start = scanner.position
        guard let colon = scanner.firstIndex(of: ":0x"), colon > start else { return nil }
        // The label's scalars are tested where they are: most labels are class names.
        let labelScalars = scanner.scalars[start..<colon]
        let label = scanner.text(from: start, to: colon)
        if labelScalars.contains(where: isSeparator), !names.isName(label) { return nil }
        scanner.position = colon + 1
        guard let address = scanner.address() else {
            scanner.position = start
            return nil
        }
        var item = names.item(named: label, address: address) ?? LoggedItem(address: address)
        if names.isName(label) || !DescriptionNames.looksLikeClassName(labelScalars) {
            item.accessibilityName = label
        } else {
            item.className = label
        }
        if scanner.peek() == "'" {
            var index = scanner.position + 1
            while index < scanner.end {
                if scanner.scalars[index] == "'", continues(scanner, at: index + 1, context: context) {
                    item.text = scanner.text(from: scanner.position + 1, to: index)
                    scanner.position = index + 1
                    return item
                }
                index += 1
            }
            scanner.position = start
            return nil
        }
        guard continues(scanner, at: scanner.position, context: context) else {
            scanner.position = start
            return nil
        }
        return item
    }

    /// What a class name never holds, and a name may.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "[", "]", "'", "\"", "|": true
        default: false
        }
    }

    /// Early SnapKit's `<UIView:0x…>`.
    private static func bracketedItem(_ scanner: inout TextScanner, context: Context) -> LoggedItem? {
        let start = scanner.position
        scanner.position += 1
        let className = scanner.consume(while: TextScanner.isClassNameScalar)
        guard !className.isEmpty, scanner.consume(":"), let address = scanner.address(),
            scanner.consume(">"), continues(scanner, at: scanner.position, context: context)
        else {
            scanner.position = start
            return nil
        }
        return LoggedItem(address: address, className: className)
    }

    /// Whether what starts at `index` may follow an item in this context.
    static func continues(_ scanner: TextScanner, at index: Int, context: Context) -> Bool {
        switch context {
        case .attribute:
            guard scanner.character(at: index) == ".", let spelled = LoggedAttribute.spelled(in: scanner, at: index + 1) else {
                return false
            }
            let end = index + 1 + spelled.length
            guard end < scanner.end else { return true }
            let next = scanner.scalars[end]
            return next == " " || next == "\t" || next == "*" || next == "-" || next == "+"
                || next == "=" || next == "<" || next == ">" || next == "@" || next == "{"
        case .bracket:
            if scanner.hasPrefix("]", at: index) { return true }
            guard scanner.hasPrefix("(", at: index), index + 1 < scanner.end else { return false }
            let next = scanner.scalars[index + 1]
            return TextScanner.isDigit(next) || next == "-" || next == ">" || next == "<" || next == "="
                || next == "N"
        }
    }
}
