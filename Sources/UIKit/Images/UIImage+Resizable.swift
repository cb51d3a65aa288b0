import Foundation

extension UIImage {
    /// How the middle of a resizable image fills its space, as UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// Repeated at its size, from the top-left corner of each middle part.
        case tile = 0
        /// Scaled to fill each middle part.
        case stretch = 1
    }

    /// The insets of the caps, in points, as UIKit's `capInsets`: drawn unscaled when the image
    /// is drawn in a rectangle of another size (an image view's `.scaleToFill`, `draw(in:)`, a
    /// layer's contents), the middle stretched or tiled (`resizingMode`). Zero by default.
    public var capInsets: UIEdgeInsets { attributes.capInsets }

    /// How the middle parts fill their space, as UIKit's `resizingMode`: `.tile` by default.
    public var resizingMode: ResizingMode { attributes.resizingMode }

    /// A resizable copy with caps of `capInsets` whose middle is tiled, as UIKit's
    /// `resizableImage(withCapInsets:)`. With zero insets the whole image tiles.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy with caps of `capInsets` whose middle fills its space as `resizingMode`
    /// says, as UIKit's `resizableImage(withCapInsets:resizingMode:)`. Caps are drawn at their
    /// size; where the rectangle is smaller than two opposite caps, they shrink in proportion.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
            $0.isResizable = true
            $0.frames = $0.frames?.map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        }
    }

    /// A copy whose caps are `leftCapWidth` and `topCapHeight` points wide and high, with the
    /// one point after each stretched, as UIKit's (deprecated) `stretchableImage(withLeftCapWidth:topCapHeight:)`:
    /// the right cap is `width - leftCapWidth - 1`, the bottom one `height - topCapHeight - 1`;
    /// 0 makes the whole image stretch in that direction.
    @available(iOS, deprecated: 5.0, message: "Use resizableImage(withCapInsets:resizingMode:)")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(max(0, leftCapWidth)), top = CGFloat(max(0, topCapHeight))
        let right = left > 0 ? max(0, size.width - left - 1) : 0
        let bottom = top > 0 ? max(0, size.height - top - 1) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// The left cap's width in points, as UIKit's (deprecated) `leftCapWidth`.
    @available(iOS, deprecated: 5.0, message: "Use capInsets")
    public var leftCapWidth: Int { Int(capInsets.left) }

    /// The top cap's height in points, as UIKit's (deprecated) `topCapHeight`.
    @available(iOS, deprecated: 5.0, message: "Use capInsets")
    public var topCapHeight: Int { Int(capInsets.top) }

    /// Whether drawing the image in a rectangle of another size draws it in nine parts.
    @_spi(Rendering) public var isResizable: Bool { attributes.isResizable }
}
