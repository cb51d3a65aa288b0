import Foundation
import Testing
@testable import UIKit

/// `UIControl`'s state, its actions and target closures: what is sent for which event, in which
/// order, and what is not sent.
@Suite(.serialized) @MainActor struct ControlActionTests {
    @Test func stateCombinesTheFlags() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(control.state == .normal)
        #expect(control.state.rawValue == 0)
        control.isHighlighted = true
        #expect(control.state == .highlighted)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.highlighted, .selected, .disabled])
        #expect(control.state.rawValue == 0b111)
        control.isHighlighted = false
        #expect(control.state == [.selected, .disabled])
        #expect(!control.isTracking && !control.isTouchInside)
    }

    @Test func eventsHaveUIKitsRawValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.menuActionTriggered.rawValue == 16384)
        #expect(UIControl.Event.editingChanged.rawValue == 131_072)
        #expect(UIControl.Event.allTouchEvents.contains([.touchDown, .touchCancel, .touchUpOutside]))
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
        #expect(UIControl.Event.allEditingEvents.contains(.editingDidEndOnExit))
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.focused.rawValue == 8)
    }

    @Test func sendActionsPerformsMatchingActionsInOrderWithTheControlAsSender() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let first = UIAction(title: "First") { action in
            log.append("first \((action.sender as? UIControl) === control)")
        }
        control.addAction(first, for: .touchUpInside)
        control.addTarget(nil, action: { sender in log.append("target \(sender === control)") }, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction { _ in log.append("value") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["first true", "target true"])
        #expect(first.sender as? UIControl === control)
        log.removeAll()
        control.sendActions(for: .valueChanged)
        #expect(log == ["target true", "value"])
        log.removeAll()
        control.sendActions(for: .touchDown)
        #expect(log.isEmpty)
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test func aDisabledControlStillSendsWhenAsked() {
        let control = UIControl(frame: .zero)
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: .primaryActionTriggered)
        control.isEnabled = false
        control.sendActions(for: .primaryActionTriggered)
        #expect(count == 1)
    }

    @Test func anIdentifierIsRegisteredOnce() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("refresh")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log == ["new"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        log.removeAll()
        control.sendActions(for: .touchUpInside)
        #expect(log.isEmpty)
        control.sendActions(for: .valueChanged)
        #expect(log == ["new"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func removeActionUsesTheIdentifier() {
        let control = UIControl(frame: .zero)
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: .touchUpInside)
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(count == 0)
    }

    @Test func targetsAreHeldWeakly() {
        final class Target { var taps = 0 }
        let control = UIControl(frame: .zero)
        var target: Target? = Target()
        weak var weakTarget = target
        var calls = 0
        control.addTarget(target, action: { _ in calls += 1 }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(calls == 1)
        #expect(control.allTargets.count == 1)
        target = nil
        #expect(weakTarget == nil)
        control.sendActions(for: .touchUpInside)
        #expect(calls == 1)
        #expect(control.allTargets.isEmpty)
    }

    @Test func removeTargetStopsItsClosures() {
        final class Target {}
        let control = UIControl(frame: .zero)
        let target = Target(), other = Target()
        var log: [String] = []
        control.addTarget(target, action: { _ in log.append("a") }, for: .touchUpInside)
        control.addTarget(other, action: { _ in log.append("b") }, for: .touchUpInside)
        control.removeTarget(target, action: nil, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["b"])
        control.removeTarget(nil, for: .allEvents)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["b"])
    }

    @Test func enumerateEventHandlersVisitsInOrderAndStops() {
        let control = UIControl(frame: .zero)
        let action = UIAction(title: "A") { _ in }
        control.addAction(action, for: .touchUpInside)
        control.addTarget(nil, action: { _ in }, for: .valueChanged)
        control.addAction(UIAction { _ in }, for: .touchDown)
        var seen: [(Bool, UIControl.Event)] = []
        control.enumerateEventHandlers { actionHandler, targetAction, event, stop in
            seen.append((actionHandler != nil, event))
            #expect((actionHandler == nil) == (targetAction != nil))
            if seen.count == 2 { stop = true }
        }
        #expect(seen.count == 2)
        #expect(seen[0].0 && seen[0].1 == .touchUpInside)
        #expect(!seen[1].0 && seen[1].1 == .valueChanged)
    }

    @Test func primaryActionInitializerRegistersIt() {
        var performed = false
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in performed = true })
        control.sendActions(for: .primaryActionTriggered)
        #expect(performed)
    }

    @Test func sendActionPerformsOneAction() {
        let control = UIControl(frame: .zero)
        var sender: Any?
        let action = UIAction { sender = $0.sender }
        control.sendAction(action)
        #expect(sender as? UIControl === control)
    }

    @Test func alignmentsResolveForTheLayoutDirection() {
        let control = UIControl(frame: .zero)
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .left)
    }

    @Test func actionsAndMenusKeepTheirModel() {
        let action = UIAction(title: "Delete", image: nil, identifier: UIAction.Identifier("delete"),
                            discoverabilityTitle: "Delete the photo", attributes: .destructive, state: .on) { _ in }
        #expect(action.title == "Delete" && action.identifier.rawValue == "delete")
        #expect(action.attributes == .destructive && action.state == .on && action.sender == nil)
        #expect(action.discoverabilityTitle == "Delete the photo")
        let plain = UIAction { _ in }
        #expect(plain.title == "" && plain.image == nil && plain.state == .off && plain.attributes.isEmpty)
        #expect(plain.identifier != UIAction { _ in }.identifier)
        let subtitled = UIAction(title: "Share", subtitle: "With a friend") { _ in }
        #expect(subtitled.subtitle == "With a friend")
        let inline = UIMenu(options: .displayInline, children: [UIAction(title: "x", state: .on) { _ in }])
        let menu = UIMenu(title: "Edit", identifier: UIMenu.Identifier("edit"), options: .singleSelection, children: [action, inline])
        #expect(menu.title == "Edit" && menu.children.count == 2 && menu.options == .singleSelection)
        #expect(menu.selectedElements.map(\.title) == ["Delete", "x"])
        let replaced = menu.replacingChildren([plain])
        #expect(replaced.title == "Edit" && replaced.identifier == menu.identifier && replaced.options == .singleSelection)
        #expect(replaced.children.count == 1 && replaced.children[0] === plain)
        #expect(UIMenu().title == "" && UIMenu().children.isEmpty)
    }
}

