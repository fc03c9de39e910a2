import Inspector
import Readers
import Testing
import TestSupport

/// The IB oracle: every layout of every Interface Builder file in Tests/Fixtures/Corpus is solved, and
/// each view's solved frame is compared with the one Interface Builder recorded (views IB
/// flagged misplaced or ambiguous are left out, as their frames are known to be off).
@Suite struct InterfaceBuilderOracleTests {
    /// The share the README states; the test fails below 95 %.
    static let minimumShare = 0.99

    @Test func solvedFramesAgreeWithInterfaceBuilder() throws {
        var compared = 0, agreeing = 0
        var report: [String] = []
        for file in Corpus.files(in: "interface-builder") where file.hasSuffix(".xib") || file.hasSuffix(".storyboard") {
            guard let bytes = Corpus.bytes(file) else { continue }
            for layout in try DocumentLoader.loadAll(bytes).layouts {
                let loaded = layout.loaded
                let session = LayoutSession(document: loaded.document)
                let flagged = Set(loaded.recorded.misplaced + loaded.recorded.ambiguities.map(\.item))
                let agreement = session.recordedFrameAgreement(excluding: flagged)
                compared += agreement.compared
                agreeing += agreement.agreeing
                for miss in agreement.differing {
                    report.append("\(file) [\(layout.name)] \(miss.item): recorded \(miss.recorded), solved \(miss.solved)")
                }
            }
        }
        let share = compared == 0 ? 0 : Double(agreeing) / Double(compared)
        print("IB oracle: \(agreeing) of \(compared) views agree within 0.5 pt (\((share * 1000).rounded() / 10) %)")
        for line in report { print("  differs: \(line)") }
        #expect(compared > 100)
        #expect(share >= Self.minimumShare, "\(agreeing) of \(compared) agree:\n\(report.joined(separator: "\n"))")
    }
}
