import Foundation
import Testing
@testable import UIKit

final class SetupCell: UICollectionViewCell {
    var label = "unset"
    var reuseCount = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        label = "set up with \(frame.size.width)"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

final class PlainCell: UICollectionViewCell {
    var extra = 7
}

/// A data source with just the two required methods.
@MainActor
final class MinimalSource: NSObject, UICollectionViewDataSource {
    var items = 4
    var countQueries = 0
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        countQueries += 1
        return items
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The collection view as a host of layouts (issue 2's part of it).
@Suite @MainActor struct CollectionViewHostTests {
    @Test func countsComeFromTheDataSourceAndAreKeptUntilReload() {
        let collectionView = UICollectionView(frame: rect(0, 0, 320, 480), collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 0)
        let source = MinimalSource()
        collectionView.dataSource = source
        #expect(collectionView.numberOfSections == 1, "numberOfSections(in:) absent: one section")
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        source.items = 9
        #expect(collectionView.numberOfItems(inSection: 0) == 4, "kept until the data is reloaded")
        #expect(source.countQueries == 1)
        collectionView.reloadData()
        #expect(collectionView.numberOfItems(inSection: 0) == 9)
    }

    @Test func layoutIfNeededPreparesOnceAndTakesTheContentSize() {
        let layout = RecordingLayout()
        let collectionView = UICollectionView(frame: rect(0, 0, 320, 480), collectionViewLayout: layout)
        #expect(layout.collectionView === collectionView)
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 1 && collectionView.contentSize == size(100, 120))
        collectionView.reloadData()
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true && layout.contexts.last?.invalidateEverything == true)
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
    }

    @Test func boundsChangesAskTheLayout() {
        let layout = RecordingLayout()
        let collectionView = UICollectionView(frame: rect(0, 0, 320, 480), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 50)
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 1 && layout.contexts.isEmpty)
        layout.boundsAnswer = true
        collectionView.contentOffset = CGPoint(x: 0, y: 60)
        #expect(layout.contexts.count == 1 && layout.contexts[0] is RecordingContext)
        #expect(!layout.contexts[0].invalidateEverything)
        collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        collectionView.frame = rect(0, 0, 300, 480)
        #expect(layout.contexts.count == 2)
    }

    @Test func contentOffsetAdjustmentIsAppliedOnTheNextLayout() {
        let layout = RecordingLayout()
        let collectionView = UICollectionView(frame: rect(0, 0, 320, 480), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 25)
        layout.invalidateLayout(with: context)
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 25))
    }

    @Test func registeredClassesAreCreatedThroughInitFrame() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = size(80, 30)
        let collectionView = UICollectionView(frame: rect(0, 0, 320, 480), collectionViewLayout: layout)
        let source = MinimalSource()
        collectionView.dataSource = source
        collectionView.register(SetupCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.layoutIfNeeded()
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect((cell as? SetupCell)?.label == "set up with 80.0")
        #expect(cell.reuseIdentifier == "cell" && cell.frame == rect(0, 0, 80, 30))
        collectionView.register(PlainCell.self, forCellWithReuseIdentifier: "plain")
        let plain = collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: IndexPath(item: 1, section: 0))
        #expect((plain as? PlainCell)?.extra == 7 && plain.contentView.superview === plain)
        collectionView.reusePool.enqueue(cell, as: ReusePool.Key(category: .cell, kind: nil, identifier: "cell"))
        let reused = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 2, section: 0))
        #expect(reused === cell && (reused as? SetupCell)?.reuseCount == 1)
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "b")
        let badge = collectionView.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "b", for: IndexPath(item: 0, section: 0))
        #expect(badge.reuseIdentifier == "b")
    }

    @Test func unregisteredIdentifierTrapsWithUIKitsMessage() {
        let key = ReusePool.Key(category: .cell, kind: nil, identifier: "photo")
        #expect(key.unregisteredMessage == "could not dequeue a view of kind: UICollectionElementKindCell with identifier photo - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func replacingTheLayoutDetachesTheOldOne() {
        let first = RecordingLayout(), second = RecordingLayout()
        let collectionView = UICollectionView(frame: rect(0, 0, 320, 480), collectionViewLayout: first)
        var completed = false
        collectionView.setCollectionViewLayout(second, animated: false) { completed = $0 }
        #expect(completed && first.collectionView == nil && second.collectionView === collectionView)
        collectionView.layoutIfNeeded()
        #expect(second.prepareCount == 1 && first.prepareCount == 0)
        collectionView.collectionViewLayout = first
        #expect(first.collectionView === collectionView && second.collectionView == nil)
    }
}
