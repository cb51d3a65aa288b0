import Foundation

/// UIKit's first animation API (iOS 2, deprecated in iOS 13 for the block-based methods yet
/// still found in real code): `beginAnimations(_:context:)` opens a block, the `setAnimation…`
/// calls set its timing for the changes made after them, and `commitAnimations()` closes it.
/// Blocks nest as the closure blocks do. Defaults, as UIKit's: 0.2 seconds, no delay, ease in
/// and out, played once.
extension UIView {
    /// Opens an animation block, closed by `commitAnimations()`. The identifier and context
    /// were for the delegate's did-stop selector, which Linux has no runtime to call.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        Animator.shared.openBlock(AnimationTiming(duration: 0.2), completion: nil)
    }

    /// Closes the animation block `beginAnimations(_:context:)` opened; nothing without one.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public static func commitAnimations() {
        guard Animator.shared.hasOpenBlock else { return }
        Animator.shared.closeBlock()
    }

    /// The open block's duration in seconds (0.2 by default), for the changes made after.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public static func setAnimationDuration(_ duration: TimeInterval) {
        Animator.shared.retimeOpenBlock { $0.duration = max(0, duration) }
    }

    /// The open block's delay in seconds (0 by default).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public static func setAnimationDelay(_ delay: TimeInterval) {
        Animator.shared.retimeOpenBlock { $0.delay = max(0, delay) }
    }

    /// The open block's curve (`.easeInOut` by default).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public static func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        Animator.shared.retimeOpenBlock { $0.curve = TimingCurve(curve) }
    }

    /// How many times the open block's animations play (fractions play part of the last time).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        Animator.shared.retimeOpenBlock { $0.repeatCount = Double(max(0, repeatCount)) }
    }

    /// Whether the open block's animations play back after each time.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        Animator.shared.retimeOpenBlock { $0.autoreverses = repeatAutoreverses }
    }

    /// Whether the block's animations start from what is on screen. Here they always do:
    /// animations are additive (each one blends with those running), as UIKit's are since
    /// iOS 8, so the flag changes nothing.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
}
