import Foundation

/// A factory class for creating layout constraint objects using a fluent API, as UIKit's
/// `NSLayoutAnchor`: an attribute of a view or layout guide. The generic type keeps anchors of
/// different axes apart at compile time (a leading anchor cannot be constrained to a top one).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let spec: AnchorSpec

    init(spec: AnchorSpec) {
        self.spec = spec
        super.init()
    }

    /// Returns a constraint that defines one item's attribute as equal to another.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, 0)
    }

    /// Returns a constraint that defines one item's attribute as greater than or equal to
    /// another.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0)
    }

    /// Returns a constraint that defines one item's attribute as less than or equal to another.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 0)
    }

    /// Returns a constraint that defines one item's attribute as equal to another item's
    /// attribute plus a constant offset.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, c)
    }

    /// Returns a constraint that defines one item's attribute as greater than or equal to
    /// another item's attribute plus a constant offset.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, c)
    }

    /// Returns a constraint that defines one item's attribute as less than or equal to
    /// another item's attribute plus a constant offset.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, _ constant: CGFloat,
              multiplier: CGFloat = 1) -> NSLayoutConstraint {
        if let other = anchor?.spec, !spec.isDistance, !other.isDistance,
           NSLayoutConstraint.mixesDirections(spec.attribute, other.attribute) {
            raiseException(.invalidArgumentException, NSLayoutConstraint.mixedDirectionsMessage)
        }
        return NSLayoutConstraint(first: spec, relation: relation, second: anchor?.spec, multiplier: multiplier, constant: constant)
    }

    /// The item the anchor belongs to: a view or a layout guide.
    open var item: AnyObject? { spec.item }

    /// The anchor's name in descriptions, as UIKit's: `UIView:0x….leading`.
    open var name: String { LayoutDescription.anchor(spec) }

    /// Whether the anchor's item has an ambiguous layout along the anchor's axis.
    open var hasAmbiguousLayout: Bool {
        guard let view = AnchorSpec.view(of: spec.item) else { return false }
        if let guide = spec.item as? UILayoutGuide { return guide.hasAmbiguousLayout }
        return view.hasAmbiguousLayout
    }

    /// The constraints that affect the anchor's item along the anchor's axis.
    open func constraintsAffectingLayout() -> [NSLayoutConstraint] {
        let axis: NSLayoutConstraint.Axis = spec.attribute.isHorizontal ? .horizontal : .vertical
        if let guide = spec.item as? UILayoutGuide { return guide.constraintsAffectingLayout(for: axis) }
        return (spec.item as? UIView)?.constraintsAffectingLayout(for: axis) ?? []
    }

    nonisolated open override var description: String { MainActor.assumeIsolated { describe() } }

    func describe() -> String {
        "<\(LayoutDescription.anchorClassName(spec)):\(LayoutDescription.address(self)) \"\(name)\">"
    }
}

/// A factory class for creating horizontal layout constraint objects, as UIKit's
/// `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A layout dimension object that represents the distance from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        var distance = spec
        distance.offsetTo = [otherAnchor.spec]
        return NSLayoutDimension(spec: distance)
    }

    /// Returns a constraint that defines the specific distance (the system spacing times the
    /// multiplier) by which the current anchor trails the specified anchor.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, LayoutDescription.systemSpacing * multiplier)
    }

    /// Returns a constraint that defines the minimum distance by which the current anchor
    /// trails the specified anchor.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, LayoutDescription.systemSpacing * multiplier)
    }

    /// Returns a constraint that defines the maximum distance by which the current anchor
    /// trails the specified anchor.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, LayoutDescription.systemSpacing * multiplier)
    }
}

/// A factory class for creating vertical layout constraint objects, as UIKit's
/// `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A layout dimension object that represents the distance from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        var distance = spec
        distance.offsetTo = [otherAnchor.spec]
        return NSLayoutDimension(spec: distance)
    }

    /// Returns a constraint that defines the specific distance (the system spacing times the
    /// multiplier) at which the current anchor is positioned below the specified anchor.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, LayoutDescription.systemSpacing * multiplier)
    }

    /// Returns a constraint that defines the minimum distance at which the current anchor is
    /// positioned below the specified anchor.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, LayoutDescription.systemSpacing * multiplier)
    }

    /// Returns a constraint that defines the maximum distance at which the current anchor is
    /// positioned below the specified anchor.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, LayoutDescription.systemSpacing * multiplier)
    }
}

/// A factory class for creating size-based layout constraint objects, as UIKit's
/// `NSLayoutDimension`.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Returns a constraint that defines a constant size for the anchor's size attribute.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, c) }
    /// Returns a constraint that defines the minimum size for the anchor's size attribute.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, c) }
    /// Returns a constraint that defines the maximum size for the anchor's size attribute.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, c) }

    /// Returns a constraint that defines the anchor's size attribute as equal to the specified
    /// anchor multiplied by the constant.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 0, multiplier: m)
    }

    /// Returns a constraint that defines the anchor's size attribute as greater than or equal
    /// to the specified anchor multiplied by the constant.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0, multiplier: m)
    }

    /// Returns a constraint that defines the anchor's size attribute as less than or equal to
    /// the specified anchor multiplied by the constant.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 0, multiplier: m)
    }

    /// Returns a constraint that defines the anchor's size attribute as equal to the specified
    /// size attribute multiplied by a constant plus an offset.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, c, multiplier: m)
    }

    /// Returns a constraint that defines the anchor's size attribute as greater than or equal
    /// to the specified anchor multiplied by the constant plus an offset.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, c, multiplier: m)
    }

    /// Returns a constraint that defines the anchor's size attribute as less than or equal to
    /// the specified anchor multiplied by the constant plus an offset.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, c, multiplier: m)
    }
}

/// The anchors of a layout item (a view or a layout guide), made on each use as UIKit's are
/// cheap values.
@MainActor
protocol LayoutAnchorItem: AnyObject {}

extension LayoutAnchorItem {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(spec: AnchorSpec(item: self, attribute: attribute))
    }
    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(spec: AnchorSpec(item: self, attribute: attribute))
    }
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(spec: AnchorSpec(item: self, attribute: attribute))
    }
}
