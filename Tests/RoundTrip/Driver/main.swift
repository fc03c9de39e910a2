import DraftInspectExporter
import Foundation
import UIKit

// The round-trip driver: `scripts/roundtrip` generates one namespace per dump × print variant
// (`Cases.swift` lists them) and builds them with this file into one executable. For each case
// it builds the printed layout on the stand-ins and writes, into the output directory,
// `<case>.json` (what the exporter dumps of the result) and `<case>.recorded.json` (what the
// recorder saw). One case at a time, with the recorder reset in between.
//
// Usage: RoundTripDriver OUTPUT-DIR [FIRST-CASE-INDEX]

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: RoundTripDriver OUTPUT-DIR [FIRST-CASE-INDEX]\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
let first = arguments.count >= 3 ? Int(arguments[2]) ?? 0 : 0

MainActor.assumeIsolated {
    for (index, roundTripCase) in roundTripCases.enumerated() where index >= first {
        // scripts/roundtrip reads this to know which case was running if the process dies.
        print("running \(index) \(roundTripCase.name)")
        fflush(stdout)
        ConstraintRecorder.shared.reset()
        let made = roundTripCase.make()
        var frames: String?
        let metrics = URL(fileURLWithPath: ProcessInfo.processInfo.environment["ROUNDTRIP_METRICS"] ?? "")
            .appendingPathComponent(roundTripCase.name + ".json")
        if let relayout = roundTripCase.relayout {
            frames = FrameRuns.run(root: made.root, layout: made.owner, relayout: relayout, metrics: metrics)
        } else {
            FrameRuns.recordSafeAreas(root: made.root, metrics: metrics)
        }
        // Exported before the recording asks a cell for its own labels, which UIKit makes when asked.
        let exported = DraftInspect.dump(made.root)
        let recording = Recording(made: made, recorder: ConstraintRecorder.shared)
        do {
            try Data(exported.utf8).write(to: output.appendingPathComponent(roundTripCase.name + ".json"))
            try Data(recording.json().utf8).write(to: output.appendingPathComponent(roundTripCase.name + ".recorded.json"))
            if let frames {
                try Data(frames.utf8).write(to: output.appendingPathComponent(roundTripCase.name + ".frames.json"))
            }
        } catch {
            FileHandle.standardError.write(Data("RoundTripDriver: cannot write \(roundTripCase.name): \(error)\n".utf8))
            exit(1)
        }
    }
}
