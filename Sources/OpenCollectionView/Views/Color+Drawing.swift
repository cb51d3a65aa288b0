import Foundation

extension Color {
    /// Sets the color of subsequent fills in the current graphics context (see
    /// `UIGraphicsGetCurrentContext()`); does nothing without one.
    @MainActor
    public func setFill() {
        Graphics.currentContext?.setFillColor(self)
    }

    /// Sets the color of subsequent strokes in the current graphics context; does nothing
    /// without one.
    @MainActor
    public func setStroke() {
        Graphics.currentContext?.setStrokeColor(self)
    }

    /// Sets the color of subsequent fills and strokes in the current graphics context; does
    /// nothing without one.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}
