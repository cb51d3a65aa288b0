import Foundation

/// The display a program shows on, as UIKit's `UIScreen`. There is no phone screen on Linux: a
/// window host sets the bounds and scale of `main`; until then it is 375×667 points at 2×.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen the program shows on.
    public static let main = UIScreen()

    /// The screen's size in points.
    public var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// Pixels per point.
    public var scale: CGFloat = 2

    /// The screen's size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The pixels per point of the physical screen: `scale` here, where no display zoom exists.
    public var nativeScale: CGFloat { scale }

    /// The screen's coordinate space (see `coordinateSpace`).
    private(set) lazy var madeCoordinateSpace = ScreenCoordinateSpace(screen: self)

    private init() {}
}
