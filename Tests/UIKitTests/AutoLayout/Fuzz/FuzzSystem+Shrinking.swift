import Foundation
@testable import UIKit

/// Smaller systems made from a failing one (an edit, a constraint, a guide or a leaf view
/// fewer), and the features a system exercises.
extension FuzzSystem {
    /// Every system one part smaller, edits and guides first.
    var smaller: [FuzzSystem] {
        var result: [FuzzSystem] = []
        for index in edits.indices.reversed() {
            var next = self
            next.edits.remove(at: index)
            result.append(next)
        }
        for index in constraints.indices.reversed() { result.append(removingConstraint(index)) }
        for index in guides.indices.reversed() {
            var next = self
            for (position, constraint) in constraints.enumerated().reversed()
            where constraint.first == .guide(index) || constraint.second == .guide(index) {
                next = next.removingConstraint(position)
            }
            next.guides.remove(at: index)
            next.constraints = next.constraints.map { $0.renumberingGuides(after: index) }
            result.append(next)
        }
        for index in views.indices.reversed() where index > 0 {
            guard !views.indices.contains(where: { $0 > 0 && views[$0].parent == index }), !guides.contains(index) else { continue }
            var next = self
            for (position, constraint) in constraints.enumerated().reversed()
            where [constraint.first, constraint.second].contains(where: { $0.map { view(of: $0) == index } ?? false }) {
                next = next.removingConstraint(position)
            }
            next.edits.removeAll { edit in
                switch edit {
                case .frame(index, _), .intrinsic(index, _): true
                default: false
                }
            }
            next.views.remove(at: index)
            next.views = next.views.map { var view = $0; if view.parent > index { view.parent -= 1 }; return view }
            next.guides = next.guides.map { $0 > index ? $0 - 1 : $0 }
            next.constraints = next.constraints.map { $0.renumberingViews(after: index) }
            next.edits = next.edits.map { edit in
                switch edit {
                case .frame(let view, let frame) where view > index: .frame(view - 1, frame)
                case .intrinsic(let view, let size) where view > index: .intrinsic(view - 1, size)
                default: edit
                }
            }
            result.append(next)
        }
        return result
    }

    /// The system without constraint `index` (and the edits of it).
    func removingConstraint(_ index: Int) -> FuzzSystem {
        var next = self
        next.constraints.remove(at: index)
        next.edits = edits.compactMap { edit in
            func renumber(_ position: Int) -> Int? { position == index ? nil : position > index ? position - 1 : position }
            switch edit {
            case .constant(let position, let value): return renumber(position).map { .constant($0, value) }
            case .priority(let position, let value): return renumber(position).map { .priority($0, value) }
            case .activation(let position, let value): return renumber(position).map { .activation($0, value) }
            default: return edit
            }
        }
        return next
    }

