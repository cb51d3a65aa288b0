import Foundation

extension View {
    // MARK: Fitting

    /// `systemLayoutSizeFitting`: the view's hierarchy solved on its own (the constraints held
    /// by the view and its descendants, their frames, intrinsic sizes and guides), with the
    /// view's own size free but for two constraints toward `targetSize` at the fitting
    /// priorities. Wrapping labels are measured again at the widths they get.
    func fittingSize(_ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: true)
        defer { engine.dissolve() }
        engine.addHierarchy(self)
        let item = engine.item(for: self)
        func target(_ attribute: LayoutConstraint.Attribute, _ value: CGFloat, _ priority: LayoutPriority) {
            let constraint = LayoutConstraint(first: AnchorSpec(item: self, attribute: attribute), relation: .equal, second: nil,
                                              multiplier: 1, constant: value.isFinite ? value : 0, kind: .guide)
            constraint.priority = priority
            constraint.identifier = "UIView-Encapsulated-Layout-\(attribute == .width ? "Width" : "Height")"
            constraint.systemContainer = self
            engine.add(constraint)
        }
        let alignment = alignmentRect(forFrame: CGRect(origin: .zero, size: targetSize))
        target(.width, alignment.width, horizontal)
        target(.height, alignment.height, vertical)
        engine.update()
        let rect = engine.rect(of: item, scale: traitCollection.displayScale)
        return frame(forAlignmentRect: CGRect(origin: .zero, size: rect.size)).size
    }

    // MARK: Debugging (UIKit's UIConstraintBasedLayoutDebugging)

    /// Whether the constraints leave the view's frame undetermined (other frames satisfy
    /// them as well).
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutEngine else { return false }
        engine.update()
        return engine.isAmbiguous(self)
    }

    /// Moves a view with an ambiguous layout to another of the frames its constraints allow.
    public func exerciseAmbiguityInLayout() {
        guard let engine = layoutEngine else { return }
        engine.update()
        guard engine.isAmbiguous(self) else { return }
        engine.exerciseAmbiguity(of: self)
    }

    /// The constraints that determine the view's frame along an axis, the system's included.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        guard let engine = layoutEngine else { return [] }
        engine.update()
        return engine.constraintsAffecting(self, axis: axis)
    }
}
