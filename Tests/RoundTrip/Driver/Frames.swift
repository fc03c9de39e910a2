import Foundation
import UIKit

/// Frame-based code (NotAutoLayout) on the stand-ins: the driver records what the stand-in
/// cannot measure, then lays the printed views out at each root size the metrics file lists
/// and writes every view's frame (in its superview's coordinates, by address).
///
/// The metrics file (`$ROUNDTRIP_METRICS/<case>.json`, written by `scripts/roundtrip` from the
/// dump): `{"sizes": [[w, h], …], "rootSizes": [[w, h], …], "views": [{"path": [i, j, …],
/// "fitting": [w|null, h|null], "safeArea": [top, left, bottom, right], "contentViewInsets":
/// [top, left, bottom, right]}]}`, a view found from the root by subview indexes: the root sizes
/// the solver gives at each size asked for, and where a table puts a cell's content view.
enum FrameRuns {
    @MainActor
    static func run(root: UIView, layout: AnyObject, relayout: @MainActor (AnyObject) -> Void, metrics: URL) -> String {
        guard let data = try? Data(contentsOf: metrics),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let sizes = object["sizes"] as? [[Double]]
        else { return "{\"error\": \"no metrics file\"}\n" }
        record(object, from: root)
        // The root at the size the solver gives it there (a cell that fits its content keeps
        // that height), the run named by the size asked for.
        let rootSizes = object["rootSizes"] as? [[Double]] ?? sizes
        var runs: [[String: Any]] = []
        for (size, rootSize) in zip(sizes, rootSizes) where size.count == 2 && rootSize.count == 2 {
            root.frame.size = CGSize(width: rootSize[0], height: rootSize[1])
            relayout(layout)
            var frames: [String: [Double]] = [:]
            var pending = [root]
            while let view = pending.popLast() {
                let frame = view.frame
                frames[Recording.id(view)] = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
                pending += view.subviews
            }
            runs.append(["size": size, "frames": frames])
        }
        let json = (try? JSONSerialization.data(withJSONObject: runs, options: [.prettyPrinted, .sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: json, as: UTF8.self) + "\n"
    }

    /// Records only the safe-area insets a window would give the views (the metrics file of
    /// code that is not frame-based lists no sizes), so that the margins UIKit adds them to
    /// come back as UIKit reports them. Nothing when the file is missing.
    @MainActor
    static func recordSafeAreas(root: UIView, metrics: URL) {
        guard let data = try? Data(contentsOf: metrics),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return }
        record(object, from: root)
    }

    @MainActor
    private static func record(_ metrics: [String: Any], from root: UIView) {
        for entry in metrics["views"] as? [[String: Any]] ?? [] {
            guard let view = view(at: entry["path"] as? [Int] ?? [], from: root) else { continue }
            if let fitting = entry["fitting"] as? [Any], fitting.count == 2 {
                let width = (fitting[0] as? Double) ?? Double(view.bounds.width)
                let height = (fitting[1] as? Double) ?? Double(view.bounds.height)
                view.recordFittingSize(CGSize(width: width, height: height))
            }
            if let insets = entry["safeArea"] as? [Double], insets.count == 4 {
                view.recordSafeAreaInsets(UIEdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))
            }
            if let insets = entry["contentViewInsets"] as? [Double], insets.count == 4 {
                view.recordContentViewInsets(UIEdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))
            }
        }
    }

    @MainActor
    private static func view(at path: [Int], from root: UIView) -> UIView? {
        var view = root
        for index in path {
            guard view.subviews.indices.contains(index) else { return nil }
            view = view.subviews[index]
        }
        return view
    }
}
