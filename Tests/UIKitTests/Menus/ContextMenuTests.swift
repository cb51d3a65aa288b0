import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Context menus on a collection view's items and on any view, driven by touches in a window
/// on the hand-stepped clock: the delegate calls in UIKit's order, choosing, dismissing,
/// committing the preview.
@Suite @MainActor struct ContextMenuTests {
    @Test func aLongPressShowsTheMenuAndChoosingAnActionRunsItThenEnds() throws {
        let fixture = ContextMenuFixture()
        let touch = fixture.input.begin(at: CGPoint(x: 150, y: 50))  // item 1
        fixture.clock.advance(by: 0.49)
        #expect(fixture.takeLog().isEmpty && fixture.menuView == nil)
        fixture.clock.advance(by: 0.01)
        #expect(fixture.takeLog() == ["configuration [1] (150, 50)", "highlightPreview 1", "willDisplay item 1"])
        let menuView = try #require(fixture.menuView)
        #expect(menuView.layout.rows.map(\.title) == ["Copy", "Share", "Delete"])
        #expect(menuView.layout.rows.map(\.textColor) == [.label, .label, .systemRed])
        fixture.input.end(touch)
        fixture.settle()
        #expect(fixture.takeLog() == ["displayed"])
        // The cell (110, 0, 100, 100) lifts by 5 %: (107.5, -2.5, 105, 105); the menu goes below
        // it, lined up with its trailing edge, kept 8 points inside the window.
        #expect(menuView.frame == CGRect(x: 8, y: 110.5, width: 250, height: 132))
        let preview = try #require(menuView.superview?.subviews.first { $0 is LiftedPreviewView })
        #expect(preview.frame == CGRect(x: 107.5, y: -2.5, width: 105, height: 105))
        #expect(preview.bounds.size == CGSize(width: 100, height: 100))
        #expect(fixture.collectionView.indexPathsForSelectedItems == [])

        fixture.input.tap(at: try #require(fixture.center(ofRow: "Share")))
        #expect(fixture.takeLog() == ["Share 1", "dismissalPreview 1", "willEnd item 1"])
        #expect(fixture.menuView != nil)  // fading out
        fixture.settle()
        #expect(fixture.takeLog() == ["ended"])
        #expect(fixture.menuView == nil && fixture.window.subviews.count == 1)
        #expect(fixture.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func aTapOutsideTheMenuDismissesItWithoutAnAction() throws {
        let fixture = ContextMenuFixture()
        fixture.longPress(at: CGPoint(x: 50, y: 160))  // item 3
        fixture.settle()
        #expect(fixture.takeLog() == ["configuration [3] (50, 160)", "highlightPreview 3", "willDisplay item 3", "displayed"])
        fixture.input.tap(at: CGPoint(x: 300, y: 450))
        fixture.settle()
        #expect(fixture.takeLog() == ["dismissalPreview 3", "willEnd item 3", "ended"])
        #expect(fixture.menuView == nil)
        // The tap went to the menu's backdrop, not to the items under it.
        #expect(fixture.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func theSingleItemFormAnswersWhenThePluralOneIsNotImplemented() {
        let fixture = ContextMenuFixture()
        fixture.usesPluralForm = false
        fixture.longPress(at: CGPoint(x: 260, y: 50))
        fixture.settle()
        #expect(fixture.takeLog() == ["single configuration 2", "highlightPreview 2", "willDisplay item 2", "displayed"])
        fixture.collectionView.contextMenuInteraction?.dismissMenu()
        fixture.settle()
        #expect(fixture.takeLog() == ["dismissalPreview 2", "willEnd item 2", "ended"])
    }

    @Test func aPressOnTheBackgroundAsksWithNoItemsAndAQuickTapSelectsAsUsual() {
        let fixture = ContextMenuFixture()
        fixture.longPress(at: CGPoint(x: 160, y: 400))
        #expect(fixture.takeLog() == ["configuration [] (160, 400)"])
        #expect(fixture.menuView == nil)
        fixture.input.tap(at: CGPoint(x: 50, y: 50))
        #expect(fixture.takeLog().isEmpty)
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func tappingThePreviewCommitsIt() throws {
        let fixture = ContextMenuFixture()
        fixture.longPress(at: CGPoint(x: 50, y: 50))
        fixture.settle()
        _ = fixture.takeLog()
        fixture.input.tap(at: CGPoint(x: 50, y: 50))  // on the lifted preview
        #expect(fixture.takeLog() == ["willPerformPreviewAction item 0 pop", "dismissalPreview 0", "willEnd item 0"])
        fixture.settle()
        #expect(fixture.takeLog() == ["ended", "committed"])
        #expect(fixture.menuView == nil)
    }

    @Test func anInteractionOnAnyViewListsItselfAndLiftsTheView() throws {
        let clock = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 40, y: 640, width: 120, height: 80))
        window.addSubview(view)
        let delegate = RecordingInteractionDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view && interaction.delegate === delegate)
        #expect(view.gestureRecognizers?.count == 1 && interaction.menuAppearance == .unknown)
        let input = TouchInput(window: window)
        let touch = input.begin(at: CGPoint(x: 60, y: 660))
        clock.advance(by: 0.5)
        #expect(delegate.log == ["configuration (20, 20)", "willDisplay"])
        #expect(interaction.menuAppearance == .rich && interaction.location(in: view) == CGPoint(x: 20, y: 20))
        input.end(touch)
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
        let menuView = try #require(window.presentedMenuView)
        // The view lifted: (37, 638, 126, 84); below it there is no room for the menu's
        // 2 × 44 + 8 + 44 points (106 points): above it, 8 points off.
        #expect(menuView.layout.size == CGSize(width: 250, height: 140))
        #expect(menuView.frame == CGRect(x: 37, y: 490, width: 250, height: 140))
        // A disabled action cannot be chosen: the menu stays.
        let disabled = try #require(menuView.layout.rows.firstIndex { $0.title == "Archive" })
        input.tap(at: window.convert(CGPoint(x: 100, y: menuView.layout.rows[disabled].frame.midY), from: menuView))
        #expect(delegate.log == ["configuration (20, 20)", "willDisplay"] && window.presentedMenuView === menuView)
        let rename = try #require(menuView.layout.rows.first { $0.title == "Rename" })
        input.tap(at: window.convert(CGPoint(x: 100, y: rename.frame.midY), from: menuView))
        #expect(delegate.log.suffix(2) == ["Rename sender: interaction", "willEnd"])
        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && view.gestureRecognizers?.isEmpty != false && interaction.view == nil)
    }

    @Test func aSingleSelectionMenuMovesItsCheckmarkToTheChosenAction() throws {
        let name = UIAction(title: "Name", state: .on) { _ in }
        let date = UIAction(title: "Date") { _ in }
        let size = UIAction(title: "Size") { _ in }
        let menu = UIMenu(options: .singleSelection, children: [name, UIMenu(options: .displayInline, children: [date, size])])
        menu.choose(size)
        #expect([name, date, size].map(\.state) == [.off, .off, .on])
        // Without `.singleSelection`, states are the app's to change.
        let plain = UIMenu(children: [name, date])
        plain.choose(date)
        #expect([name, date].map(\.state) == [.off, .off])
    }
}

/// Gives a menu of Rename, Archive (disabled) and an inline Delete for any location, and logs.
@MainActor
final class RecordingInteractionDelegate: UIContextMenuInteractionDelegate {
    var log: [String] = []

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration? {
        log.append("configuration (\(Int(location.x)), \(Int(location.y)))")
        return UIContextMenuConfiguration(previewProvider: nil) { [unowned self] _ in
            UIMenu(children: [
                UIAction(title: "Rename") { [unowned self] action in
                    log.append("Rename sender: \(action.sender is UIContextMenuInteraction ? "interaction" : "other")")
                },
                UIAction(title: "Archive", attributes: .disabled) { [unowned self] _ in log.append("Archive") },
                UIMenu(options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in }]),
            ])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd")
    }
}
