/// Reads the items of an equation body for `EquationBodyParser`: a conflict log's
/// `UILabel:0x…'text'` and `names:` entries, or the references a REPL user types.
protocol EquationItemReader {
    /// Whether a name comes next, so that a name starting with a digit is not read as a number.
    func startsName(_ scanner: TextScanner) -> Bool

    /// Reads the item before `.attribute` at the scanner's position.
    mutating func item(_ scanner: inout TextScanner) throws(LogSyntaxError) -> LoggedItem
}

extension DescriptionNames: EquationItemReader {
    func startsName(_ scanner: TextScanner) -> Bool {
        namesLongestFirst.contains { scanner.hasPrefix(text: $0) }
    }

    mutating func item(_ scanner: inout TextScanner) throws(LogSyntaxError) -> LoggedItem {
        try ItemReferenceParser.parse(&scanner, names: &self, context: .attribute)
    }
}