/// Controls keep their own gestures from recognizers of the views around them.
@Suite(.serialized) @MainActor struct ControlGestureTests {
    @Test func singleTapsOfSuperviewsDoNotBeginOnAControl() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(type: .system)
        superview.addSubview(button)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        superview.addGestureRecognizer(tap)
        #expect(!button.gestureRecognizerShouldBegin(tap))
        let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
        doubleTap.numberOfTapsRequired = 2
        #expect(button.gestureRecognizerShouldBegin(doubleTap))
        let own = UITapGestureRecognizer(target: nil, action: nil)
        button.addGestureRecognizer(own)
        #expect(button.gestureRecognizerShouldBegin(own))
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        #expect(button.gestureRecognizerShouldBegin(pan))
        #expect(!UISwitch(frame: .zero).gestureRecognizerShouldBegin(tap))
        #expect(!UIStepper(frame: .zero).gestureRecognizerShouldBegin(tap))
        #expect(!UISegmentedControl(items: ["A"]).gestureRecognizerShouldBegin(tap))
        #expect(!UIPageControl(frame: .zero).gestureRecognizerShouldBegin(tap))
        let slider = UISlider(frame: .zero)
        #expect(slider.gestureRecognizerShouldBegin(tap))
        #expect(slider.gestureRecognizerShouldBegin(pan))
        slider.isTracking = true
        #expect(!slider.gestureRecognizerShouldBegin(pan))
    }
}
