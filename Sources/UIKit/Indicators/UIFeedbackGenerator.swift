import Foundation

/// Haptic feedback, as UIKit's generators. Linux machines have no Taptic Engine: every
/// generator here does nothing when asked (as an iPhone without one, or an iPad, does), so
/// code that gives feedback runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Creates a generator for feedback in a view (iOS 17.5).
    public init(view: UIView) { super.init() }

    /// Readies the engine for feedback soon: nothing to ready on Linux.
    open func prepare() {}
}

/// Feedback for an impact: a collision, a snap into place. Does nothing on Linux.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong an impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }

    /// The style the generator was made with.
    private(set) var style: FeedbackStyle = .medium

    public override init() { super.init() }

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// An impact (nothing on Linux).
    open func impactOccurred() {}
    /// An impact of an intensity from 0 to 1 (nothing on Linux).
    open func impactOccurred(intensity: CGFloat) {}
    /// An impact at a point of the view (iOS 17.5; nothing on Linux).
    open func impactOccurred(at location: CGPoint) {}
    /// An impact of an intensity at a point (iOS 17.5; nothing on Linux).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// Feedback for a change of selection (a picker's wheel ticking). Does nothing on Linux.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed (nothing on Linux).
    open func selectionChanged() {}
    /// The selection changed, at a point of the view (iOS 17.5; nothing on Linux).
    open func selectionChanged(at location: CGPoint) {}
}

/// Feedback for a task's outcome. Does nothing on Linux.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome felt.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    /// A task ended with an outcome (nothing on Linux).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
    /// A task ended with an outcome, at a point of the view (iOS 17.5; nothing on Linux).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
