import ArgumentParser
import Readers

/// `--layout NAME|ID` and `--traits wC,hR`: which layouts of a file with several (an
/// Interface Builder storyboard's scenes, a XIB's views and cells) a command works on, and
/// under which size classes.
public struct LayoutSelection: ParsableArguments {
    public init() {}

    @Option(name: .customLong("layout"), help: ArgumentHelp(
        "Only this layout of a storyboard or XIB: its name (view controller class, storyboard identifier, title, label; cell class or reuse identifier) or its Interface Builder id.",
        valueName: "name|id"))
    public var layout: String?

    @Option(name: .customLong("traits"), help: ArgumentHelp(
        "Size classes for an Interface Builder file's <variation>s: wC,hR (compact width, regular height), wR, hC…; without it those of the device the file is viewed as, in which Interface Builder recorded its frames.",
        valueName: "traits"))
    public var traitsText: String?

    public var traits: SizeClassTraits? {
        get throws {
            guard let traitsText else { return nil }
            guard let traits = SizeClassTraits(parsing: traitsText) else {
                throw ValidationError("--traits: expected size classes such as wC,hR or wR (w/h then C/R), found '\(traitsText)'")
            }
            return traits
        }
    }

    /// What was chosen, checked, for loading many files.
    public struct Choice: Sendable {
        public var layout: String?
        public var traits: SizeClassTraits?

        public init(layout: String? = nil, traits: SizeClassTraits? = nil) {
            self.layout = layout
            self.traits = traits
        }
    }

    public var choice: Choice {
        get throws { Choice(layout: layout, traits: try traits) }
    }

    /// Why `--layout` picks nothing in an input, with the layouts it holds.
    public static func noSuchLayout(_ wanted: String, in input: LoadedInput) -> String {
        let names = input.layouts.map { $0.id.isEmpty ? "(unnamed)" : "\($0.name) (\($0.id))" }
        return "--layout: no layout named or with id '\(wanted)'; the layouts are: \(names.joined(separator: ", "))"
    }

    /// The layouts of the file this selection picks, warnings reported; exits 2 when
    /// `--layout` names none of them.
    public func load(_ file: String) throws -> LoadedInput {
        var input = try InputFile.loadAll(file, traits: traits)
        if let layout {
            let chosen = input.layouts(matching: layout)
            guard !chosen.isEmpty else {
                printError("\(file): error: \(Self.noSuchLayout(layout, in: input))")
                throw ExitCode(2)
            }
            input.layouts = chosen
        }
        // Only the chosen layouts' warnings: the others' notes say nothing of what is shown.
        for layout in input.layouts {
            for warning in layout.loaded.warnings {
                printError(warning.formatted(file: file))
            }
        }
        return input
    }

    /// The one layout a command that works on one (the REPL) takes: the chosen one, or the
    /// only one; several without `--layout` is a usage error naming them.
    public func loadOne(_ file: String) throws -> LoadedLayout {
        let input = try load(file)
        guard input.layouts.count == 1, let only = input.layouts.first else {
            if input.layouts.isEmpty {
                printError("\(file): error: the file holds no layout: \(LoadedInput.noLayoutReason)")
                throw ExitCode(65)
            }
            // After --layout, the layouts it matched (several of one name): pick one by its id.
            let holds = layout == nil ? "the file holds \(input.layouts.count) layouts; pick one with --layout"
                : "--layout matches \(input.layouts.count) layouts; pick one by its id"
            printError("\(file): error: \(holds): \(input.layouts.map { "\($0.name) (\($0.id))" }.joined(separator: ", "))")
            throw ExitCode(2)
        }
        return only
    }
}

extension LoadedLayout {
    /// `ViewController (BYZ-38-t0r), a view controller's view`: the heading of its part of
    /// the output.
    public var heading: String {
        "\(name) (\(id)), \(loaded.document.rootKind.phrase)"
    }
}
