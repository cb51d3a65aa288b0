import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// The list cell's pop-up menu accessory and pop-up buttons: a tap shows the menu with the
/// selected element checked; choosing another selects it alone, runs its handler, tells the
/// accessory's handler, and the menu goes away.
@Suite @MainActor struct PopUpMenuTests {
    private func descendants(of view: UIView) -> [UIView] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    @Test func aTapOnARowWithAPopUpAccessoryShowsItsMenuBesideTheAccessory() throws {
        let clock = useManualClock()
        var log: [String] = []
        let menu = UIMenu(title: "Quality", children: [
            UIAction(title: "Low") { log.append("handler \($0.title)") },
            UIAction(title: "High") { log.append("handler \($0.title)") },
            UIAction(title: "Lossless", attributes: .disabled) { _ in },
        ])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                                                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.contentInsetAdjustmentBehavior = .never
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item == "Quality" ? [.popUpMenu(menu) { changed in
                log.append("changed \(changed.selectedElements.map(\.title))")
            }] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Name", "Quality"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = UIWindow(frame: collectionView.frame)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let accessory = try #require(descendants(of: cell).lazy.compactMap { $0 as? CellAccessoryView }.first)
        #expect(accessory.isPopUpMenu && accessory.frame.width > 0)

        let input = TouchInput(window: window)
        input.tap(at: CGPoint(x: 100, y: cell.frame.midY))  // anywhere in the row
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
        let menuView = try #require(window.presentedMenuView)
        #expect(menuView.layout.rows.map(\.title) == ["Quality", "Low", "High", "Lossless"])
        #expect(menuView.layout.rows.map(\.state) == [.off, .on, .off, .off])  // the first is selected
        let accessoryInWindow = window.convert(accessory.bounds, from: accessory)
        #expect(menuView.frame.maxX == accessoryInWindow.maxX && menuView.frame.minY == accessoryInWindow.maxY + 8)
        #expect(collectionView.indexPathsForSelectedItems == [])  // the tap showed the menu instead

        let high = try #require(menuView.layout.rows.first { $0.title == "High" })
        input.tap(at: window.convert(CGPoint(x: 100, y: high.frame.midY), from: menuView))
        #expect(log == ["handler High", "changed [\"High\"]"])
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
        #expect(window.presentedMenuView == nil)
        #expect(menu.selectedElements.map(\.title) == ["High"])
    }

    @Test func aButtonWithAMenuAsItsPrimaryActionShowsItOnTouchDown() throws {
        let clock = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        var log: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in log.append("Rename") },
                                      UIAction(title: "Delete", attributes: .destructive) { _ in log.append("Delete") }])
        button.showsMenuAsPrimaryAction = true
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("menuActionTriggered") }, for: .menuActionTriggered)
        button.frame = CGRect(x: 300, y: 780, width: 70, height: 44)
        window.addSubview(button)
        let input = TouchInput(window: window)
        let touch = input.begin(at: CGPoint(x: 330, y: 800))
        let menuView = try #require(window.presentedMenuView)
        #expect(log == ["menuActionTriggered"])
        input.end(touch)
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
        // No room below: above the button, lined up with its trailing edge.
        #expect(menuView.frame == CGRect(x: 120, y: 684, width: 250, height: 88))
        // Not a pop-up button: no checkmark, and the title stays.
        #expect(menuView.layout.rows.map(\.state) == [.off, .off] && button.title(for: .normal) == "More")
        input.tap(at: window.convert(CGPoint(x: 100, y: 66), from: menuView))
        #expect(log == ["menuActionTriggered", "Delete"])
    }
}
