import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Context menus and pop-up menus drawn as iOS draws them: a long-pressed grid item lifted over
/// a dimmed backdrop with its menu (title, symbols, a checked action, a subtitle, a submenu
/// row, a disabled action and an inline destructive section), light and dark; a pop-up
/// button's menu. Compared with reference pictures.
@Suite(.serialized) @MainActor struct MenuPictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    private var clock: ManualAnimationClock { Animator.shared.clock as! ManualAnimationClock }

    private func settle() {
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
    }

    @MainActor private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal,
                                 .systemYellow, .systemIndigo, .systemRed]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = colors[indexPath.item]
            cell.layer.cornerRadius = 8
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                            point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "Photo", children: [
                    UIAction(title: "Favorite", image: UIImage(systemName: "heart"), state: .on) { _ in },
                    UIAction(title: "Share", subtitle: "With 3 people", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                    UIMenu(title: "Move to Album", children: [UIAction(title: "Trips") { _ in }]),
                    UIAction(title: "Print", image: UIImage(systemName: "printer"), attributes: .disabled) { _ in },
                    UIMenu(options: .displayInline, children: [
                        UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                    ]),
                ])
            }
        }
    }

    private func gridWithMenu(style: UIUserInterfaceStyle) -> (UIWindow, Grid) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.traitOverrides.displayScale = 2
        window.traitOverrides.userInterfaceStyle = style
        window.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let grid = Grid()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = grid
        collectionView.delegate = grid
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 195, y: 70))  // the second item
        clock.advance(by: 0.6)
        input.end(finger)
        settle()
        window.layoutIfNeeded()
        return (window, grid)
    }

    @Test func aContextMenuOverALiftedItemLight() throws {
        let (window, grid) = gridWithMenu(style: .light)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "menu-context-light")
        _ = grid
    }

    @Test func aContextMenuOverALiftedItemDark() throws {
        let (window, grid) = gridWithMenu(style: .dark)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "menu-context-dark")
        _ = grid
    }

    /// A bordered pop-up button at (20, 20) in a 320-point-wide window, its `menu` shown by a tap.
    private func showPopUpMenu(_ menu: UIMenu, windowHeight: CGFloat, changesSelection: Bool) -> (UIWindow, TouchInput) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: windowHeight))
        window.traitOverrides.displayScale = 2
        window.backgroundColor = .systemGroupedBackground
        let button = UIButton(configuration: .bordered())
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = changesSelection
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 36)
        window.addSubview(button)
        window.makeKeyAndVisible()
        let input = TouchInput(window: window)
        input.tap(at: CGPoint(x: 60, y: 38))
        settle()
        window.layoutIfNeeded()
        return (window, input)
    }

    @Test func aPopUpButtonsMenu() throws {
        let (window, _) = showPopUpMenu(UIMenu(title: "Sort By", children: [
            UIAction(title: "Name", image: UIImage(systemName: "textformat")) { _ in },
            UIAction(title: "Date", image: UIImage(systemName: "calendar")) { _ in },
            UIAction(title: "Size", image: UIImage(systemName: "folder")) { _ in },
        ]), windowHeight: 300, changesSelection: true)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "menu-pop-up-button")
    }

    @Test func aMenuTallerThanTheWindowScrolls() throws {
        var chosen: [String] = []
        let (window, input) = showPopUpMenu(UIMenu(title: "Font", children: (1...20).map { number in
            UIAction(title: "Size \(number)") { _ in chosen.append("Size \(number)") }
        }), windowHeight: 400, changesSelection: false)
        // The menu is cut at the window's bottom (8 points in); a drag on it scrolls its rows.
        let finger = input.begin(at: CGPoint(x: 100, y: 350))
        for step in 1...20 {
            clock.advance(by: 1.0 / 60)
            input.move(finger, to: CGPoint(x: 100, y: 350 - CGFloat(step) * 15))
            window.layoutIfNeeded()
        }
        input.end(finger)
        settle()
        for _ in 0..<180 {
            clock.advance(by: 1.0 / 60)
            window.layoutIfNeeded()
        }
        // Too tall for either side of the button, the menu covers it, 8 points inside the window.
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "menu-long-scrolled")
        input.tap(at: CGPoint(x: 100, y: 360))
        settle()
        #expect(chosen == ["Size 20"], "the last row, which the scroll brought into view")
    }

    @Test func aListRowsPopUpMenuAccessoryAndItsMenu() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 360))
        window.traitOverrides.displayScale = 2
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        collectionView.contentInsetAdjustmentBehavior = .never
        let quality = UIMenu(title: "Quality", children: [
            UIAction(title: "Automatic") { _ in }, UIAction(title: "High Efficiency") { _ in },
            UIAction(title: "Most Compatible", subtitle: "JPEG and H.264") { _ in },
        ])
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = UIListContentConfiguration.valueCell()
            content.text = item
            content.secondaryText = item == "Formats" ? "Automatic" : nil
            cell.contentConfiguration = content
            cell.accessories = item == "Formats" ? [.popUpMenu(quality)] : [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: rows, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Formats", "Grid"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let formats = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        TouchInput(window: window).tap(at: CGPoint(x: 100, y: formats.frame.midY))
        settle()
        window.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "menu-pop-up-accessory")
    }
}
