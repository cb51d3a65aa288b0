import Foundation
import Testing
@testable import OpenCollectionView

/// A cell that shows which item it was configured for.
final class LabelCell: CollectionViewCell {
    var title = ""
    var appliedCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }
    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedCount += 1
    }
}

/// A data source and delegate over an array model (sections of strings), recording every
/// delegate call, around a 320×480 collection view with a flow layout of 100×100 items
/// (3 per row, rows 110 points apart).
@MainActor
final class EngineFixture: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var model: [[String]]
    var calls: [String] = []
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    let collectionView: CollectionView
    let layout: CollectionViewFlowLayout

    init(model: [[String]], layout: CollectionViewFlowLayout = CollectionViewFlowLayout(),
         frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        self.model = model
        self.layout = layout
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.layoutIfNeeded()
    }

    convenience init(items: Int) {
        self.init(model: [(0..<items).map { "\($0)" }])
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { model.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { model[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        cell.title = model[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return shouldHighlight(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(indexPath.item)")
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging \(targetContentOffset.pointee.y)")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }

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
