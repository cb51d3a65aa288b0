// The shape of UIKit's event system as iOS code uses it (issue 14), through `import UIKit`:
// responders and the responder chain, touches and events, windows, gesture recognizers (built
// in, custom, delegates), presses, keys and key commands. Nothing here asserts a value: it
// must COMPILE in Swift 6 and Swift 5 language modes and run without trapping.
import UIKit

/// A view that handles touches itself, as iOS views do.
final class ShapeTouchView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        let point: CGPoint = touch.location(in: self)
        let previous: CGPoint = touch.previousLocation(in: nil)
        let phase: UITouch.Phase = touch.phase
        let kind: UITouch.TouchType = touch.type
        _ = (point, previous, phase, kind, touch.tapCount, touch.timestamp, touch.view, touch.window, touch.force,
             touch.majorRadius, touch.gestureRecognizers, event?.allTouches, event?.touches(for: self), event?.timestamp)
        let type: UIEvent.EventType? = event?.type
        let subtype: UIEvent.EventSubtype? = event?.subtype
        _ = (type, subtype)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: { _ in }),
         UIKeyCommand(input: "f", modifierFlags: [.command, .shift], action: { command in _ = command.input })]
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            let key: UIKey? = press.key
            let usage: UIKeyboardHIDUsage? = key?.keyCode
            let flags: UIKeyModifierFlags? = key?.modifierFlags
            let phase: UIPress.Phase = press.phase
            let type: UIPress.PressType = press.type
            _ = (key?.characters, key?.charactersIgnoringModifiers, usage, flags, phase, type)
        }
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesEnded(presses, with: event) }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { return }
        super.motionEnded(motion, with: event)
    }
}

/// A custom recognizer, as `UIGestureRecognizerSubclass` allows.
final class ShapeRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    override func reset() { super.reset() }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

final class ShapeGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

final class ShapeTouchController: UIViewController {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor
func eventsShape() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = ShapeTouchController()
    window.makeKeyAndVisible()
    _ = (window.isKeyWindow, window.windowLevel == .normal, window.screen, UIApplication.shared.windows)
    window.sendEvent(UIEvent())
    let view = ShapeTouchView(frame: window.bounds)
    window.addSubview(view)
    view.isMultipleTouchEnabled = true
    view.isExclusiveTouch = false
    view.isUserInteractionEnabled = true
    _ = (view.becomeFirstResponder(), view.isFirstResponder, view.resignFirstResponder(), view.next, view.window)
    let responder: UIResponder? = window.rootViewController?.next
    _ = responder

    let tap = UITapGestureRecognizer(target: view, action: { [weak view] recognizer in _ = (view, recognizer.location(in: view)) })
    tap.numberOfTapsRequired = 2
    tap.numberOfTouchesRequired = 1
    let longPress = UILongPressGestureRecognizer(target: nil, action: { _ in })
    longPress.minimumPressDuration = 0.3
    longPress.allowableMovement = 12
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    pan.addTarget(view) { recognizer in
        let pan = recognizer as! UIPanGestureRecognizer
        _ = (pan.translation(in: pan.view), pan.velocity(in: nil), pan.numberOfTouches)
        pan.setTranslation(.zero, in: pan.view)
    }
    pan.maximumNumberOfTouches = 2
    pan.removeTarget(view, action: nil)
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = [.left, .right]
    let pinch = UIPinchGestureRecognizer()
    _ = (pinch.scale, pinch.velocity)
    let rotation = UIRotationGestureRecognizer()
    _ = (rotation.rotation, rotation.velocity)
    let delegate = ShapeGestureDelegate()
    for recognizer: UIGestureRecognizer in [tap, longPress, pan, swipe, pinch, rotation, ShapeRecognizer(target: nil, action: nil)] {
        recognizer.delegate = delegate
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesBegan = false
        recognizer.delaysTouchesEnded = true
        recognizer.isEnabled = true
        recognizer.name = "shape"
        view.addGestureRecognizer(recognizer)
        let state: UIGestureRecognizer.State = recognizer.state
        _ = (state == .recognized, recognizer.view, recognizer.numberOfTouches)
    }
    tap.require(toFail: longPress)
    view.removeGestureRecognizer(rotation)
    _ = view.gestureRecognizers?.count

    let scrollView = UIScrollView(frame: window.bounds)
    let scrollPan: UIPanGestureRecognizer = scrollView.panGestureRecognizer
    let scrollPinch: UIPinchGestureRecognizer? = scrollView.pinchGestureRecognizer
    scrollView.delaysContentTouches = false
    scrollView.canCancelContentTouches = true
    _ = (scrollPan, scrollPinch)
    let collectionController = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    collectionController.installsStandardGestureForInteractiveMovement = false
}
