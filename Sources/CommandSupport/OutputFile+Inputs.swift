import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFile {
    /// Refuses an output that is one of the inputs, `--force` or not: replacing the file a
    /// command reads loses it the moment the command succeeds. Files are compared by identity
    /// (device and inode, links followed), so `./in.json`, `in.json` and a link to it are one
    /// file. Only a regular file can be lost this way; a terminal or a pipe that is both
    /// standard input and output is not refused, and neither is `-`.
    public static func refuseInputs(_ inputs: [String], as output: String) throws(Failure) {
        guard output != "-", let written = regularFileIdentity(output) else { return }
        for input in inputs where input != "-" {
            if regularFileIdentity(input) == written {
                throw Failure(message: "\(output): is the input \(input); write the output to another file")
            }
        }
    }

    /// The device and inode of the regular file `path` names, links followed.
    private static func regularFileIdentity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
