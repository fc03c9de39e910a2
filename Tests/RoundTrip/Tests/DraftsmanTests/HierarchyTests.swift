import Draftsman
import Testing
import UIKit

/// §5, §7, §10: the view-hierarchy DSL, plans, translatesAutoresizingMaskIntoConstraints, build vs apply.
@Suite(.isolatedRecorder) @MainActor
struct HierarchyTests {
    @Test func applyActivatesOwnThenSubviewsThenArranged() {
        let root = UIStackView()
        let child = UIView()
        let grandchild = UIView()
        let arranged = UIView()
        let applied = root.drf
            .insertStacked { arranged.drf.height.equal(to: 10) }
            .insert {
                child.drf.top.equal(with: .parent).insert {
                    grandchild.drf.width.equal(to: 5)
                }
            }
            .width.equal(to: 100)
            .apply()
        #expect(applied.map(\.firstItem).map { $0.map(ObjectIdentifier.init) } == [root, child, grandchild, arranged].map(ObjectIdentifier.init))
        #expect(applied.allSatisfy { $0.isActive })
        #expect(ConstraintRecorder.current.active.count == 4)
        #expect(root.constraints.count == 2)
        #expect(grandchild.constraints.count == 1)
    }

    @Test func translatesAutoresizingMaskRules() {
        let controller = UIViewController()
        let root = UIView()
        let child = UIView()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let cellChild = UILabel()
        _ = root.drf.insert {
            child
            cell
            controller
        }.build()
        _ = cell.contentView.drf.insert { cellChild }.build()
        #expect(cell.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(!child.translatesAutoresizingMaskIntoConstraints)
        #expect(cell.contentView.translatesAutoresizingMaskIntoConstraints)
        #expect(!cellChild.translatesAutoresizingMaskIntoConstraints)
        #expect(controller.view.translatesAutoresizingMaskIntoConstraints)
        #expect(controller.view.superview === root)
    }

    @Test func insertedControllerBecomesAChild() {
        let parentController = UIViewController()
        let childController = UIViewController()
        _ = parentController.draftContent { childController }.apply()
        #expect(parentController.children.map(ObjectIdentifier.init) == [ObjectIdentifier(childController)])
        #expect(childController.view.superview === parentController.view)
    }

    @Test func layoutPlanAcceptsOptionalsConditionsLoopsAndArrays() {
        let root = UIView()
        let optional: UILabel? = UILabel()
        let missing: UIView? = nil
        let flag = false
        let labels = (0..<3).map { _ in UILabel() }
        let mixed: [PlanComponent] = [UIButton(), UISwitch().drf.centered()]
        _ = root.draftContent {
            optional
            missing
            if flag {
                UIView()
            } else {
                UITextField()
            }
            for label in labels {
                label.drf.height.equal(to: 20)
            }
            labels
            mixed
        }.build()
        #expect(root.subviews.map { String(describing: type(of: $0)) } == ["UILabel", "UITextField", "UILabel", "UILabel", "UILabel", "UIButton", "UISwitch"])
    }

    @Test func plannedViewAppliesItsPlan() {
        final class Card: UIView, Planned {
            let title = UILabel()

            @LayoutPlan var viewPlan: ViewPlan {
                title.drf.builder.accessibilityIdentifier("title").drf
                    .top.equal(with: .parent).offset(by: 8)
                    .horizontal.equal(with: .parent)
            }
        }
        let card = Card()
        #expect(!card.viewPlanApplied)
        let applied = card.applyPlan()
        #expect(card.title.superview === card)
        #expect(card.title.accessibilityIdentifier == "title")
        #expect(applied.count == 3)
        #expect(card.appliedConstraints.count == 3)
        card.applyPlan()
        #expect(ConstraintRecorder.current.active.count == 3)
    }

    @Test func plannedCellAndStack() {
        final class Cell: UITableViewCell, PlannedCell {
            let label = UILabel()

            @LayoutPlan var contentViewPlan: ViewPlan {
                label.drf.fillParent()
            }
        }
        final class Stack: UIStackView, PlannedStack {
            let label = UILabel()

            @LayoutPlan var stackViewPlan: ViewPlan {
                label
            }
        }
        let cell = Cell(style: .default, reuseIdentifier: "cell")
        #expect(cell.applyPlan().map(\.secondItem).allSatisfy { $0 === cell.contentView })
        let stack = Stack()
        stack.applyPlan()
        #expect(stack.arrangedSubviews.first === stack.label)
    }

    @Test func stackedShortcuts() {
        let label = UILabel()
        let horizontal = HStacked(margins: UIEdgeInsets(insets: 4), distribution: .fillEqually, spacing: 8) { label }
        _ = horizontal.build()
        let stack = horizontal.underlyingView
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.spacing == 8)
        #expect(stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.first === label)
        let vertical = VStacked(spacing: 32) { UILabel() }
        #expect(vertical.underlyingView.axis == .vertical)
        #expect(!vertical.underlyingView.isLayoutMarginsRelativeArrangement)
    }

    @Test func marginedPinsItsChildWithMargins() {
        let label = UILabel()
        let margined = Margined(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) { label }
        let built = margined.build()
        let container = margined.underlyingView
        #expect(label.superview === container)
        #expect(built.map(shape) == [
            shape(label, .left, .equal, container, .left, constant: 2),
            shape(label, .right, .equal, container, .right, constant: -4),
            shape(label, .top, .equal, container, .top, constant: 1),
            shape(label, .bottom, .equal, container, .bottom, constant: -3),
        ])
    }

    @Test func spacerActivatesItsOwnMinimumWhenArranged() {
        let spacer = SpacerView(12)
        let built = VStacked(spacing: 0) { spacer }.apply()
        #expect(built.isEmpty)
        #expect(spacer.constraints.map(shape) == [shape(spacer, .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 12)])
    }

    @Test func scrollableStackAttachesOnlyWithTheAxisInitializer() {
        let detached = ScrollableStackView()
        #expect(detached.subviews.isEmpty)
        let attached = ScrollableStackView(axis: .vertical)
        #expect(attached.stackView.superview === attached)
        #expect(attached.constraints.map(\.firstAttribute) == [.left, .right, .top, .bottom, .width])
        #expect(attached.stackView.alignment == .center)
        #expect(attached.stackView.distribution == .equalSpacing)
        let label = UILabel()
        _ = VScrollableStacked(margin: 4) { label }.build()
        #expect(label.superview is UIStackView)
    }

    @Test func builderAssignsByKeyPathAndReturnsToTheDraft() {
        let label = UILabel()
        let parent = UIView()
        parent.addSubview(label)
        let built = label.drf.builder.text("hello").numberOfLines(0).drf.top.equal(with: .parent).build()
        #expect(label.text == "hello")
        #expect(label.numberOfLines == 0)
        #expect(built.count == 1)
    }
}
