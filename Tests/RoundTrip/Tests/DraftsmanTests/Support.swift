import Draftsman
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

/// Everything a recorded constraint says, in a form `#expect(==)` can diff.
struct Shape: Equatable, CustomStringConvertible {
    var first: ObjectIdentifier?
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var second: ObjectIdentifier?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: Float = 1000
    var identifier: String?

    var description: String {
        let relationText = ["<=", "==", ">="][relation.rawValue + 1]
        return "\(firstAttribute) \(relationText) \(second == nil ? "nil" : "item").\(secondAttribute) * \(multiplier) + \(constant) @\(priority) \(identifier ?? "")"
    }
}

/// The shape of a recorded constraint.
@MainActor
func shape(_ constraint: NSLayoutConstraint) -> Shape {
    Shape(
        first: constraint.firstItem.map(ObjectIdentifier.init), firstAttribute: constraint.firstAttribute,
        relation: constraint.relation,
        second: constraint.secondItem.map(ObjectIdentifier.init), secondAttribute: constraint.secondAttribute,
        multiplier: constraint.multiplier, constant: constraint.constant,
        priority: constraint.priority.rawValue, identifier: constraint.identifier
    )
}

/// The expected shape: `first.firstAttribute relation second.secondAttribute * multiplier + constant`.
func shape(
    _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000, identifier: String? = nil
) -> Shape {
    Shape(
        first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
        second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
        multiplier: multiplier, constant: constant, priority: priority, identifier: identifier
    )
}

/// A parent with two children, the usual fixture for relations between siblings.
@MainActor
struct Family {
    let parent = UIView()
    let view = UIView()
    let other = UIView()

    init() {
        parent.addSubview(view)
        parent.addSubview(other)
    }
}
