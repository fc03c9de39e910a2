import Foundation
import LayoutModel
@testable import Readers
import Testing
import TestSupport

/// The text readers' scanner: searches, literals and numbers, whose fast paths for ASCII must
/// agree with what the scalars say, and with `Double(String)`, on every spelling.
@Suite struct TextScannerTests {
    @Test func searchesFindTheFirstAndLastOccurrenceWithinBounds() {
        let scanner = TextScanner("a.top == b.top + 8 (active) (active)")
        #expect(scanner.firstIndex(of: "top") == 2)
        #expect(scanner.firstIndex(of: "top", from: 3) == 11)
        #expect(scanner.firstIndex(of: "(active)", from: 20) == 28)
        #expect(scanner.lastIndex(of: "(active)") == 28)
        #expect(scanner.lastIndex(of: "(active)", before: 28) == 19)
        #expect(scanner.lastIndex(of: "top", before: 2) == nil)
        #expect(scanner.firstIndex(of: "absent") == nil)
        // A literal longer than what is left, and a start past the end, find nothing.
        #expect(scanner.firstIndex(of: "(active) (active) and more") == nil)
        #expect(scanner.firstIndex(of: "a", from: 100) == nil)
        #expect(scanner.lastIndex(of: ")", before: 0) == nil)
    }

    @Test func nonASCIILiteralsAndTextAreComparedByScalar() {
        // `•` is three bytes and one scalar: positions stay scalar offsets around it.
        let scanner = TextScanner("|   •UIView:0x7f8 'Café' •")
        #expect(scanner.firstIndex(of: "•") == 4)
        #expect(scanner.lastIndex(of: "•") == 25)
        #expect(scanner.firstIndex(of: "'") == 18)
        #expect(scanner.lastIndex(of: "é'") == 22)
        #expect(scanner.hasPrefix("•UIView", at: 4))
        #expect(!scanner.hasPrefix("•UIViex", at: 4))
        var cursor = TextScanner(scalars: scanner.scalars, position: 4)
        let marker = cursor.consume("•")
        #expect(marker && cursor.position == 5)
        let className = cursor.consume("UIView:")
        let address = cursor.address()
        #expect(className && address == "0x7f8")
        let accent = cursor.consume("é")
        #expect(!accent && cursor.position == 17)
    }

    @Test func numbersReadAsDoubleReadsTheirSpelling() throws {
        let spellings = [
            "0", "-0", "8", "-2", "13.0", "94.3333", "0.1", "0.5", "-0.333333", "1000", "600.5",
            "1234567.12345678", "1234567.123456789", "-9999999.99999999", "0.1234567890123456789",
            "2.22507e-308", "1e+06", "4.5E-2",
        ]
        for spelling in spellings {
            var scanner = TextScanner(spelling + " ")
            let value = try scanner.number()
            #expect(value.map(\.bitPattern) == Double(spelling)?.bitPattern, "\(spelling)")
            #expect(scanner.position == spelling.count, "\(spelling)")
        }
        var dot = TextScanner(".5")
        let half = try dot.number()
        #expect(half == 0.5)
        var word = TextScanner("x")
        let none = try word.number()
        #expect(none == nil && word.position == 0)
    }

    @Test func plainDecimalsAreExactlyWhatStrtodReads() {
        for spelling in ["16", "-0.5", "393.0", "0.000001", "1.5", "999999999999999"] {
            let value = Array(spelling.utf8).withUnsafeBufferPointer { PlainDecimal.value(of: $0) }
            #expect(value?.bitPattern == Double(spelling)?.bitPattern, "\(spelling)")
        }
        // Left to Double(String): 16 digits, exponents, a point without digits after it.
        for spelling in ["1234567890123456", "1e5", "5.", ".5", "-", ""] {
            #expect(Array(spelling.utf8).withUnsafeBufferPointer { PlainDecimal.value(of: $0) } == nil, "\(spelling)")
        }
    }

    @Test func utf8ContainsFindsPartsAtEveryPosition() {
        let text = "NSLayoutConstraint:0x6000 Constraint"
        #expect(text.utf8Contains("Constraint"))
        #expect(text.utf8Contains("NSLayout"))
        #expect(text.utf8Contains("Constraint:0x"))
        #expect(text.utf8Contains("t"))
        #expect(text.utf8Contains(""))
        #expect(!text.utf8Contains("Constraints"))
        #expect(!text.utf8Contains("constraint:0x7"))
        #expect("Café".utf8Contains("é"))
        #expect(!"ab".utf8Contains("abc"))
        // From a position on, as the readers step through every occurrence.
        Array("a\\b \\<c\\".utf8).withUnsafeBufferPointer { bytes in
            #expect(bytes.firstIndex(of: "\\") == 1)
            #expect(bytes.firstIndex(of: "\\", from: 2) == 4)
            #expect(bytes.firstIndex(of: "\\<", from: 2) == 4)
            #expect(bytes.firstIndex(of: "\\", from: 6) == 7)
            #expect(bytes.firstIndex(of: "\\", from: 8) == nil)
            #expect(bytes.firstIndex(of: "c\\x") == nil)
        }
    }
}

