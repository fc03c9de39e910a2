import ArgumentParser
import CommandSupport
import Foundation

/// `draft-inspect migrate …`: runs ``MigrateExecutable`` from beside this executable with the
/// same arguments, so that its help, errors and exit status are migrate's own.
struct MigrateForwarder: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "migrate", abstract: MigrateExecutable.abstract)

    @Argument(parsing: .captureForPassthrough)
    var arguments: [String] = []

    func run() throws {
        Self.execute(arguments)
    }

    /// Migrate's arguments when the command line is `migrate …` or `help migrate`.
    static func forwardedArguments(_ arguments: [String]) -> [String]? {
        if arguments.first == "migrate" { return Array(arguments.dropFirst()) }
        if arguments.count >= 2, arguments[0] == "help", arguments[1] == "migrate" { return ["--help"] }
        return nil
    }

    /// Replaces this process with migrate's; says why and exits 2 when it cannot.
    static func execute(_ arguments: [String]) -> Never {
        let directory = Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let path = directory.appendingPathComponent(MigrateExecutable.name).path
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        printError("error: migrate runs \(path), which cannot be started (\(String(cString: strerror(errno)))); build it with `swift build --product \(MigrateExecutable.name)` or run scripts/bootstrap")
        Foundation.exit(2)
    }
}
