import Foundation
import Testing
@testable @_spi(Host) import UIKit

@MainActor private final class LoggingController: UIViewController {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("controller began \(touches.count)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let p = touches.first!.location(in: view); log.append("controller ended (\(Int(p.x)), \(Int(p.y)))")
    }
}

@MainActor private final class Field: UIView {
    var accepts = true
    var resigns = true
    override var canBecomeFirstResponder: Bool { accepts }
    override var canResignFirstResponder: Bool { resigns }
}

/// `next`, the forwarding of unhandled touches up the chain, and the first responder.
@Suite @MainActor struct ResponderChainTests {
    @Test func nextGoesViewToControllerToSuperviewToWindowToApplication() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let controller = LoggingController()
        window.rootViewController = controller
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(UIViewController().next == nil && UIView().next == nil)
    }

    @Test func unhandledTouchesGoUpTheChainToTheController() {
        let fixture = EventFixture()
        let controller = LoggingController()
        fixture.window.rootViewController = controller
        let child = TouchLogView("child", frame: CGRect(x: 20, y: 30, width: 50, height: 50)) { _ in }
        child.forwards = true
        controller.view.addSubview(child)
        let plain = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        controller.view.addSubview(plain)
        fixture.input.tap(at: CGPoint(x: 30, y: 40))
        fixture.input.tap(at: CGPoint(x: 110, y: 120))
        #expect(controller.log == ["controller began 1", "controller ended (30, 40)",
                                   "controller began 1", "controller ended (110, 120)"])
    }

    @Test func firstResponderFollowsUIKitsRules() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = Field(), b = Field()
        #expect(!a.becomeFirstResponder())  // in no window
        window.addSubview(a)
        window.addSubview(b)
        #expect(a.becomeFirstResponder() && a.isFirstResponder && !b.isFirstResponder)
        #expect(a.becomeFirstResponder())
        a.resigns = false
        #expect(!b.becomeFirstResponder() && a.isFirstResponder)
        #expect(!a.resignFirstResponder() && a.isFirstResponder)
        a.resigns = true
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        b.accepts = true
        #expect(b.resignFirstResponder() && !b.isFirstResponder)
        a.accepts = false
        #expect(!a.becomeFirstResponder())
        #expect(!UIView().canBecomeFirstResponder && UIView().canResignFirstResponder)
    }

    @Test func aRemovedViewIsNoLongerFirstResponder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let field = Field()
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }

    @Test func keyWindowFollowsMakeKey() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.isHidden = true
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && !first.isHidden && UIApplication.shared.keyWindow === first)
        second.makeKey()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(UIApplication.shared.windows.contains { $0 === first })
        #expect(first.window === first && first.windowLevel == .normal && UIWindow.Level.alert.rawValue == 2000)
    }
}
