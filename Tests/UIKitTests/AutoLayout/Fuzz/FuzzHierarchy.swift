import Foundation
@testable import UIKit

/// A view with an intrinsic content size that can be changed, as a label's changes with its
/// text.
final class FuzzIntrinsicView: UIView {
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A `FuzzSystem` built with the UIKit API, edited the way an app edits it.
@MainActor final class FuzzHierarchy {
    let system: FuzzSystem
    var views: [UIView] = []
    var guides: [UILayoutGuide] = []
    var constraints: [NSLayoutConstraint] = []

    init(_ system: FuzzSystem, scale: CGFloat = 2) {
        self.system = system
        for (index, spec) in system.views.enumerated() {
            let view: UIView
            if index == 0 {
                view = rootView(spec.frame.width, spec.frame.height, scale: scale)
            } else if spec.translates {
                view = UIView(frame: spec.frame)
                view.autoresizingMask = UIView.AutoresizingMask(rawValue: spec.mask)
            } else {
                let intrinsic = FuzzIntrinsicView()
                intrinsic.size = CGSize(width: spec.intrinsic.width < 0 ? UIView.noIntrinsicMetric : spec.intrinsic.width,
                                        height: spec.intrinsic.height < 0 ? UIView.noIntrinsicMetric : spec.intrinsic.height)
                intrinsic.translatesAutoresizingMaskIntoConstraints = false
                intrinsic.setContentHuggingPriority(UILayoutPriority(spec.hugging.horizontal), for: .horizontal)
                intrinsic.setContentHuggingPriority(UILayoutPriority(spec.hugging.vertical), for: .vertical)
                intrinsic.setContentCompressionResistancePriority(UILayoutPriority(spec.compression.horizontal), for: .horizontal)
                intrinsic.setContentCompressionResistancePriority(UILayoutPriority(spec.compression.vertical), for: .vertical)
                view = intrinsic
            }
            if let margins = spec.margins { view.layoutMargins = margins }
            if index > 0 { views[spec.parent].addSubview(view) }
            views.append(view)
        }
        for owner in system.guides {
            let guide = UILayoutGuide()
            views[owner].addLayoutGuide(guide)
            guides.append(guide)
        }
        for spec in system.constraints {
            let constraint = NSLayoutConstraint(item: object(spec.first), attribute: spec.firstAttribute, relatedBy: spec.relation,
                                              toItem: spec.second.map(object), attribute: spec.secondAttribute,
                                              multiplier: spec.multiplier, constant: spec.constant)
            constraint.priority = UILayoutPriority(spec.priority)
            constraints.append(constraint)
        }
        NSLayoutConstraint.activate(zip(system.constraints, constraints).filter { $0.0.isActive }.map(\.1))
        views[0].layoutIfNeeded()
    }

    func object(_ item: FuzzSystem.Item) -> AnyObject {
        switch item {
        case .view(let index): views[index]
        case .guide(let index): guides[index]
        case .margins(let index): views[index].layoutMarginsGuide
        }
    }

    /// Applies an edit with the UIKit API and lays out.
    func apply(_ edit: FuzzSystem.Edit) {
        switch edit {
        case .constant(let index, let value): constraints[index].constant = value
        case .priority(let index, let value): constraints[index].priority = UILayoutPriority(value)
        case .activation(let index, let value): constraints[index].isActive = value
        case .frame(let index, let frame): views[index].frame = frame
        case .intrinsic(let index, let size):
            (views[index] as! FuzzIntrinsicView).size = CGSize(width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                                                               height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
        case .rootSize(let size): views[0].frame = CGRect(origin: .zero, size: size)
        }
        views[0].layoutIfNeeded()
    }

    /// The engine's unrounded rectangle of a view or guide (in its superview's or owning view's
    /// coordinates); nil when the engine does not hold it.
    func solvedRect(_ object: AnyObject) -> CGRect? {
        guard let engine = views[0].layoutEngine, let item = engine.items[ObjectIdentifier(object)] else { return nil }
        return engine.rect(of: item, scale: 0)
    }

    /// Our engine's solution as the oracle's variables (each item's rectangle in the root's
    /// coordinates): views the engine does not hold are where their frames put them.
    func engineValues() -> [Double] {
        var values = [Double](repeating: 0, count: system.variableCount)
        func store(_ item: FuzzSystem.Item, _ rect: CGRect, in owner: Int?) {
            let b = system.base(of: item)
            let origin = owner.map { (values[4 * $0], values[4 * $0 + 1]) } ?? (0, 0)
            values[b] = origin.0 + Double(rect.origin.x)
            values[b + 1] = origin.1 + Double(rect.origin.y)
            values[b + 2] = Double(rect.size.width)
            values[b + 3] = Double(rect.size.height)
        }
        for (index, spec) in system.views.enumerated() {
            let view = views[index]
            store(.view(index), index == 0 ? CGRect(origin: .zero, size: view.bounds.size) : solvedRect(view) ?? view.frame,
                  in: index == 0 ? nil : spec.parent)
        }
        for (index, owner) in system.guides.enumerated() {
            store(.guide(index), solvedRect(guides[index]) ?? guides[index].layoutFrame, in: owner)
        }
        for index in system.views.indices {
            // A margins guide the engine does not hold is where the view's margins put it.
            let size = CGSize(width: values[4 * index + 2], height: values[4 * index + 3]), insets = system.margins(of: index)
            let inset = CGRect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                               height: size.height - insets.top - insets.bottom)
            store(.margins(index), solvedRect(views[index].layoutMarginsGuide) ?? inset, in: index)
        }
        return values
    }
}
