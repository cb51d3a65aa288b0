import Foundation

/// A layer that draws a color gradient over its background, as Core Animation's
/// `CAGradientLayer`.
///
/// The gradient fills the bounds (rounded by `cornerRadius`), from `startPoint` to `endPoint`,
/// given in unit coordinates of the bounds ((0, 0) the minimum corner, (1, 1) the maximum);
/// beyond them the end colors continue.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colors of the gradient stops (`CGColor` values; others are skipped). Default nil:
    /// nothing is drawn. One color fills the bounds with it.
    open var colors: [Any]? {
        didSet {
            displayedValueDidChange()
            didChangeAnimatable(.colors, from: .colors((oldValue ?? []).compactMap { $0 as? CGColor }))
        }
    }
    /// Where each color stop lies, 0…1, increasing. Default nil: evenly spread. A list whose
    /// length is not the number of colors is ignored the same way.
    open var locations: [NSNumber]? {
        didSet {
            displayedValueDidChange()
            didChangeAnimatable(.locations, from: .numbers((oldValue ?? []).map(\.doubleValue)))
        }
    }
    /// Where the gradient starts, in unit coordinates of the bounds. Default (0.5, 0): the top.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet {
            displayedValueDidChange()
            didChangeAnimatable(.startPoint, from: .point(oldValue))
        }
    }
    /// Where the gradient ends, in unit coordinates of the bounds. Default (0.5, 1): the bottom.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet {
            displayedValueDidChange()
            didChangeAnimatable(.endPoint, from: .point(oldValue))
        }
    }
    /// The kind of gradient. Default `.axial`.
    open var type: CAGradientLayerType = .axial { didSet { displayedValueDidChange() } }

    /// Creates a gradient layer with no colors.
    public override init() {
        super.init()
        updateContentFeature()
    }

    /// Creates a gradient layer with the properties of `layer` (its gradient's too, when it is
    /// one).
    public override init(layer: Any) {
        super.init(layer: layer)
        updateContentFeature()
        guard let gradient = layer as? CAGradientLayer else { return }
        colors = gradient.colors
        locations = gradient.locations
        startPoint = gradient.startPoint
        endPoint = gradient.endPoint
        type = gradient.type
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateContentFeature()
    }

    override var drawsOwnContent: Bool { true }

    /// The color stops to draw: the colors with their locations (given, else evenly spread).
    package var stops: [(location: CGFloat, color: CGColor)] {
        let colors = (self.colors ?? []).compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return [] }
        if let locations, locations.count == colors.count {
            return zip(locations, colors).map { (CGFloat($0.doubleValue), $1) }
        }
        guard colors.count > 1 else { return [(0, colors[0])] }
        return colors.enumerated().map { (CGFloat($0.offset) / CGFloat(colors.count - 1), $0.element) }
    }

}

/// The kinds of gradient, as Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colors change along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colors change outward from the start point, over an ellipse centered there whose
    /// radii reach the end point in x and in y (one zero radius takes the other's value).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colors change around the start point, clockwise, from the direction of the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
