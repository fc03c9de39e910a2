import Testing
import UIKit

/// Gives each test its own constraint recorder, so tests can run in parallel.
struct IsolatedRecorder: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ConstraintRecorder.$current.withValue(ConstraintRecorder()) {
            try await function()
        }
    }
}

extension Trait where Self == IsolatedRecorder {
    static var isolatedRecorder: IsolatedRecorder { IsolatedRecorder() }
}

/// A recorded constraint in UIKit's debug notation with the test's names, which
/// `#expect(==)` diffs readably: `child.bottom == parent.bottom - 8 @750 "id"`.
func text(_ constraint: NSLayoutConstraint, _ names: [ObjectIdentifier: String]) -> String {
    func name(_ item: AnyObject?) -> String { item.map { names[ObjectIdentifier($0)] ?? "?" } ?? "nil" }
    let relation = ["<=", "==", ">="][constraint.relation.rawValue + 1]
    var result = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
    if constraint.secondItem == nil {
        result += "\(constraint.secondAttribute == .notAnAttribute ? "" : "\(constraint.secondAttribute) ")\(number(constraint.constant))"
    } else {
        result += "\(name(constraint.secondItem)).\(constraint.secondAttribute)"
        if constraint.multiplier != 1 { result += " * \(number(constraint.multiplier))" }
        if constraint.constant != 0 { result += constraint.constant < 0 ? " - \(number(-constraint.constant))" : " + \(number(constraint.constant))" }
    }
    if constraint.priority != .required { result += " @\(number(CGFloat(constraint.priority.rawValue)))" }
    if let identifier = constraint.identifier { result += " \"\(identifier)\"" }
    return result
}

private func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : "\(value)"
}

/// A parent with two children, `child` and `sibling`, and names for them.
@MainActor
struct Family {
    let parent = UIView()
    let child = UIView()
    let sibling = UIView()

    init() {
        parent.addSubview(child)
        parent.addSubview(sibling)
    }

    var names: [ObjectIdentifier: String] {
        [ObjectIdentifier(parent): "parent", ObjectIdentifier(child): "child", ObjectIdentifier(sibling): "sibling",
         ObjectIdentifier(parent.safeAreaLayoutGuide): "safeArea"]
    }

    /// The active constraints, as text, in creation order.
    var active: [String] { ConstraintRecorder.current.active.map { text($0, names) } }
    var errors: [String] { ConstraintRecorder.current.errors }
}
