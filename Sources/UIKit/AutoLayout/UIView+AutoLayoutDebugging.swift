import Foundation

extension UIView {
    // MARK: Fitting

    /// `systemLayoutSizeFitting`: the view's hierarchy solved on its own (the constraints held
    /// by the view and its descendants, their frames, intrinsic sizes and guides), with the
    /// view's own size free but for two constraints toward `targetSize` at the fitting
    /// priorities. Wrapping labels are measured again at the widths they get.
    ///
    /// A view without a superview is measured in its own engine, incrementally: its frame's
    /// size constraints leave the solver while the two fitting constraints are there (the
    /// prototype "sizing cell" of iOS code costs a few solver operations per measure).
    func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let isRoot = superview == nil
        let engine = isRoot ? makeLayoutEngine() : LayoutEngine(root: self, fitting: true)
        defer { if !isRoot { engine.dissolve() } }
        if !isRoot { engine.addHierarchy(self) }
        let item = engine.item(for: self)
        let pins = isRoot ? item.system : []
        for pin in pins { engine.detachFromSolver(pin) }
        func target(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ priority: UILayoutPriority) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(first: AnchorSpec(item: self, attribute: attribute), relation: .equal, second: nil,
                                              multiplier: 1, constant: value.isFinite ? value : 0, kind: .guide)
            constraint.priority = priority
            constraint.identifier = "UIView-Encapsulated-Layout-\(attribute == .width ? "Width" : "Height")"
            constraint.systemContainer = self
            engine.add(constraint)
            return constraint
        }
        let alignment = alignmentRect(forFrame: CGRect(origin: .zero, size: targetSize))
        let width = target(.width, alignment.width, horizontal)
        let height = target(.height, alignment.height, vertical)
        engine.update()
        let rect = engine.rect(of: item, scale: traitCollection.displayScale)
        if isRoot {
            engine.remove(width)
            engine.remove(height)
            for pin in pins { engine.insert(pin) }
            engine.isDirty = true
        }
        return frame(forAlignmentRect: CGRect(origin: .zero, size: rect.size)).size
    }

    // MARK: Debugging (UIKit's UIConstraintBasedLayoutDebugging)

    /// The work of `hasAmbiguousLayout`.
    var engineFindsAmbiguousLayout: Bool {
        guard let engine = layoutEngine else { return false }
        engine.update()
        return engine.isAmbiguous(self)
    }

    /// The work of `exerciseAmbiguityInLayout()`.
    func exerciseAmbiguityInEngine() {
        guard let engine = layoutEngine else { return }
        engine.update()
        guard engine.isAmbiguous(self) else { return }
        engine.exerciseAmbiguity(of: self)
    }

    /// The work of `constraintsAffectingLayout(for:)`.
    func engineConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = layoutEngine else { return [] }
        engine.update()
        return engine.constraintsAffecting(self, axis: axis)
    }
}
