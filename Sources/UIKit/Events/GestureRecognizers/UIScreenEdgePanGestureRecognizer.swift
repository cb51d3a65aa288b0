import Foundation

/// A pan that begins near an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`:
/// the first touch must land within `edgeWidth` points of one of `edges` (of the window), and
/// the movement must head away from that edge, mostly across it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may begin at. Default none (set it).
    open var edges: UIRectEdge = []
    /// How near an edge a touch must begin (UIKit's is about 20 points).
    static let edgeWidth: CGFloat = 20
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, trackedTouches.count == touches.count, let touch = touches.first else { return }
        let window = touch.window ?? view?.window
        let point = touch.location(in: window)
        let bounds = window?.bounds ?? view?.bounds ?? .zero
        let width = Self.edgeWidth
        startEdge = []
        if edges.contains(.left), point.x - bounds.minX <= width { startEdge = .left }
        if edges.contains(.right), bounds.maxX - point.x <= width { startEdge = .right }
        if edges.contains(.top), point.y - bounds.minY <= width { startEdge = .top }
        if edges.contains(.bottom), bounds.maxY - point.y <= width { startEdge = .bottom }
        if startEdge.isEmpty { state = .failed }
    }

    override func shouldBegin(translation: CGPoint) -> Bool {
        switch startEdge {
        case .left: return translation.x > 0 && abs(translation.x) >= abs(translation.y)
        case .right: return translation.x < 0 && abs(translation.x) >= abs(translation.y)
        case .top: return translation.y > 0 && abs(translation.y) >= abs(translation.x)
        case .bottom: return translation.y < 0 && abs(translation.y) >= abs(translation.x)
        default: return false
        }
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }
}
