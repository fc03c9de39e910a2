import LayoutModel

/// The keys a dump's objects hold that the format does not define. The format ignores them (a
/// newer writer's), but a key a person misspelled is most of them: each distinct one is told
/// once, where it first appears, with the key meant when one is near.
struct UnknownDumpKeys {
    private struct Sighting {
        var name: String
        var path: String
        var count: Int
        var suggestion: String?
    }

    /// By the key's name and the kind of object it was in, in the order first seen.
    private var sightings: [String: Int] = [:]
    private var ordered: [Sighting] = []

    /// The unknown keys of one object of a kind (`ViewKey`), whose known keys are `known`.
    mutating func note(_ keys: [String], at path: String, kind: String, known: [String]) {
        for key in keys {
            let kind = "\(kind)|\(key)"
            if let index = sightings[kind] {
                ordered[index].count += 1
            } else {
                sightings[kind] = ordered.count
                ordered.append(Sighting(name: key, path: path, count: 1, suggestion: Self.suggestion(for: key, among: known)))
            }
        }
    }

    /// One warning per distinct key, at the path of its first object.
    var warnings: [Diagnostic] {
        ordered.map { sighting in
            let name = sighting.name
            var message = "unknown key \"\(name)\" is ignored"
            if let suggestion = sighting.suggestion { message += " (did you mean \"\(suggestion)\"?)" }
            if sighting.count == 2 { message += "; 1 more object like this one has it" }
            if sighting.count > 2 { message += "; \(sighting.count - 1) more objects like this one have it" }
            return Diagnostic(.warning, at: .path(sighting.path.isEmpty ? name : "\(sighting.path).\(name)"), message)
        }
    }

    /// A known key the unknown one is likely a misspelling of: the same letters but for case,
    /// one containing the other (`guides`, `layoutGuides`), or two edits apart.
    static func suggestion(for key: String, among known: [String]) -> String? {
        let lowered = key.lowercased()
        if let same = known.first(where: { $0.lowercased() == lowered }) { return same }
        if lowered.count >= 4, let containing = known.first(where: { name in
            name.lowercased().contains(lowered) || (name.count >= 4 && lowered.contains(name.lowercased()))
        }) {
            return containing
        }
        let close = known.map { ($0, editDistance(lowered, $0.lowercased())) }.filter { $0.1 <= 2 }
        return close.min { $0.1 < $1.1 }?.0
    }
}
