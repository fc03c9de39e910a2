import Testing
import UIKit

/// The UIKit stand-in records what UIKit would do or refuse, without a layout engine.
@Suite(.isolatedRecorder) @MainActor
struct UIKitStandInTests {
    @Test func activeConstraintsInstallOnTheNearestCommonAncestor() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let inner = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(inner)
        let between = inner.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
        let own = inner.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([between, own])
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(between)])
        #expect(inner.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(own)])
        between.isActive = false
        #expect(root.constraints.isEmpty)
        #expect(ConstraintRecorder.current.created.count == 2)
    }

    @Test func activatingWithoutACommonAncestorIsAnError() {
        let a = UIView()
        let b = UIView()
        let constraint = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(ConstraintRecorder.current.errors.count == 1)
    }

    @Test func guidesInstallOnTheirOwningView() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        let constraint = child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
        constraint.isActive = true
        #expect(constraint.isActive)
        #expect(root.layoutGuides.map(\.identifier) == ["UIViewSafeAreaLayoutGuide"])
    }

    @Test func invalidConstraintsAreErrors() {
        let a = UIView()
        _ = a.leftAnchor.constraint(equalTo: a.leadingAnchor)
        _ = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 1, constant: 0)
        _ = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 8)
        _ = a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0)
        _ = a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2)
        #expect(ConstraintRecorder.current.errors.count == 4)
    }

    @Test func removingFromSuperviewDeactivatesConstraintsToOutside() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let constraint = a.topAnchor.constraint(equalTo: b.topAnchor)
        constraint.isActive = true
        a.removeFromSuperview()
        #expect(!constraint.isActive)
        #expect(root.subviews.count == 1)
    }

    @Test func viewPropertiesAnExporterReads() {
        let label = UILabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        label.text = "Hi"
        #expect(String(describing: type(of: label)) == "UILabel")
        #expect(label.frame.width == 3)
        #expect(label.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.titleLabel?.text == "Go")
        let stack = UIStackView(arrangedSubviews: [label, button])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.subviews.count == 2)
        #expect(UIStackView.Alignment.top == .leading)
        let controller = UIViewController()
        #expect(controller.view.next === controller)
    }
}

@Suite(.isolatedRecorder) @MainActor
struct UIStackViewStandInTests {
    @Test func arrangingTurnsOffAutoresizingAndRemovingUnarranges() {
        let stack = UIStackView()
        let view = UIView()
        stack.addArrangedSubview(view)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        view.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.subviews.isEmpty)
    }

    /// UIKit's defaults (UIGestureRecognizer.h and its subclasses' headers) and its one-view rule:
    /// adding a recognizer to another view takes it from the first.
    @Test func gestureRecognizersKeepTargetsSettingsAndTheirView() {
        let a = UIView()
        let b = UIView()
        let owner = UIView()
        let tap = UITapGestureRecognizer(target: owner, action: Selector("zoom:"))
        tap.addTarget(owner, action: Selector("log"))
        #expect(tap.targetActions.map(\.action.name) == ["zoom:", "log"])
        #expect(tap.numberOfTapsRequired == 1 && tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        #expect(UISwipeGestureRecognizer().direction == .right)
        #expect(UILongPressGestureRecognizer().minimumPressDuration == 0.5)
        #expect(UIScreenEdgePanGestureRecognizer().edges.isEmpty)
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers?.isEmpty == true)
        #expect(b.gestureRecognizers?.first === tap && tap.view === b)
    }

    /// `setValue(_:forKeyPath:)` keeps each value as set, nil included, for the recorder.
    @Test func keyValueCodingKeepsEachValueByKeyPath() {
        let view = UIView()
        view.setValue(8, forKeyPath: "cornerRadius")
        view.setValue(nil, forKeyPath: "placeholder")
        #expect(view.valuesSetByKeyPath["cornerRadius"] as? Int == 8)
        #expect(view.valuesSetByKeyPath.keys.contains("placeholder"))
        #expect(UIView().valuesSetByKeyPath.isEmpty)
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        view.layer.borderColor = color.cgColor
        #expect(view.layer.borderColor?.uiColor === color, "a layer's colour says which UIColor it came from")
    }
}
