import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// A cell that shows which item it was configured for.
final class LabelCell: UICollectionViewCell {
    var title = ""
    var appliedCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedCount += 1
    }
}

/// A data source and delegate over an array model (sections of strings), recording every
/// delegate call, around a 320×480 collection view with a flow layout of 100×100 items
/// (3 per row, rows 110 points apart).
@MainActor
final class EngineFixture: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var model: [[String]]
    var calls: [String] = []
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout

    init(model: [[String]], layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
         frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        self.model = model
        self.layout = layout
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.layoutIfNeeded()
    }

    convenience init(items: Int) {
        self.init(model: [(0..<items).map { "\($0)" }])
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        cell.title = model[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return shouldHighlight(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath.item)")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging \(targetContentOffset.pointee.y)")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }

    /// The titles of the visible cells, in index-path order.
    var visibleTitles: [String] { collectionView.visibleCells.map { ($0 as! LabelCell).title } }

    /// Every visible cell shows its item and sits where the layout puts it.
    func checkVisibleCells(sourceLocation: SourceLocation = #_sourceLocation) {
        for path in collectionView.indexPathsForVisibleItems {
            let cell = collectionView.cellForItem(at: path) as! LabelCell
            #expect(cell.title == model[path.section][path.item], "cell at \(path)", sourceLocation: sourceLocation)
            #expect(cell.frame == collectionView.collectionViewLayout.layoutAttributesForItem(at: path)?.frame,
                    "frame at \(path)", sourceLocation: sourceLocation)
        }
    }
}

@MainActor
func useManualClock() -> ManualAnimationClock {
    Animator.shared.reset()
    let clock = ManualAnimationClock()
    Animator.shared.clock = clock
    return clock
}
