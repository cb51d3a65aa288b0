import Foundation

/// A view that defines the behavior for all cells and supplementary views presented by a
/// collection view, as UIKit's `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// The attributes the collection view last applied.
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The collection view's display pass that last found the view on screen.
    var displayGeneration = 0
    /// The axes the layout does not estimate, held at the proposed size when the view sizes
    /// itself by its constraints; the collection view sets them before asking.
    var selfSizingFixedAxes: (width: Bool, height: Bool) = (false, false)
    /// The copy of its attributes the view was last offered to size itself: reused for the next
    /// offer when nothing kept it, so self-sizing allocates nothing once warm.
    private var selfSizingProposal: UICollectionViewLayoutAttributes?

    /// A copy of `attributes` to offer to `preferredLayoutAttributesFitting(_:)`, as UIKit offers
    /// one: the last one again (made a copy of `attributes`) when it is of plain
    /// `UICollectionViewLayoutAttributes` class and nobody kept it, else a new copy.
    func proposal(copying attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if type(of: attributes) == UICollectionViewLayoutAttributes.self, selfSizingProposal != nil,
           type(of: selfSizingProposal!) == UICollectionViewLayoutAttributes.self, isKnownUniquelyReferenced(&selfSizingProposal!) {
            selfSizingProposal!.assignBase(from: attributes)
            return selfSizingProposal!
        }
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        selfSizingProposal = copy
        return copy
    }

    /// Creates a view of the receiver's dynamic type through its `init(frame:)`: how the
    /// collection view creates registered cell, supplementary and decoration view classes (UIKit
    /// calls `initWithFrame:` through the Objective-C runtime). Only reusable views need it:
    /// other views may have initializers of their own, as on iOS.
    public required convenience init(registeredClassWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Performs any clean up necessary to prepare the view for use again. Called just before
    /// the view is returned from a dequeue method; overrides must call `super`.
    open func prepareForReuse() {}

    /// Applies the specified layout attributes to the view. The collection view has already
    /// set the frame, center, transform, alpha and visibility; override it to read custom
    /// attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Gives the view a chance to modify the attributes its layout proposes (self-sizing). The
    /// default sizes a view built with constraints by `systemLayoutSizeFitting(_:withHorizontal-
    /// FittingPriority:verticalFittingPriority:)` — the axes the layout does not estimate held
    /// at the proposed size, as UIKit does — and any other view by `sizeThatFits(_:)` (a view
    /// that does not override it keeps the proposed size); it returns `layoutAttributes`, resized.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let fitting = hasConstraintsInSubtree
            ? systemLayoutSizeFitting(layoutAttributes.size,
                                      withHorizontalFittingPriority: selfSizingFixedAxes.width ? .required : .fittingSizeLevel,
                                      verticalFittingPriority: selfSizingFixedAxes.height ? .required : .fittingSizeLevel)
            : sizeThatFits(layoutAttributes.size)
        if fitting != layoutAttributes.size, fitting.width >= 0, fitting.height >= 0, fitting.isFiniteSize {
            layoutAttributes.size = fitting
        }
        return layoutAttributes
    }

    /// Tells the view that its layout object is about to change, from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Tells the view that its layout object changed, from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