/// The probe that tells text from binary before any reader runs: it counts what
/// `String(decoding:as:)` would replace, without making the string.
@Suite struct TextEncodingProbeTests {
    @Test func binaryWithoutNULBytesIsCountedAsStringDecodingWouldReplaceIt() throws {
        // Bytes 0x80…0xFF in a fixed scramble, no zero among them: ill-formed UTF-8 throughout,
        // with a few well-formed sequences and literal U+FFFD mixed in.
        var bytes: [UInt8] = []
        var state: UInt32 = 12345
        for index in 0..<5000 {
            state = state &* 1_103_515_245 &+ 12345
            bytes.append(index % 97 == 0 ? UInt8(ascii: "a") : UInt8(0x80 | (state >> 16) & 0x7F))
        }
        bytes += Array("é\u{FFFD}•".utf8)
        let decoded = String(decoding: bytes, as: UTF8.self).unicodeScalars
        let replaced = decoded.filter { $0 == "\u{FFFD}" }.count
        let problem = try #require(TextEncodingProblem.find(in: bytes[...]))
        #expect(problem.message == "the file is binary data, not text: \(replaced) of its first \(decoded.count) characters are not UTF-8")
    }

    @Test func wellFormedTextWithNonASCIICharactersIsText() {
        let trace = Array("UIWindow:0x7f0000000000\n|   •UIView:0x7f0000000001 'Café ☕︎'\n".utf8)
        #expect(TextEncodingProblem.find(in: trace[...]) == nil)
        // A few stray bytes, as a cut at the probe's end makes, are not binary either.
        #expect(TextEncodingProblem.find(in: (trace + [0xE2, 0x80])[...]) == nil)
    }
}

/// A trace's plain nodes (`*UILabel:0x…`) are read from their bytes before any scanner is made:
/// each line must read exactly as the scanner reads it.
@Suite struct TraceLineTests {
    static func same(_ line: String) -> Bool {
        let plain = TraceLine.parse(line, plainFirst: true)
        let scanned = TraceLine.parse(line, plainFirst: false)
        guard let plain, let scanned else { return plain == nil && scanned == nil }
        return plain.depth == scanned.depth && plain.marker == scanned.marker && plain.column == scanned.column
            && plain.className == scanned.className && plain.address == scanned.address && plain.text == scanned.text
            && (plain.guide == nil) == (scanned.guide == nil) && (plain.ambiguity == nil) == (scanned.ambiguity == nil)
            && plain.ambiguity?.attributes == scanned.ambiguity?.attributes
            && plain.ambiguity?.cutColumn == scanned.ambiguity?.cutColumn
            && plain.isMissingHostConstraints == scanned.isMissingHostConstraints
            && plain.rejectedNumber?.offset == scanned.rejectedNumber?.offset
    }

    @Test func everyLineOfTheCorpusTracesReadsAsTheScannerReadsIt() throws {
        let folder = Repository.fixtures("Corpus/autolayouttrace")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
        #expect(files.count >= 8)
        var lines = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += 1
                #expect(Self.same(String(line)), "\(file): \(line)")
            }
        }
        #expect(lines > 200)
    }

    @Test func nodesAtTheEdgesOfThePlainFormReadAsTheScannerReadsThem() {
        let lines = [
            "*UIView:0x7f8", "|   •UIWindow:0x7f0000000000", "+_UILayoutGuide:0X1aF", "|   |   <UIView:0x7f>",
            "*<UIView:0x7f8", "*UIView:0x7f8>", "*UIView:0x", "*UIView:0xZZ", "*UIView:7f8", "*:0x7f8", "*UI View:0x7f8",
            "*UIView:0x7f8   ", "*UIView:0x7f8\t", "*UIView:0x7f8 'Title'", "*UIView:0x7f8 x", "*UIView:0x7f8- AMBIGUOUS LAYOUT",
            "*UIView:0x7f8 - AMBIGUOUS LAYOUT for UIView:0x7f8.minX{id: 3}", "*UIView:0x7f8, MISSING HOST CONSTRAINTS",
            "*MyApp.CardView:0x7f8", "*_TtC5MyApp8CardView:0x7f8", "*$Weird:0x7f8", "•", "*", "", "|   ", "Legend:",
            "*<UILayoutGuide: 0x7f8 - \"UIViewSafeAreaLayoutGuide\", layoutFrame = {{0, 0}, {320, 480}}, owningView = <UIView: 0x7f9; frame = (0 0; 320 480)>>",
            "*UILabel:0x7f8 'Café ☕︎'", "*Ünicode:0x7f8", "|\t|\t*UIView:0x1",
        ]
        for line in lines { #expect(Self.same(line), "\(line)") }
    }
}
