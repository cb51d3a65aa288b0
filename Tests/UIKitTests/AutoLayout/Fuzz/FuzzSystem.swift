import Foundation
@testable import UIKit

/// A view hierarchy with constraints, as plain data: what the differential test generates,
/// builds with the UIKit API, writes as equations for kiwi, edits and shrinks.
struct FuzzSystem: Sendable {
    /// A view: index 0 is the root, each other view's parent comes before it.
    struct ViewSpec: Sendable {
        var parent: Int
        /// Whether the view keeps `translatesAutoresizingMaskIntoConstraints` (only inside a
        /// root or another such view, so that its superview's size is known when its frame is
        /// set).
        var translates: Bool
        var frame: CGRect = .zero
        var mask: UInt = 0
        /// The superview's size when the frame was set (what the autoresizing constraints are
        /// made from).
        var containerSize: CGSize = .zero
        /// −1 along an axis: no intrinsic metric.
        var intrinsic = CGSize(width: -1, height: -1)
        var hugging: (horizontal: Float, vertical: Float) = (250, 250)
        var compression: (horizontal: Float, vertical: Float) = (750, 750)
        /// nil: UIKit's default margins (8 on each edge).
        var margins: UIEdgeInsets?
    }

    /// Something a constraint names.
    enum Item: Hashable, Sendable {
        case view(Int)
        /// A `UILayoutGuide` added to a view.
        case guide(Int)
        /// A view's `layoutMarginsGuide`.
        case margins(Int)
    }

    struct Constraint: Sendable {
        var first: Item
        var firstAttribute: NSLayoutConstraint.Attribute
        var relation: NSLayoutConstraint.Relation = .equal
        var second: Item?
        var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
        var multiplier: CGFloat = 1
        var constant: CGFloat = 0
        var priority: Float = 1000
        var isActive = true
    }

    enum Edit: Sendable {
        case constant(Int, CGFloat)
        case priority(Int, Float)
        case activation(Int, Bool)
        /// A new frame for a view that translates its mask.
        case frame(Int, CGRect)
        case intrinsic(Int, CGSize)
        case rootSize(CGSize)
    }

    var views: [ViewSpec]
    /// The owning view of each layout guide.
    var guides: [Int] = []
    var constraints: [Constraint] = []
    var edits: [Edit] = []

    var rootSize: CGSize { views[0].frame.size }

    /// The view an item belongs to (a guide's owning view).
    func view(of item: Item) -> Int {
        switch item {
        case .view(let index), .margins(let index): index
        case .guide(let index): guides[index]
        }
    }

    /// The view and its ancestors, nearest first.
    func ancestors(of view: Int) -> [Int] {
        var chain = [view]
        while chain.last! != 0 { chain.append(views[chain.last!].parent) }
        return chain
    }

    /// The view UIKit installs a constraint on: the nearest common ancestor of its items' views.
    func container(of constraint: Constraint) -> Int {
        let first = ancestors(of: view(of: constraint.first))
        guard let second = constraint.second else { return first[0] }
        let others = Set(ancestors(of: view(of: second)))
        return first.first { others.contains($0) }!
    }
}

extension FuzzSystem {
    /// The system after an edit, as UIKit's state would be: a root size change resizes the
    /// views that translate their masks, as autoresizing does.
    func applying(_ edit: Edit) -> FuzzSystem {
        var next = self
        next.edits = []
        switch edit {
        case .constant(let index, let value): next.constraints[index].constant = value
        case .priority(let index, let value): next.constraints[index].priority = value
        case .activation(let index, let value): next.constraints[index].isActive = value
        case .frame(let index, let frame):
            next.views[index].frame = frame
            next.views[index].containerSize = next.views[next.views[index].parent].frame.size
            next.autoresizeSubviews(of: index, from: views[index].frame.size)
        case .intrinsic(let index, let size): next.views[index].intrinsic = size
        case .rootSize(let size):
            let old = rootSize
            next.views[0].frame.size = size
            next.autoresizeSubviews(of: 0, from: old)
        }
        return next
    }

    /// Autoresizing as UIKit documents it: along each axis the flexible margins and size share
    /// the superview's change in proportion to their lengths (equally when all are zero).
    private mutating func autoresizeSubviews(of parent: Int, from oldSize: CGSize) {
        let newSize = views[parent].frame.size
        guard newSize != oldSize else { return }
        for index in views.indices where index > 0 && views[index].parent == parent && views[index].translates {
            let old = views[index].frame, mask = views[index].mask
            func resize(_ start: CGFloat, _ length: CGFloat, _ from: CGFloat, _ to: CGFloat, _ bits: (UInt, UInt, UInt)) -> (CGFloat, CGFloat) {
                let flexible = [mask & bits.0 != 0, mask & bits.1 != 0, mask & bits.2 != 0]
                let lengths = [start, length, from - start - length].map { max($0, 0) }
                let count = flexible.filter { $0 }.count
                guard count > 0, from != to else { return (start, length) }
                let total = zip(flexible, lengths).reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
                func part(_ i: Int) -> CGFloat {
                    guard flexible[i] else { return 0 }
                    return total > 0 ? (to - from) * lengths[i] / total : (to - from) / CGFloat(count)
                }
                return (start + part(0), max(0, length + part(1)))
            }
            let (x, width) = resize(old.minX, old.width, oldSize.width, newSize.width, (1, 2, 4))
            let (y, height) = resize(old.minY, old.height, oldSize.height, newSize.height, (8, 16, 32))
            views[index].frame = CGRect(x: x, y: y, width: width, height: height)
            views[index].containerSize = newSize
            autoresizeSubviews(of: index, from: old.size)
        }
    }

    /// The states to compare: the system as built, then after each edit.
    var states: [FuzzSystem] {
        var result = [self]
        for edit in edits { result.append(result.last!.applying(edit)) }
        return result
    }
}
