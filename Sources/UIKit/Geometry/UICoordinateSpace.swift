import Foundation

/// A space whose points can be converted to and from other spaces, as UIKit's
/// `UICoordinateSpace`: every view is one, and so are the screen's `coordinateSpace` and
/// `fixedCoordinateSpace`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// `point` of this space in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point` of `coordinateSpace` in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect` of this space in `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect` of `coordinateSpace` in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

/// The transform from a space of this library's to the screen's points.
@MainActor
protocol ScreenMappedSpace {
    var transformToScreen: CGAffineTransform { get }
}

/// Conversions through the screen: into it from this space, out of it into the other one (a
/// space of an app's own converts from the screen itself).
@MainActor
enum CoordinateSpaceConversion {
    static func convert(_ point: CGPoint, by from: CGAffineTransform, to space: any UICoordinateSpace) -> CGPoint {
        let onScreen = point.applying(from)
        if let mapped = space as? ScreenMappedSpace { return onScreen.applying(mapped.transformToScreen.inverted()) }
        return space.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    static func convert(_ point: CGPoint, from space: any UICoordinateSpace, by to: CGAffineTransform) -> CGPoint {
        let onScreen = (space as? ScreenMappedSpace).map { point.applying($0.transformToScreen) }
            ?? space.convert(point, to: UIScreen.main.coordinateSpace)
        return onScreen.applying(to.inverted())
    }

    static func convert(_ rect: CGRect, by from: CGAffineTransform, to space: any UICoordinateSpace) -> CGRect {
        let onScreen = rect.applying(from)
        if let mapped = space as? ScreenMappedSpace { return onScreen.applying(mapped.transformToScreen.inverted()) }
        return space.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    static func convert(_ rect: CGRect, from space: any UICoordinateSpace, by to: CGAffineTransform) -> CGRect {
        let onScreen = (space as? ScreenMappedSpace).map { rect.applying($0.transformToScreen) }
            ?? space.convert(rect, to: UIScreen.main.coordinateSpace)
        return onScreen.applying(to.inverted())
    }
}

/// The screen's coordinate space: its points, the window's when it lies at the origin (there is
/// no interface rotation on Linux, so the screen's fixed space is the same).
@preconcurrency @MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace, ScreenMappedSpace {
    private unowned let screen: UIScreen
    /// The bounds it keeps (a scene's previous space), else the screen's as they are.
    private let keptBounds: CGRect?

    init(screen: UIScreen, keeping bounds: CGRect? = nil) {
        self.screen = screen
        keptBounds = bounds
    }

    var bounds: CGRect { keptBounds ?? screen.bounds }
    var transformToScreen: CGAffineTransform { .identity }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, by: .identity, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, by: .identity)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, by: .identity, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: coordinateSpace, by: .identity)
    }
}

/// A view converts to another view with `convert(_:to:)` for views (an app's override of it
/// included); to other spaces, through the screen.
extension UIView: UICoordinateSpace, ScreenMappedSpace {
    /// The view's coordinates to the screen's: through its window, placed at the window's
    /// frame origin.
    var transformToScreen: CGAffineTransform {
        var node: UIView = self
        while let parent = node.superview { node = parent }
        let origin = node is UIWindow ? node.frame.origin : .zero
        return transformToRoot.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    /// `point` in `coordinateSpace` (a view, the screen's space, or an app's space).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return CoordinateSpaceConversion.convert(point, by: transformToScreen, to: coordinateSpace)
    }

    /// `point` of `coordinateSpace` in this view.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return CoordinateSpaceConversion.convert(point, from: coordinateSpace, by: transformToScreen)
    }

    /// `rect` in `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return CoordinateSpaceConversion.convert(rect, by: transformToScreen, to: coordinateSpace)
    }

    /// `rect` of `coordinateSpace` in this view.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return CoordinateSpaceConversion.convert(rect, from: coordinateSpace, by: transformToScreen)
    }
}

extension UIScreen {
    /// The screen's coordinate space, as UIKit's `coordinateSpace`.
    public var coordinateSpace: any UICoordinateSpace { madeCoordinateSpace }
    /// The screen's space in portrait, as UIKit's `fixedCoordinateSpace`: the same space here,
    /// where the interface does not rotate.
    public var fixedCoordinateSpace: any UICoordinateSpace { madeCoordinateSpace }
}
