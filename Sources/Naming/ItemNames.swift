import LayoutModel

/// Strings by item id, kept in an array by the ids' numbers (``LayoutModel/ItemNumbers``), and
/// in a dictionary for an id the numbering does not have (a guide a printer adds).
///
/// A table keyed by id holds the 24-byte id beside each string and hashes it again at every
/// write; here a lookup is the numbering's 4-byte slot, which the document's own tables share,
/// and a large document's names are not scattered over a table several times their size.
struct ItemNames: Sendable {
    let numbers: ItemNumbers
    private var values: [String?] = []
    private var others: [ItemID: String] = [:]

    /// An empty table over `numbers`; its array is made at the first write.
    init(numbers: ItemNumbers) {
        self.numbers = numbers
    }

    subscript(id: ItemID) -> String? {
        get {
            if let number = numbers[id] { return values.isEmpty ? nil : values[Int(number)] }
            return others.isEmpty ? nil : others[id]
        }
        set {
            guard let number = numbers[id] else {
                others[id] = newValue
                return
            }
            if values.isEmpty {
                guard newValue != nil else { return }
                values = Array(repeating: nil, count: numbers.count)
            }
            values[Int(number)] = newValue
        }
    }

    /// Calls `body` with each id that has a string: the numbered ones in their numbers' order,
    /// then the others in no particular order.
    func forEach(_ body: (ItemID, String) -> Void) {
        for (number, value) in values.enumerated() {
            if let value { body(numbers.ids[number], value) }
        }
        for (id, value) in others { body(id, value) }
    }
}
