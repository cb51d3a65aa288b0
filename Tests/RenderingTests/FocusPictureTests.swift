import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Keyboard focus drawn as on iPad: a grid item's halo (a 4-point ring in the tint color
/// around its rounded corners) and a focused list row's highlighted background. Compared with
/// reference pictures.
@Suite(.serialized) @MainActor struct FocusPictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    @MainActor private final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            if let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as? UICollectionViewListCell {
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.item + 1)"
                cell.contentConfiguration = content
                return cell
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemTeal
            cell.layer.cornerRadius = 12
            return cell
        }
    }

    private func render(_ collectionView: UICollectionView, cellClass: AnyClass, name: String) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 280))
        window.traitOverrides.displayScale = 2
        window.backgroundColor = .systemBackground
        let source = Source()
        collectionView.frame = window.bounds
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let keys = KeyInput(window: window)
        keys.press(UIKey(keyCode: .keyboardTab, characters: "\t"))
        keys.press(UIKey(keyCode: .keyboardRightArrow, characters: UIKeyCommand.inputRightArrow))
        keys.press(UIKey(keyCode: .keyboardDownArrow, characters: UIKeyCommand.inputDownArrow))
        window.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), name)
    }

    @Test func aFocusedGridItemShowsItsHalo() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
        layout.minimumInteritemSpacing = 24
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        try render(collectionView, cellClass: UICollectionViewCell.self, name: "focus-grid-halo")
    }

    @Test func aFocusedListRowIsHighlighted() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        try render(collectionView, cellClass: UICollectionViewListCell.self, name: "focus-list-row")
    }
}
