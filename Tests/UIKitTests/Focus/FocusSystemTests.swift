import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// A view that can be focused, recording the focus updates it hears of.
private final class FocusableView: UIView {
    var heard: [String] = []
    var refuses = false
    override var canBecomeFocused: Bool { true }
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { !refuses }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        heard.append(context.nextFocusedView === self ? "gained" : "lost")
    }
}

/// Focus in a window: updates as items move and go away, the search for the next item through
/// a very large layout, focus groups of plain views, requested updates, and key commands that
/// want priority over focus.
@Suite @MainActor struct FocusSystemTests {
    private func press(_ code: UIKeyboardHIDUsage, in window: UIWindow, shift: Bool = false) {
        KeyInput(window: window).press(UIKey(keyCode: code, characters: "", modifierFlags: shift ? .shift : []))
        window.layoutIfNeeded()
    }

    private func windowed(_ fixture: EngineFixture) -> UIWindow {
        let window = UIWindow(frame: fixture.collectionView.frame)
        window.addSubview(fixture.collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    private func focusedPath(_ collectionView: UICollectionView) -> IndexPath? {
        guard let cell = collectionView.window?.focusSystem.focusedItem as? UICollectionViewCell else { return nil }
        return collectionView.indexPath(for: cell)
    }

    @Test func focusFollowsItsItemThroughUpdatesAndLeavesWithIt() {
        let fixture = EngineFixture(items: 9)
        let window = windowed(fixture)
        press(.keyboardTab, in: window)
        press(.keyboardRightArrow, in: window)
        #expect(focusedPath(fixture.collectionView) == IndexPath(item: 1, section: 0))
        fixture.model[0].insert("new", at: 0)
        fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        window.layoutIfNeeded()
        #expect(focusedPath(fixture.collectionView) == IndexPath(item: 2, section: 0))
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isFocusedState == true)
        fixture.model[0].remove(at: 2)
        fixture.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        window.layoutIfNeeded()
        #expect(window.focusSystem.focusedItem == nil)
        #expect(fixture.collectionView.visibleCells.allSatisfy { !$0.isFocusedState })
    }

    @Test func theArrowSearchReachesFarItemsAndStopsAtTheEdge() {
        let clock = ManualAnimationClock()
        Animator.shared.clock = clock
        defer { Animator.shared.clock = SystemAnimationClock() }
        // Only every 60th item can be focused: the search looks a screen ahead, then further.
        final class Sparse: NSObject, UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
                indexPath.item % 60 == 0
            }
        }
        let fixture = EngineFixture(items: 300)
        let sparse = Sparse()
        fixture.collectionView.delegate = sparse
        let window = windowed(fixture)
        press(.keyboardTab, in: window)
        press(.keyboardDownArrow, in: window)
        #expect(fixture.collectionView.focus.focusedPath == IndexPath(item: 60, section: 0))
        for _ in 0..<10 { press(.keyboardDownArrow, in: window) }
        #expect(fixture.collectionView.focus.focusedPath == IndexPath(item: 240, section: 0), "nothing below the last one")
        clock.advance(by: 1)
        window.layoutIfNeeded()
        // Row 80 (items 240 to 242) ends at 80 × 110 + 100 = 8900: scrolled just into view.
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 8900 - 480))
        #expect(focusedPath(fixture.collectionView) == IndexPath(item: 240, section: 0))
    }

    @Test func plainViewsFormGroupsAndTheArrowsMoveWithinOne() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        toolbar.focusGroupIdentifier = "toolbar"
        let first = FocusableView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let second = FocusableView(frame: CGRect(x: 60, y: 10, width: 40, height: 40))
        toolbar.addSubview(first)
        toolbar.addSubview(second)
        let alone = FocusableView(frame: CGRect(x: 10, y: 100, width: 40, height: 40))
        window.addSubview(toolbar)
        window.addSubview(alone)
        window.makeKeyAndVisible()
        press(.keyboardTab, in: window)
        #expect(first.isFocused && first.heard == ["gained"])
        press(.keyboardRightArrow, in: window)
        #expect(second.isFocused && first.heard == ["gained", "lost"])
        press(.keyboardDownArrow, in: window)
        #expect(second.isFocused, "the arrows stay in the group")
        press(.keyboardTab, in: window)
        #expect(alone.isFocused)
        alone.refuses = true
        press(.keyboardTab, in: window, shift: true)
        #expect(alone.isFocused, "the focused view refused to let focus go")
    }

    @Test func aRequestedUpdateGoesToThePreferredEnvironment() {
        final class Panel: UIView {
            let preferred = FocusableView(frame: CGRect(x: 0, y: 50, width: 40, height: 40))
            override var preferredFocusEnvironments: [any UIFocusEnvironment] { [preferred] }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let panel = Panel(frame: window.bounds)
        panel.addSubview(FocusableView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        panel.addSubview(panel.preferred)
        window.addSubview(panel)
        window.makeKeyAndVisible()
        panel.setNeedsFocusUpdate()
        #expect(!panel.preferred.isFocused, "nothing moves before updateFocusIfNeeded()")
        panel.updateFocusIfNeeded()
        #expect(panel.preferred.isFocused)
        #expect(UIFocusSystem.environment(panel, contains: panel.preferred))
        #expect(!UIFocusSystem.environment(panel.preferred, contains: panel))
    }

    @Test func keyCommandsThatWantPriorityRunBeforeFocus() {
        final class Root: UIViewController {
            var commands: [UIKeyCommand] = []
            var ran: [String] = []
            override var keyCommands: [UIKeyCommand]? { commands }
            override var canBecomeFirstResponder: Bool { true }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let root = Root()
        window.rootViewController = root
        root.view.addSubview(FocusableView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
        window.makeKeyAndVisible()
        let tab = UIKeyCommand(input: "\t", modifierFlags: [], action: { _ in root.ran.append("tab") })
        root.commands = [tab]
        #expect(root.becomeFirstResponder())
        KeyInput(window: window).press(UIKey(keyCode: .keyboardTab, characters: "\t"))
        #expect(root.ran.isEmpty && window.focusSystem.focusedItem != nil, "focus takes Tab first")
        tab.wantsPriorityOverSystemBehavior = true
        KeyInput(window: window).press(UIKey(keyCode: .keyboardTab, characters: "\t"))
        #expect(root.ran == ["tab"])
    }
}
