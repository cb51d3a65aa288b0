import Foundation
import PropertyBased
import Testing
@testable import UIKit

/// Random hierarchies placed by constraints, changed incrementally (constants, priorities,
/// subtrees removed and put back), checked frame by frame against the same hierarchy built
/// from scratch.
@Suite @MainActor struct AutoLayoutPropertyTests {
    private let seeds = Gen<UInt64>.value(in: 0...UInt64.max)

    /// One constraint of the model: `view.attribute == other.otherAttribute × multiplier + constant`
    /// (other: -1 is the root, else an earlier view).
    struct Spec {
        var view: Int
        var attribute: NSLayoutConstraint.Attribute
        var other: Int
        var otherAttribute: NSLayoutConstraint.Attribute
        var multiplier: CGFloat
        var constant: CGFloat
        var priority: Float
    }

    struct Model {
        var parents: [Int] = []
        var specs: [Spec] = []

        init(rng: inout SplitMix64) {
            let count = Int.random(in: 2...8, using: &rng)
            for index in 0..<count {
                parents.append(Int.random(in: -1..<index, using: &rng))
                // Every view is placed from the root or an earlier view: the system has one
                // solution. Optional priorities that nothing contradicts change nothing.
                func other() -> Int { Int.random(in: -1..<index, using: &rng) }
                func constant() -> CGFloat { CGFloat(Int.random(in: -50...50, using: &rng)) }
                func priority() -> Float { [1000, 1000, 999, 750][Int.random(in: 0..<4, using: &rng)] }
                // Leading/trailing never meet left/right in one constraint (UIKit refuses it).
                let horizontal: [NSLayoutConstraint.Attribute] = Bool.random(using: &rng)
                    ? [.left, .right, .centerX] : [.leading, .trailing, .centerX]
                let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]
                specs.append(Spec(view: index, attribute: horizontal.randomElement(using: &rng)!, other: other(),
                                  otherAttribute: horizontal.randomElement(using: &rng)!, multiplier: 1, constant: constant(), priority: priority()))
                specs.append(Spec(view: index, attribute: vertical.randomElement(using: &rng)!, other: other(),
                                  otherAttribute: vertical.randomElement(using: &rng)!, multiplier: 1, constant: constant(), priority: priority()))
                let widthOther = other()
                specs.append(Spec(view: index, attribute: .width, other: widthOther, otherAttribute: .width,
                                  multiplier: widthOther < 0 ? 0.25 : [0.5, 1, 2][Int.random(in: 0..<3, using: &rng)],
                                  constant: CGFloat(Int.random(in: 0...40, using: &rng)), priority: 1000))
                specs.append(Spec(view: index, attribute: .height, other: -2, otherAttribute: .notAnAttribute, multiplier: 1,
                                  constant: CGFloat(Int.random(in: 1...60, using: &rng)), priority: priority()))
            }
        }
    }

    /// The hierarchy of a model, laid out.
    @MainActor final class Built {
        let root = rootView(400, 400)
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []

        init(_ model: Model) {
            for parent in model.parents {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                (parent < 0 ? root : views[parent]).addSubview(view)
                views.append(view)
            }
            for spec in model.specs { constraints.append(make(spec)) }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }

        func item(_ index: Int) -> UIView { index < 0 ? root : views[index] }

        func make(_ spec: Spec) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(item: views[spec.view], attribute: spec.attribute, relatedBy: .equal,
                                              toItem: spec.other == -2 ? nil : item(spec.other), attribute: spec.otherAttribute,
                                              multiplier: spec.multiplier, constant: spec.constant)
            constraint.priority = UILayoutPriority(spec.priority)
            return constraint
        }

        /// Every view's frame in the root's coordinates.
        var frames: [CGRect] { views.map { $0.convert($0.bounds, to: root) } }
    }

    @Test func incrementalChangesEqualBuildingFromScratch() async {
        await propertyCheck(count: 200, input: seeds) { seed in check(seed) }
    }

    /// Fixed seeds, checked on every run whatever the random ones (these two once found edges at
    /// half pixels that rounded either way depending on the pivots).
    @Test func fixedSeeds() {
        check(11757144600563713165)
        check(7675812348851239679)
    }

    private func check(_ seed: UInt64) {
            var rng = SplitMix64(seed: seed)
            var model = Model(rng: &rng)
            let built = Built(model)
            for _ in 0..<8 {
                let index = Int.random(in: 0..<model.specs.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    let constant = CGFloat(Int.random(in: -50...50, using: &rng))
                    model.specs[index].constant = model.specs[index].attribute == .height ? abs(constant) + 1 : constant
                    built.constraints[index].constant = model.specs[index].constant
                case 1:
                    let priority: Float = model.specs[index].priority == 1000 ? 1000 : [999, 750][Int.random(in: 0..<2, using: &rng)]
                    model.specs[index].priority = priority
                    built.constraints[index].priority = UILayoutPriority(priority)
                case 2:
                    // A subtree leaves and comes back: the constraints to the rest are
                    // deactivated (UIKit's rule), then activated again.
                    let view = built.views[Int.random(in: 0..<built.views.count, using: &rng)]
                    let parent = view.superview!
                    view.removeFromSuperview()
                    parent.addSubview(view)
                    NSLayoutConstraint.activate(built.constraints.filter { !$0.isActive })
                default:
                    built.root.layoutIfNeeded()
                }
            }
            built.root.layoutIfNeeded()
            let fresh = Built(model)
            #expect(built.frames == fresh.frames, "seed \(seed)")
            #expect(fresh.frames.contains { $0.width > 0 }, "seed \(seed)")
            let allActive = built.constraints.allSatisfy { $0.isActive }
            #expect(allActive, "seed \(seed)")
    }
}
