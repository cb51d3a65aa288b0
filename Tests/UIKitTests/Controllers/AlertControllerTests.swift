import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// `UIAlertController` as a person uses it: presented over its presenter (which stays, not laid
/// out again), a tap on a button dismisses it and then runs the action's handler, Return chooses
/// the preferred action, Escape the cancel action, a tap outside an action sheet cancels; the
/// box's geometry is UIKit's.
@Suite(.serialized) @MainActor struct AlertControllerTests {
    private let clock: ManualAnimationClock

    init() {
        clock = useManualClock()
    }

    private final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    private func presenter() -> (UIViewController, UIWindow, CountingView) {
        let root = UIViewController()
        let content = CountingView()
        root.view = content
        let window = makeVisibleWindow(root: root)
        return (root, window, content)
    }

    private func settle() {
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
    }

    private func buttons(of alert: UIAlertController) -> [AlertActionButton] {
        var found: [AlertActionButton] = []
        func visit(_ view: UIView) {
            if let button = view as? AlertActionButton { found.append(button) }
            view.subviews.forEach(visit)
        }
        visit(alert.view)
        return found
    }

    private func tap(_ view: UIView, in window: UIWindow) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        let touches = TouchInput(window: window)
        let touch = touches.begin(at: point)
        touches.end(touch, at: point)
    }

    @Test func aTapDismissesThenRunsTheHandler() throws {
        let (root, window, content) = presenter()
        var log: [String] = []
        let alert = UIAlertController(title: "Delete photo?", message: "It is removed from every album.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("handler \(action.title ?? "") presented=\(root.presentedViewController != nil)")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let layoutsBefore = content.layouts
        root.present(alert, animated: true)
        settle()
        #expect(root.presentedViewController === alert)
        #expect(content.window === window, "the presenter's view stays")
        #expect(content.layouts == layoutsBefore, "presenting lays out nothing beneath")
        let delete = try #require(buttons(of: alert).first { $0.action.title == "Delete" })
        tap(delete, in: window)
        #expect(log.isEmpty, "the handler waits for the dismissal")
        settle()
        #expect(log == ["handler Delete presented=false"])
        #expect(alert.view.window == nil)
    }

    /// UIKit's alert: 270 wide, centred; two short buttons side by side, 44 tall, cancel on
    /// the left; three in a column with cancel last.
    @Test func theAlertsGeometry() throws {
        let (root, window, _) = presenter()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        let pair = buttons(of: alert)
        let box = try #require(pair.first?.superview)
        #expect(box.frame.width == 270)
        #expect(box.frame.midX == window.bounds.midX)
        #expect(abs(box.frame.midY - window.bounds.midY) <= 0.5)
        let ok = try #require(pair.first { $0.action.title == "OK" }), cancel = try #require(pair.first { $0.action.title == "Cancel" })
        #expect(cancel.frame == CGRect(x: 0, y: box.bounds.height - 44, width: 135, height: 44))
        #expect(ok.frame == CGRect(x: 135, y: box.bounds.height - 44, width: 135, height: 44))
        alert.dismiss(animated: false)

        let column = UIAlertController(title: nil, message: "Save changes?", preferredStyle: .alert)
        column.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        column.addAction(UIAlertAction(title: "Save", style: .default))
        column.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
        root.present(column, animated: false)
        window.layoutIfNeeded()
        let stacked = buttons(of: column).sorted { $0.frame.minY < $1.frame.minY }
        #expect(stacked.map { $0.action.title ?? "" } == ["Save", "Don't Save", "Cancel"])
        #expect(stacked.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })
        column.dismiss(animated: false)
    }

    @Test func returnChoosesThePreferredActionAndEscapeCancels() {
        let (root, window, _) = presenter()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title!) }
        let signIn = UIAlertAction(title: "Sign In", style: .default) { chosen.append($0.title!) }
        alert.addAction(cancel)
        alert.addAction(signIn)
        alert.preferredAction = signIn
        root.present(alert, animated: false)
        #expect(alert.textFields?.first?.isFirstResponder == true, "the first field takes typing")
        alert.textFields?.first?.insertText("Ada")
        alert.textFields?.first?.insertText("\n")
        settle()
        #expect(chosen == ["Sign In"])
        #expect(alert.textFields?.first?.text == "Ada")

        let second = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "Stay", style: .cancel) { chosen.append($0.title!) })
        second.addAction(UIAlertAction(title: "Leave", style: .default) { chosen.append($0.title!) })
        root.present(second, animated: false)
        KeyInput(window: window).press(UIKey(keyCode: .keyboardEscape, characters: UIKeyCommand.inputEscape))
        settle()
        #expect(chosen == ["Sign In", "Stay"])
    }

    @Test func aTapOutsideAnActionSheetCancelsIt() throws {
        let (root, window, _) = presenter()
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { chosen.append($0.title!) })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title!) })
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        let cancel = try #require(buttons(of: sheet).first { $0.action.style == .cancel })
        let frame = cancel.convert(cancel.bounds, to: window)
        // 8 points from the edges, over the safe area's bottom; 57 tall.
        #expect(frame == CGRect(x: 8, y: 667 - 34 - 8 - 57, width: 359, height: 57))
        let touches = TouchInput(window: window)
        let touch = touches.begin(at: CGPoint(x: 180, y: 100))
        touches.end(touch, at: CGPoint(x: 180, y: 100))
        settle()
        #expect(chosen == ["Cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aDisabledActionIsNotChosen() throws {
        let (root, window, _) = presenter()
        var chosen = 0
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in chosen += 1 }
        ok.isEnabled = false
        alert.addAction(ok)
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        tap(try #require(buttons(of: alert).first), in: window)
        settle()
        #expect(chosen == 0)
        #expect(root.presentedViewController === alert)
        alert.dismiss(animated: false)
    }

    private final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
        var log: [String] = []
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { log.append("prepare") }
        func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
            log.append("shouldDismiss")
            return true
        }
        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
            log.append("didDismiss")
        }
    }

    /// In a regular width an action sheet is a popover beside its source view, without its
    /// cancel button or dimming; a tap outside asks the delegate, then cancels.
    @Test func anActionSheetInARegularWidthIsAPopover() throws {
        let (root, window, content) = presenter()
        window.traitOverrides.horizontalSizeClass = .regular
        let source = UIView(frame: CGRect(x: 200, y: 150, width: 80, height: 30))
        content.addSubview(source)
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { chosen.append($0.title!) })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title!) })
        let delegate = PopoverDelegate()
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = delegate
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        #expect(delegate.log == ["prepare"])
        #expect(popover.arrowDirection == .up)
        let share = try #require(buttons(of: sheet).first { $0.action.title == "Share" })
        let box = try #require(share.superview)
        // Centred under the source (x 88) would pass the 10-point margin of the 375-point
        // screen: it is moved in to 375 − 10 − 304.
        #expect(box.frame == CGRect(x: 61, y: 150 + 30 + 13, width: 304, height: 57))
        #expect(buttons(of: sheet).first { $0.action.style == .cancel }?.isHidden == true, "no cancel button in a popover")
        #expect(sheet.view.backgroundColor == .clear)
        let touches = TouchInput(window: window)
        let touch = touches.begin(at: CGPoint(x: 40, y: 600))
        touches.end(touch, at: CGPoint(x: 40, y: 600))
        settle()
        #expect(delegate.log == ["prepare", "shouldDismiss", "didDismiss"])
        #expect(chosen == ["Cancel"])
    }

    @Test func popoverPresentationControllers() {
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        #expect(alert.popoverPresentationController == nil, "an alert is no popover")
        let plain = UIViewController()
        #expect(plain.popoverPresentationController == nil)
        plain.modalPresentationStyle = .popover
        let popover = plain.popoverPresentationController
        #expect(popover != nil)
        #expect(plain.popoverPresentationController === popover, "the same one until presented")
        #expect(popover?.permittedArrowDirections == .any)
        #expect(popover?.arrowDirection == .unknown)
    }

    /// An active search in one tab is presented in its own context: another tab can still
    /// present an alert (the root is not "already presenting").
    @Test func anAlertFromAnotherTabWhileASearchIsActive() {
        let searching = UIViewController(), other = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: searching), UINavigationController(rootViewController: other)]
        let window = makeVisibleWindow(root: tabs)
        let search = UISearchController(searchResultsController: nil)
        searching.navigationItem.searchController = search
        window.layoutIfNeeded()
        search.isActive = true
        #expect(search.presentingViewController != nil)
        #expect(tabs.presentedViewController == nil, "presented in the search's context, not by the root")
        tabs.selectedIndex = 1
        let alert = UIAlertController(title: "Hello", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        other.present(alert, animated: false)
        #expect(other.presentedViewController === alert)
        alert.dismiss(animated: false)
        #expect(other.presentedViewController == nil)
        search.isActive = false
        #expect(search.presentingViewController == nil)
    }

    /// The common pattern: Save enabled once the field has text. Typing keeps editing.
    @Test func enablingAnActionWhileTypingKeepsTheFieldEditing() throws {
        let (root, window, _) = presenter()
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        save.isEnabled = false
        alert.addTextField { field in
            field.addAction(UIAction { _ in save.isEnabled = !(field.text ?? "").isEmpty }, for: .editingChanged)
        }
        alert.addAction(save)
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        let field = try #require(alert.textFields?.first)
        let button = try #require(buttons(of: alert).first)
        #expect(!button.isEnabled)
        field.insertText("A")
        #expect(save.isEnabled && button.isEnabled)
        #expect(field.isFirstResponder, "still editing")
        field.insertText("da")
        #expect(field.text == "Ada")
        alert.dismiss(animated: false)
    }
}
