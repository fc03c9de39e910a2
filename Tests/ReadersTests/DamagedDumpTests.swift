import Foundation
import Inspector
import Readers
import Testing
import TestSupport

/// Damaged and random dumps: whatever the bytes, reading reports or succeeds, and a document
/// that reads is analysed without trapping (a trap would end the test run).
@Suite struct DamagedDumpTests {
    static let examples = ["sign-in.json", "contact-cell.json", "photo-conflict-ambiguous.json"]

    static func example(_ name: String) throws -> [UInt8] {
        try Repository.example(name)
    }

    /// A small deterministic generator, so a failure names a reproducible case.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    /// Bytes that make JSON structurally different when they replace another.
    static let replacements = Array(#"{}[],:"0123456789-.eE tfn\"#.utf8) + [0x00, 0xFF]

    @Test(arguments: examples)
    func mutatedBytesNeverTrap(name: String) throws {
        let original = try Self.example(name)
        var generator = Generator(state: UInt64(name.utf8.count))
        var read = 0
        var rejected = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = Self.replacements.randomElement(using: &generator) ?? 0
                case 1: bytes.remove(at: position)
                default: bytes.removeSubrange(position...)
                }
                if bytes.isEmpty { break }
            }
            do {
                let document = try DumpReader.read(bytes)
                read += 1
                _ = LayoutSession(document: document).analyze()
            } catch {
                rejected += 1
                #expect(!error.diagnostics.isEmpty)
            }
        }
        #expect(read + rejected == 300)
        #expect(rejected > 0)
    }
}
