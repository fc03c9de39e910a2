/// A horizontal and vertical size class, as `--traits wC,hR` gives them: which of an Interface
/// Builder file's `<variation key="widthClass=…">` apply.
public struct SizeClassTraits: Hashable, Sendable, CustomStringConvertible {
    public enum SizeClass: String, Hashable, Sendable {
        case compact, regular
    }

    public var width: SizeClass?
    public var height: SizeClass?

    public init(width: SizeClass?, height: SizeClass?) {
        self.width = width
        self.height = height
    }

    /// Reads `wC,hR`, `wR`, `hC`, `widthClass=compact,heightClass=regular` (commas or spaces
    /// between the parts); `nil` when a part is not one of these.
    public init?(parsing text: String) {
        var width: SizeClass?
        var height: SizeClass?
        let parts = text.split { $0 == "," || $0 == " " || $0 == "-" }
        guard !parts.isEmpty else { return nil }
        for part in parts {
            let lower = part.lowercased()
            let (axis, value): (String, String)
            if let equals = lower.firstIndex(of: "=") {
                axis = String(lower[..<equals])
                value = String(lower[lower.index(after: equals)...])
            } else if lower.count == 2 {
                axis = String(lower.prefix(1))
                value = String(lower.suffix(1))
            } else {
                return nil
            }
            let sizeClass: SizeClass
            switch value {
            case "c", "compact": sizeClass = .compact
            case "r", "regular": sizeClass = .regular
            default: return nil
            }
            switch axis {
            case "w", "widthclass", "width": width = sizeClass
            case "h", "heightclass", "height": height = sizeClass
            default: return nil
            }
        }
        self.init(width: width, height: height)
    }

    /// `wC,hR`; `w*` or `h*` for a class left open.
    public var description: String {
        func short(_ sizeClass: SizeClass?) -> String {
            switch sizeClass {
            case .compact: "C"
            case .regular: "R"
            case nil: "*"
            }
        }
        return "w\(short(width)),h\(short(height))"
    }

    /// Whether a variation key (`widthClass=regular`, `heightClass=compact-widthClass=compact`)
    /// applies under these traits, and how specific it is (the number of classes it names);
    /// `nil` for a key that does not apply or is not a size-class key.
    func specificity(ofVariationKey key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for condition in key.split(separator: "-") {
            let pair = condition.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": if width != value { return nil }
            case "heightClass": if height != value { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }
}