    /// The features the issue names, as the system exercises them.
    var features: Set<String> {
        var result: Set<String> = []
        let marginAttributes: Set<NSLayoutConstraint.Attribute> = [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                                                                  .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        for constraint in constraints {
            if constraint.first.isMargins || constraint.second?.isMargins == true || marginAttributes.contains(constraint.firstAttribute)
                || marginAttributes.contains(constraint.secondAttribute) { result.insert("margins") }
            if constraint.first.isGuide || constraint.second?.isGuide == true { result.insert("layout guides") }
            let dimension = constraint.firstAttribute == .width || constraint.firstAttribute == .height
            if constraint.second == constraint.first && constraint.firstAttribute != constraint.secondAttribute { result.insert("aspect ratios") }
            else if constraint.second != nil && constraint.multiplier != 1 { result.insert(dimension ? "size multipliers" : "position multipliers") }
            if constraint.priority < 1000 { result.insert("optional constraints") }
            if constraint.relation != .equal { result.insert("inequalities") }
        }
        if views.dropFirst().contains(where: { !$0.translates && ($0.intrinsic.width >= 0 || $0.intrinsic.height >= 0) }) { result.insert("intrinsic sizes") }
        if views.dropFirst().contains(where: \.translates) { result.insert("autoresizing views") }
        for edit in edits {
            switch edit {
            case .constant: result.insert("edit: constant")
            case .priority: result.insert("edit: priority")
            case .activation: result.insert("edit: activation")
            case .frame: result.insert("edit: autoresizing frame")
            case .intrinsic: result.insert("edit: intrinsic size")
            case .rootSize: result.insert("edit: root size")
            }
        }
        return result
    }

    /// The system as a Swift literal, to keep a shrunk case as a regression test.
    var swiftLiteral: String {
        func view(_ spec: ViewSpec) -> String {
            var parts = ["parent: \(spec.parent)", "translates: \(spec.translates)"]
            if spec.translates || spec.parent == 0 && spec.frame != .zero { parts.append("frame: CGRect(x: \(spec.frame.minX), y: \(spec.frame.minY), width: \(spec.frame.width), height: \(spec.frame.height))") }
            if spec.translates { parts += ["mask: \(spec.mask)", "containerSize: CGSize(width: \(spec.containerSize.width), height: \(spec.containerSize.height))"] }
            if spec.intrinsic != CGSize(width: -1, height: -1) { parts.append("intrinsic: CGSize(width: \(spec.intrinsic.width), height: \(spec.intrinsic.height))") }
            if spec.hugging != (250, 250) { parts.append("hugging: (\(spec.hugging.horizontal), \(spec.hugging.vertical))") }
            if spec.compression != (750, 750) { parts.append("compression: (\(spec.compression.horizontal), \(spec.compression.vertical))") }
            if let m = spec.margins { parts.append("margins: EdgeInsets(top: \(m.top), left: \(m.left), bottom: \(m.bottom), right: \(m.right))") }
            return "ViewSpec(" + parts.joined(separator: ", ") + ")"
        }
        func constraint(_ c: Constraint) -> String {
            var parts = ["first: .\(c.first)", "firstAttribute: .\(c.firstAttribute)"]
            if c.relation != .equal { parts.append("relation: .\(c.relation)") }
            if let second = c.second { parts += ["second: .\(second)", "secondAttribute: .\(c.secondAttribute)"] }
            if c.multiplier != 1 { parts.append("multiplier: \(c.multiplier)") }
            if c.constant != 0 { parts.append("constant: \(c.constant)") }
            if c.priority != 1000 { parts.append("priority: \(c.priority)") }
            if !c.isActive { parts.append("isActive: false") }
            return "Constraint(" + parts.joined(separator: ", ") + ")"
        }
        return """
            FuzzSystem(views: [\(views.map(view).joined(separator: ",\n    "))],
                guides: \(guides),
                constraints: [\(constraints.map(constraint).joined(separator: ",\n    "))],
                edits: [\(edits.map { ".\($0)" }.joined(separator: ", "))])
            """
    }
}

extension FuzzSystem.Item {
    var isMargins: Bool { if case .margins = self { true } else { false } }
    var isGuide: Bool { if case .guide = self { true } else { false } }
}

extension FuzzSystem.Constraint {
    /// The same constraint with the guides after a removed one renumbered.
    func renumberingGuides(after removed: Int) -> Self {
        func renumber(_ item: FuzzSystem.Item) -> FuzzSystem.Item {
            if case .guide(let index) = item, index > removed { return .guide(index - 1) }
            return item
        }
        var copy = self
        copy.first = renumber(first)
        copy.second = second.map(renumber)
        return copy
    }

    /// The same constraint with the views after a removed one renumbered.
    func renumberingViews(after removed: Int) -> Self {
        func renumber(_ item: FuzzSystem.Item) -> FuzzSystem.Item {
            switch item {
            case .view(let index) where index > removed: .view(index - 1)
            case .margins(let index) where index > removed: .margins(index - 1)
            default: item
            }
        }
        var copy = self
        copy.first = renumber(first)
        copy.second = second.map(renumber)
        return copy
    }
}
