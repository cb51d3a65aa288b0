import Foundation

/// What a gesture recognizer's delegate decides, as UIKit's `UIGestureRecognizerDelegate`.
/// UIKit's requirements are optional; here they are plain requirements with defaults in an
/// extension that answer what UIKit does when a delegate does not implement them.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave the possible state (begin, or recognize a discrete
    /// gesture); false makes it fail. Default: true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two recognizers may recognize at the same time (either delegate saying yes
    /// is enough). Default: false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail before it
    /// recognizes (as `require(toFail:)`, decided per gesture). Default: false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail. Default: false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer receives `touch` (asked when the touch begins). Default: true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the recognizer receives `press`. Default: true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
    /// Whether the recognizer receives `event` at all (iOS 13.4). Default: true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool { true }
}
