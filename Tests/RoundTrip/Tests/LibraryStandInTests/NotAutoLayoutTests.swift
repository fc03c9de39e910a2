import NotAutoLayout
import Testing
import UIKit

/// NotAutoLayout's README: a frame from two determinations per axis, `by:` closures reading the
/// parent's geometry (bounds, layout margins, safe area), `pin…(to:with:)` reading a sibling's
/// frame, `fitSize()` the view's fitting size, and the order lines, then sizes.
@Suite(.isolatedRecorder) @MainActor
struct NotAutoLayoutTests {
    let family = Family()

    init() {
        family.parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        family.parent.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        family.parent.recordSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
    }

    @Test func linesAndSizesFromTheParent() {
        family.parent.nal.layout(family.child) { $0
            .setLeft(by: { $0.left + 8 })
            .setRight(by: { $0.right - 8 })
            .setTop(by: { $0.safeAreaGuide.top })
            .setHeight(by: { $0.height * 0.5 })
        }
        #expect(family.child.frame == CGRect(x: 8, y: 20, width: 284, height: 100))
        #expect(family.errors.isEmpty)
    }

    @Test func centersMarginsAndConstantSizes() {
        family.parent.nal.layout(family.child) { $0
            .setCenter(by: { $0.horizontal(at: 0.5) })
            .setBottom(by: { $0.layoutMarginsGuide.bottom })
            .setWidth(to: 40)
            .setHeight(to: 20)
        }
        // The bottom margin is the 10 set plus the 30-pt safe area, as UIKit reports it.
        #expect(family.child.frame == CGRect(x: 130, y: 140, width: 40, height: 20))
    }

    @Test func pinsReadTheSiblingsFrame() {
        family.sibling.frame = CGRect(x: 10, y: 10, width: 50, height: 30)
        family.parent.nal.layout(family.child) { $0
            .pinLeft(to: family.sibling, with: { $0.right + 8 })
            .setRight(by: { $0.right })
            .pinMiddle(to: family.sibling, with: { $0.vertical(at: 0.5) })
            .setHeight(to: 10)
        }
        #expect(family.child.frame == CGRect(x: 68, y: 20, width: 232, height: 10))
    }

    @Test func fitSizeTakesTheFittingSize() {
        family.child.recordFittingSize(CGSize(width: 70, height: 21))
        family.parent.nal.layout(family.child) { $0
            .setLeft(by: { $0.layoutMarginsGuide.left })
            .setTop(by: { $0.top })
            .fitSize()
        }
        #expect(family.child.frame == CGRect(x: 16, y: 0, width: 70, height: 21))
    }

    @Test func sizesBeforeLinesAndMissingDeterminationsAreErrors() {
        family.parent.nal.layout(family.child) { $0
            .setWidth(to: 10)
            .setLeft(by: { $0.left })
            .setTop(by: { $0.top })
        }
        #expect(family.errors.contains { $0.contains("out of order") })
        #expect(family.errors.contains { $0.contains("two determinations per axis") })
    }
}
