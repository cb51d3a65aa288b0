import Foundation

extension UIImage {
    /// The insets from the image's edges to the part Auto Layout aligns, as UIKit's
    /// `alignmentRectInsets` (an image view's `alignmentRectInsets` are its image's). Zero by
    /// default.
    public var alignmentRectInsets: UIEdgeInsets { attributes.alignmentRectInsets }

    /// A copy with `alignmentInsets`, as UIKit's `withAlignmentRectInsets(_:)`.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        copy { $0.alignmentRectInsets = alignmentInsets }
    }

    /// The distance from the image's bottom to its baseline, as UIKit's
    /// `baselineOffsetFromBottom`; nil when it has none (the default: symbol images here have
    /// none either, see docs/porting.md).
    public var baselineOffsetFromBottom: CGFloat? { attributes.baselineOffsetFromBottom }

    /// Whether the image has a baseline, as UIKit's `hasBaseline`.
    public var hasBaseline: Bool { baselineOffsetFromBottom != nil }

    /// A copy whose baseline is `baselineOffset` points above its bottom, as UIKit's
    /// `withBaselineOffset(fromBottom:)`.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        copy { $0.baselineOffsetFromBottom = baselineOffset }
    }

    /// A copy without a baseline, as UIKit's `imageWithoutBaseline()`.
    public func imageWithoutBaseline() -> UIImage {
        copy { $0.baselineOffsetFromBottom = nil }
    }
}
