import Foundation
@testable import UIKit

/// A system as the linear equations UIKit's engine solves, written for the kiwi oracle
/// independently of our engine: every item (view, guide, margins guide) has four variables,
/// its rectangle's origin in the root's coordinates and its size; a constraint's positions are
/// measured in the coordinates of the view it is installed on.
extension FuzzSystem {
    struct Equation {
        var terms: [Int: Double] = [:]
        var constant: Double = 0
        var relation: String = "=="
        var priority: Float = 1000

        mutating func add(_ variable: Int, _ coefficient: Double) { terms[variable, default: 0] += coefficient }

        var json: [String: Any] {
            ["terms": terms.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { [$0.key, $0.value] as [Any] },
             "constant": constant, "relation": relation, "priority": Double(priority)]
        }
    }

    /// The index of an item's first variable (minX; then minY, width, height).
    func base(of item: Item) -> Int {
        switch item {
        case .view(let index): 4 * index
        case .guide(let index): 4 * (views.count + index)
        case .margins(let index): 4 * (views.count + guides.count + index)
        }
    }

    var variableCount: Int { 4 * (2 * views.count + guides.count) }

    /// The margins UIKit uses for a view: its own, or 8 on every edge.
    func margins(of view: Int) -> UIEdgeInsets {
        views[view].margins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// `attribute` of `item` in the coordinates of the view `container`, added to `equation`
    /// times `factor`.
    private func add(_ item: Item, _ attribute: NSLayoutConstraint.Attribute, in container: Int, times factor: Double,
                     to equation: inout Equation) {
        var item = item, attribute = attribute
        let marginAttributes: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
            .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
            .leadingMargin: .leading, .trailingMargin: .trailing, .centerXWithinMargins: .centerX, .centerYWithinMargins: .centerY,
        ]
        if let plain = marginAttributes[attribute], case .view(let view) = item {
            item = .margins(view)
            attribute = plain
        }
        let b = base(of: item), origin = base(of: .view(container))
        switch attribute {
        case .left, .leading, .right, .trailing, .centerX:
            equation.add(b, factor)
            equation.add(origin, -factor)
            if attribute == .right || attribute == .trailing { equation.add(b + 2, factor) }
            if attribute == .centerX { equation.add(b + 2, factor / 2) }
        case .top, .bottom, .centerY:
            equation.add(b + 1, factor)
            equation.add(origin + 1, -factor)
            if attribute == .bottom { equation.add(b + 3, factor) }
            if attribute == .centerY { equation.add(b + 3, factor / 2) }
        case .width: equation.add(b + 2, factor)
        case .height: equation.add(b + 3, factor)
        default: fatalError("the fuzzer does not make \(attribute)")
        }
    }

    /// One axis of an autoresizing view's frame as a position and a length, each a constant
    /// plus a share of the superview's length: the flexible parts of the mask share the
    /// superview's changes in proportion to their lengths (UIKit's documented autoresizing).
    static func autoresizingRule(start: CGFloat, length: CGFloat, container: CGFloat, flexible: [Bool])
        -> (positionShare: Double, position: Double, lengthShare: Double, length: Double) {
        let lengths = [start, length, container - start - length].map { max($0, 0) }
        let count = flexible.filter { $0 }.count
        let total = zip(flexible, lengths).reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        func share(_ i: Int) -> CGFloat {
            guard flexible[i], count > 0 else { return 0 }
            return total > 0 ? lengths[i] / total : 1 / CGFloat(count)
        }
        return (Double(share(0)), Double(start - share(0) * container), Double(share(1)), Double(length - share(1) * container))
    }

    /// Every equation of the system: the root's frame, the autoresizing views' frames, the
    /// intrinsic sizes (`≥` at compression resistance, `≤` at hugging), the margins guides,
    /// and the active constraints.
    var equations: [Equation] {
        var result: [Equation] = []
        func pin(_ variable: Int, _ value: CGFloat) {
            var equation = Equation()
            equation.add(variable, 1)
            equation.constant = -Double(value)
            result.append(equation)
        }
        pin(0, 0)
        pin(1, 0)
        pin(2, rootSize.width)
        pin(3, rootSize.height)
        for (index, view) in views.enumerated() where index > 0 {
            let b = 4 * index, p = 4 * view.parent
            if view.translates {
                let mask = view.mask
                let axes = [(view.frame.minX, view.frame.width, view.containerSize.width, [mask & 1 != 0, mask & 2 != 0, mask & 4 != 0]),
                            (view.frame.minY, view.frame.height, view.containerSize.height, [mask & 8 != 0, mask & 16 != 0, mask & 32 != 0])]
                for (axis, (start, length, container, flexible)) in axes.enumerated() {
                    let rule = Self.autoresizingRule(start: start, length: length, container: container, flexible: flexible)
                    var position = Equation()
                    position.add(b + axis, 1)
                    position.add(p + axis, -1)
                    position.add(p + 2 + axis, -rule.positionShare)
                    position.constant = -rule.position
                    result.append(position)
                    var size = Equation()
                    size.add(b + 2 + axis, 1)
                    size.add(p + 2 + axis, -rule.lengthShare)
                    size.constant = -rule.length
                    result.append(size)
                }
            } else {
                let sizes = [view.intrinsic.width, view.intrinsic.height]
                let hugging = [view.hugging.horizontal, view.hugging.vertical]
                let compression = [view.compression.horizontal, view.compression.vertical]
                for axis in 0..<2 where sizes[axis] >= 0 {
                    var atLeast = Equation(terms: [b + 2 + axis: 1], constant: -Double(sizes[axis]), relation: ">=", priority: compression[axis])
                    result.append(atLeast)
                    atLeast.relation = "<="
                    atLeast.priority = hugging[axis]
                    result.append(atLeast)
                }
            }
        }
        for index in views.indices {
            let m = base(of: .margins(index)), b = 4 * index, insets = margins(of: index)
            result.append(Equation(terms: [m: 1, b: -1], constant: -Double(insets.left)))
            result.append(Equation(terms: [m + 1: 1, b + 1: -1], constant: -Double(insets.top)))
            result.append(Equation(terms: [m: 1, m + 2: 1, b: -1, b + 2: -1], constant: Double(insets.right)))
            result.append(Equation(terms: [m + 1: 1, m + 3: 1, b + 1: -1, b + 3: -1], constant: Double(insets.bottom)))
        }
        for constraint in constraints where constraint.isActive {
            let container = container(of: constraint)
            var equation = Equation()
            add(constraint.first, constraint.firstAttribute, in: container, times: 1, to: &equation)
            if let second = constraint.second {
                add(second, constraint.secondAttribute, in: container, times: -Double(constraint.multiplier), to: &equation)
            }
            equation.constant = -Double(constraint.constant)
            equation.relation = [.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][constraint.relation]!
            equation.priority = constraint.priority
            result.append(equation)
        }
        return result
    }

    /// The system as the oracle reads it.
    var oracleJSON: [String: Any] {
        ["variables": variableCount, "constraints": equations.map(\.json)]
    }
}
