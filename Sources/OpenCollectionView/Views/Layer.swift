import Foundation

/// The drawing properties of a view that UIKit keeps on its `CALayer`: border, corner radius,
/// clipping, z position and shadow. Every view has one (`view.layer`). The properties a view
/// also has are the view's; a layer kept after its view is gone keeps its own properties and
/// reads those as zero.
@preconcurrency @MainActor
public final class Layer {
    /// Not a weak reference (that would put every view on the slow, side-table reference
    /// counting): the view clears it when it goes away.
    unowned(unsafe) var view: View?

    init(view: View) {
        self.view = view
    }

    /// The width of the border, drawn inside the bounds. Default 0.
    public var borderWidth: CGFloat = 0 { didSet { view?.setNeedsDisplay() } }
    /// The color of the border. Default opaque black.
    public var borderColor: CGColor? = Color.black { didSet { view?.setNeedsDisplay() } }
    /// The radius of the rounded corners of the background and border. Default 0.
    public var cornerRadius: CGFloat = 0 { didSet { view?.setNeedsDisplay() } }
    /// The position on the z axis among siblings: higher is drawn later. Default 0.
    public var zPosition: CGFloat = 0 {
        didSet { if zPosition != oldValue { DisplayGeneration.advance() } }
    }
    /// The color of the shadow; drawn when `shadowOpacity` is above 0.
    public var shadowColor: CGColor? = Color.black
    /// The opacity of the shadow, 0…1. Default 0.
    public var shadowOpacity: Float = 0
    /// The offset of the shadow. Default (0, −3), as Core Animation.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow. Default 3.
    public var shadowRadius: CGFloat = 3

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// The background color: the view's `backgroundColor`.
    public var backgroundColor: CGColor? {
        get { view?.backgroundColor }
        set { view?.backgroundColor = newValue }
    }

    /// The opacity: the view's `alpha`.
    public var opacity: Float {
        get { Float(view?.alpha ?? 0) }
        set { view?.alpha = CGFloat(newValue) }
    }

    /// The layer's frame: the view's frame.
    public var frame: CGRect {
        get { view?.frame ?? .zero }
        set { view?.frame = newValue }
    }

    /// The layer's bounds: the view's bounds.
    public var bounds: CGRect {
        get { view?.bounds ?? .zero }
        set { view?.bounds = newValue }
    }

    /// The layer's position: the view's center.
    public var position: CGPoint {
        get { view?.center ?? .zero }
        set { view?.center = newValue }
    }
}
