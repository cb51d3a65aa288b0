import Foundation
@testable import UIKit

/// Random systems that are meant to be well posed: each view placed by constraints gets a
/// position and a size along each axis (an edge, a center, a multiple of another position; an
/// intrinsic size, a constant, a multiple of another size, an aspect ratio, a second edge),
/// then a few extra constraints that compete (optional ones that lose, inequalities that
/// clamp intrinsic sizes). Whatever is still ambiguous is dropped by the oracle.
extension FuzzSystem {
    static func random(using rng: inout SplitMix64) -> FuzzSystem {
        let rootSizes = [CGSize(width: 320, height: 568), CGSize(width: 375, height: 667), CGSize(width: 768, height: 1024),
                         CGSize(width: 414, height: 896)]
        var system = FuzzSystem(views: [ViewSpec(parent: 0, translates: true, frame: CGRect(origin: .zero, size: rootSizes.randomElement(using: &rng)!))])
        let count = Bool.random(using: &rng) ? Int.random(in: 2...8, using: &rng) : Int.random(in: 2...40, using: &rng)
        func constant(_ range: ClosedRange<Int>) -> CGFloat {
            CGFloat(Int.random(in: range, using: &rng)) + (Int.random(in: 0..<4, using: &rng) == 0 ? 0.5 : 0)
        }
        func optionalPriority() -> Float { [1, 50, 249, 250, 251, 500, 749, 750, 751, 999].randomElement(using: &rng)! }
        for _ in 1..<count {
            let translatesParents = system.views.indices.filter { system.views[$0].translates }
            let autoresizing = Int.random(in: 0..<5, using: &rng) == 0
            let parent = autoresizing ? translatesParents.randomElement(using: &rng)! : Int.random(in: 0..<system.views.count, using: &rng)
            var view = ViewSpec(parent: parent, translates: autoresizing)
            if autoresizing {
                let size = system.views[parent].frame.size
                let width = constant(0...Int(max(size.width, 1))), height = constant(0...Int(max(size.height, 1)))
                view.frame = CGRect(x: constant(0...Int(max(size.width - width, 0))), y: constant(0...Int(max(size.height - height, 0))),
                                    width: width, height: height)
                view.mask = UInt.random(in: 0..<64, using: &rng)
                view.containerSize = size
            } else {
                if Bool.random(using: &rng) {
                    view.intrinsic = CGSize(width: Int.random(in: 0..<5, using: &rng) == 0 ? -1 : constant(0...200),
                                            height: Int.random(in: 0..<5, using: &rng) == 0 ? -1 : constant(0...120))
                    let hugs: [Float] = [1, 50, 250, 251, 500, 750, 1000], resists: [Float] = [50, 250, 500, 750, 751, 1000]
                    view.hugging = (hugs.randomElement(using: &rng)!, hugs.randomElement(using: &rng)!)
                    view.compression = (resists.randomElement(using: &rng)!, resists.randomElement(using: &rng)!)
                    // A view cannot both hug and resist as required and be pulled elsewhere; kept
                    // anyway: the oracle drops what cannot hold.
                }
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                view.margins = UIEdgeInsets(top: constant(0...24), left: constant(0...24), bottom: constant(0...24), right: constant(0...24))
            }
            system.views.append(view)
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            system.guides.append(Int.random(in: 0..<system.views.count, using: &rng))
        }

        // The items an item may be related to: its own view's relatives come first.
        func references(for item: Item) -> [Item] {
            let own = system.view(of: item)
            var result: [Item] = []
            for index in system.views.indices where index != own || item != .view(own) {
                if index < own || index == system.views[own].parent { result.append(.view(index)) }
                if index < own || (index == own && item != .view(own)) { result.append(.margins(index)) }
            }
            for (index, owner) in system.guides.enumerated() where owner < own && item != .guide(index) { result.append(.guide(index)) }
            return result
        }
        func reference(for item: Item) -> Item {
            let own = system.view(of: item)
            let parent = item == .view(own) ? system.views[own].parent : own
            if Bool.random(using: &rng) { return Bool.random(using: &rng) ? .view(parent) : .margins(parent) }
            return references(for: item).randomElement(using: &rng) ?? .view(parent)
        }
        func positionMultiplier() -> CGFloat {
            Int.random(in: 0..<6, using: &rng) == 0 ? [0.5, 0.25, 2, 1.5, 0.75].randomElement(using: &rng)! : 1
        }
        func sizeMultiplier() -> CGFloat {
            Int.random(in: 0..<3, using: &rng) == 0 ? [0.5, 0.25, 2, 1.5, 1 / 3].randomElement(using: &rng)! : 1
        }
        /// A position attribute of an axis, and a second one of the same family (UIKit refuses
        /// leading with left).
        func positions(_ horizontal: Bool, marginsAllowed: Bool) -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) {
            if !horizontal {
                let plain: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]
                let second = marginsAllowed && Int.random(in: 0..<4, using: &rng) == 0
                    ? [.topMargin, .bottomMargin, .centerYWithinMargins].randomElement(using: &rng)! : plain.randomElement(using: &rng)!
                return (plain.randomElement(using: &rng)!, second)
            }
            let directional = Bool.random(using: &rng)
            let plain: [NSLayoutConstraint.Attribute] = directional ? [.leading, .trailing, .centerX] : [.left, .right, .centerX]
            let margins: [NSLayoutConstraint.Attribute] = directional ? [.leadingMargin, .trailingMargin, .centerXWithinMargins]
                : [.leftMargin, .rightMargin, .centerXWithinMargins]
            var first = plain.randomElement(using: &rng)!
            let second = marginsAllowed && Int.random(in: 0..<4, using: &rng) == 0 ? margins.randomElement(using: &rng)! : plain.randomElement(using: &rng)!
            if first == .centerX && second != .centerX && second != .centerXWithinMargins { first = directional ? .leading : .left }
            return (first, second)
        }
        func place(_ item: Item, hasIntrinsic: (Bool, Bool), aspectAllowed: Bool) {
            var aspectUsed = !aspectAllowed
            for horizontal in [true, false] {
                let other = reference(for: item)
                let (first, second) = positions(horizontal, marginsAllowed: other.isView)
                system.constraints.append(Constraint(first: item, firstAttribute: first, second: other, secondAttribute: second,
                                                     multiplier: positionMultiplier(), constant: constant(-40...40)))
                let dimension: NSLayoutConstraint.Attribute = horizontal ? .width : .height
                let intrinsic = horizontal ? hasIntrinsic.0 : hasIntrinsic.1
                if intrinsic && Int.random(in: 0..<3, using: &rng) > 0 { continue }
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    system.constraints.append(Constraint(first: item, firstAttribute: dimension, constant: constant(0...300)))
                case 1:
                    let sized = reference(for: item)
                    system.constraints.append(Constraint(first: item, firstAttribute: dimension, second: sized,
                                                         secondAttribute: Bool.random(using: &rng) ? dimension : (horizontal ? .height : .width),
                                                         multiplier: sizeMultiplier(), constant: constant(-20...20)))
                case 2 where !aspectUsed:
                    aspectUsed = true
                    system.constraints.append(Constraint(first: item, firstAttribute: dimension, second: item,
                                                         secondAttribute: horizontal ? .height : .width,
                                                         multiplier: [1, 0.5, 2, 4 / 3, 16 / 9, 0.75].randomElement(using: &rng)!))
                default:
                    let edgeReference = reference(for: item)
                    let (edge, otherEdge) = positions(horizontal, marginsAllowed: edgeReference.isView)
                    system.constraints.append(Constraint(first: item, firstAttribute: edge, second: edgeReference,
                                                         secondAttribute: otherEdge, constant: constant(-40...40)))
                }
            }
        }
        for index in system.views.indices where index > 0 && !system.views[index].translates {
            let intrinsic = system.views[index].intrinsic
            place(.view(index), hasIntrinsic: (intrinsic.width >= 0, intrinsic.height >= 0), aspectAllowed: true)
        }
        for index in system.guides.indices {
            place(.guide(index), hasIntrinsic: (false, false), aspectAllowed: false)
        }
        // Competition: optional constraints that lose, inequalities that clamp.
        let placed = system.views.indices.filter { $0 > 0 && !system.views[$0].translates }.map { Item.view($0) }
            + system.guides.indices.map { Item.guide($0) }
        for _ in 0..<Int.random(in: 0...max(1, placed.count), using: &rng) {
            guard let item = placed.randomElement(using: &rng) else { break }
            var constraint: Constraint
            if Bool.random(using: &rng) {
                let dimension: NSLayoutConstraint.Attribute = Bool.random(using: &rng) ? .width : .height
                constraint = Constraint(first: item, firstAttribute: dimension, constant: constant(0...250))
                if Bool.random(using: &rng) {
                    constraint.second = reference(for: item)
                    constraint.secondAttribute = Bool.random(using: &rng) ? .width : .height
                    constraint.multiplier = sizeMultiplier()
                    constraint.constant = constant(-20...20)
                }
            } else {
                let other = reference(for: item)
                let (first, second) = positions(Bool.random(using: &rng), marginsAllowed: other.isView)
                constraint = Constraint(first: item, firstAttribute: first, second: other, secondAttribute: second,
                                        multiplier: positionMultiplier(), constant: constant(-60...60))
            }
            constraint.relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            constraint.priority = constraint.relation != .equal && Int.random(in: 0..<3, using: &rng) == 0 ? 1000 : optionalPriority()
            system.constraints.append(constraint)
        }

        // Edits.
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let optional = system.constraints.indices.filter { system.constraints[$0].priority < 1000 }
            let autoresizing = system.views.indices.filter { $0 > 0 && system.views[$0].translates }
            let intrinsic = system.views.indices.filter { !system.views[$0].translates && system.views[$0].intrinsic != CGSize(width: -1, height: -1) }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where !system.constraints.isEmpty:
                let index = Int.random(in: 0..<system.constraints.count, using: &rng)
                let dimension = system.constraints[index].second == nil
                system.edits.append(.constant(index, dimension ? constant(0...300) : constant(-60...60)))
            case 1 where !optional.isEmpty:
                system.edits.append(.priority(optional.randomElement(using: &rng)!, optionalPriority()))
            case 2 where !system.constraints.isEmpty:
                let index = Int.random(in: 0..<system.constraints.count, using: &rng)
                system.edits.append(.activation(index, Bool.random(using: &rng)))
            case 3 where !autoresizing.isEmpty:
                let index = autoresizing.randomElement(using: &rng)!
                let size = system.views[system.views[index].parent].frame.size
                system.edits.append(.frame(index, CGRect(x: constant(0...Int(max(size.width / 2, 1))), y: constant(0...Int(max(size.height / 2, 1))),
                                                         width: constant(0...Int(max(size.width / 2, 1))), height: constant(0...Int(max(size.height / 2, 1))))))
            case 4 where !intrinsic.isEmpty:
                let index = intrinsic.randomElement(using: &rng)!
                let old = system.views[index].intrinsic
                system.edits.append(.intrinsic(index, CGSize(width: old.width < 0 ? -1 : constant(0...200), height: old.height < 0 ? -1 : constant(0...120))))
            default:
                system.edits.append(.rootSize(CGSize(width: constant(200...1024), height: constant(300...1366))))
            }
        }
        return system
    }
}

extension FuzzSystem.Item {
    var isView: Bool { if case .view = self { true } else { false } }
}
