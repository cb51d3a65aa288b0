import Foundation
import Testing
@testable import UIKit

/// One section of `items` items, movable, in a collection view whose direction is forced
/// (right to left unless told), with cells and headers registered.
@MainActor
final class DirectionFixture: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: Int
    var moves: [String] = []
    let collectionView: UICollectionView

    init(items: Int, layout: UICollectionViewLayout, size: CGSize = CGSize(width: 320, height: 480),
         direction: UISemanticContentAttribute = .forceRightToLeft) {
        self.items = items
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.semanticContentAttribute = direction
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
    }

    /// The frame of the visible cell of `item`.
    func frame(_ item: Int) -> CGRect? { collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame }
    var visibleItems: [Int] { collectionView.indexPathsForVisibleItems.map(\.item) }
}

/// A row of 100×100 items 10 points apart, whose direction is set by the test, recording the
/// rectangles and self-sizing attributes it receives.
final class RowLayout: UICollectionViewLayout {
    var flips = false
    var development = UIUserInterfaceLayoutDirection.leftToRight
    var queried: [CGRect] = []
    var originalsOffered: [CGRect] = []
    private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { development }
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(count) * 110 - 10, height: 100) }

    func frame(_ item: Int) -> CGRect { CGRect(x: CGFloat(item) * 110, y: 0, width: 100, height: 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queried.append(rect)
        return (0..<count).filter { frame($0).overlaps(rect) }.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(indexPath.item)
        return attributes
    }
    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        originalsOffered.append(originalAttributes.frame)
        return false
    }
}

/// Right-to-left collection views mirror the frames of layouts that flip, as UIKit does
/// (`LayoutMirror`): about the content width, with the bounds origin at the leading edge.
@Suite @MainActor struct RightToLeftLayoutTests {
    private func flow(_ direction: UICollectionView.ScrollDirection = .vertical, item: CGFloat = 100,
                      configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: item, height: item)
        layout.scrollDirection = direction
        configure(layout)
        return layout
    }

    /// Ten items of a horizontal flow two to a column in 320×210: five columns, 540 wide.
    private func horizontalFixture(items: Int = 10, configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> DirectionFixture {
        DirectionFixture(items: items, layout: flow(.horizontal, configure: configure), size: CGSize(width: 320, height: 210))
    }

    @Test func verticalGridFillsRowsFromTheRight() {
        let fixture = DirectionFixture(items: 7, layout: flow())
        #expect(fixture.collectionView.contentOffset == .zero)
        let columns: [CGFloat] = [220, 110, 0]
        for item in 0..<7 {
            #expect(fixture.frame(item) == rect(columns[item % 3], CGFloat(item / 3) * 110, 100, 100), "item \(item)")
        }
        // The layout keeps its own coordinates.
        #expect(fixture.collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                    == rect(0, 0, 100, 100))
    }

    @Test func sectionInsetsSwapSides() {
        let fixture = DirectionFixture(items: 3, layout: flow(item: 90) {
            $0.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 5)
        })
        // Left to right: 20, 123 (122.5 rounded to the pixel), 225: the free 25 points shared by the gaps.
        #expect(fixture.frame(0) == rect(210, 0, 90, 90))
        #expect(fixture.frame(1) == rect(107, 0, 90, 90))
        #expect(fixture.frame(2) == rect(5, 0, 90, 90))
    }

    @Test func queriesReturnMirroredCopies() {
        let fixture = DirectionFixture(items: 7, layout: flow { $0.headerReferenceSize = size(0, 40) })
        let view = fixture.collectionView
        let attributes = view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!
        #expect(attributes.frame == rect(220, 150, 100, 100) && attributes.center == CGPoint(x: 270, y: 200))
        #expect(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == rect(0, 150, 100, 100))
        let header = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == rect(0, 0, 320, 40))
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == attributes.frame)
    }

    @Test func horizontalFlowStartsAtTheRightEnd() {
        let fixture = horizontalFixture()
        #expect(fixture.collectionView.contentSize == size(540, 210))
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 220, y: 0))
        #expect(fixture.visibleItems == [0, 1, 2, 3, 4, 5])
        #expect(fixture.frame(0) == rect(440, 0, 100, 100) && fixture.frame(1) == rect(440, 110, 100, 100))
        #expect(fixture.frame(2) == rect(330, 0, 100, 100) && fixture.frame(5) == rect(220, 110, 100, 100))
    }

    @Test func headersAreMirrored() {
        let fixture = horizontalFixture { $0.headerReferenceSize = size(50, 0) }
        let view = fixture.collectionView
        #expect(view.contentSize == size(590, 210) && view.contentOffset == CGPoint(x: 270, y: 0))
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == rect(540, 0, 50, 210))
        #expect(fixture.frame(0) == rect(440, 0, 100, 100))
    }

    @Test func aLayoutThatDoesNotFlipIsNotMirrored() {
        let layout = RowLayout()
        let fixture = DirectionFixture(items: 6, layout: layout)
        #expect(fixture.collectionView.contentOffset == .zero)
        #expect(fixture.frame(0) == layout.frame(0) && fixture.frame(2) == layout.frame(2))
    }

    @Test func theLayoutsDevelopmentDirectionDecides() {
        let rightToLeft = RowLayout()
        rightToLeft.flips = true
        rightToLeft.development = .rightToLeft
        let sameDirection = DirectionFixture(items: 3, layout: rightToLeft)
        #expect(sameDirection.frame(0) == rect(0, 0, 100, 100))
        let designedForTheOther = RowLayout()
        designedForTheOther.flips = true
        designedForTheOther.development = .rightToLeft
        let leftToRight = DirectionFixture(items: 3, layout: designedForTheOther, direction: .forceLeftToRight)
        #expect(leftToRight.frame(0) == rect(220, 0, 100, 100))
    }

    @Test func theLayoutIsAskedForTheMirroredRectangle() {
        let layout = RowLayout()
        layout.flips = true
        let fixture = DirectionFixture(items: 6, layout: layout)
        // Content 650 wide: the view starts at 330, which is the layout's 0…320.
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 330, y: 0))
        #expect(layout.queried.contains(rect(0, 0, 320, 480)))
        #expect(fixture.frame(0) == rect(550, 0, 100, 100) && fixture.visibleItems == [0, 1, 2])
    }

    @Test func selfSizingAttributesGoBackInTheLayoutsCoordinates() {
        let layout = RowLayout()
        layout.flips = true
        _ = DirectionFixture(items: 3, layout: layout)
        #expect(Set(layout.originalsOffered.map(\.minX)) == [0, 110, 220])
    }

    @Test func hitTestingFindsTheMirroredItem() {
        let view = DirectionFixture(items: 7, layout: flow()).collectionView
        #expect(view.indexPathForItem(at: CGPoint(x: 250, y: 50)) == IndexPath(item: 0, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 50)) == IndexPath(item: 2, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 160)) == IndexPath(item: 5, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
    }

    @Test func scrollingToItemsUsesTheMirroredFrames() {
        let view = horizontalFixture().collectionView
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .left, animated: false)
        #expect(view.contentOffset == .zero)
        view.scrollToItem(at: IndexPath(item: 4, section: 0), at: .centeredHorizontally, animated: false)
        #expect(view.contentOffset == CGPoint(x: 110, y: 0))
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .right, animated: false)
        #expect(view.contentOffset == CGPoint(x: 220, y: 0))
    }

    @Test func cellsAheadAreMadeOnTheLeft() {
        let fixture = horizontalFixture()
        let view = fixture.collectionView
        view.contentOffset = CGPoint(x: 200, y: 0)
        view.layoutIfNeeded()
        // Scrolling left: the strip ahead is 40…200, where the last column (8, 9) is.
        #expect(view.preparedCells[section: 0, item: 8] != nil && view.preparedCells[section: 0, item: 9] != nil)
    }

    @Test func growingContentKeepsTheRightEnd() {
        let fixture = horizontalFixture()
        let view = fixture.collectionView
        fixture.items = 12
        UIView.performWithoutAnimation { view.insertItems(at: [IndexPath(item: 10, section: 0), IndexPath(item: 11, section: 0)]) }
        view.layoutIfNeeded()
        #expect(view.contentSize == size(650, 210) && view.contentOffset == CGPoint(x: 330, y: 0))
        #expect(fixture.frame(0) == rect(550, 0, 100, 100))
    }

    @Test func insertedItemsEndAtMirroredFrames() {
        let fixture = DirectionFixture(items: 7, layout: flow())
        let view = fixture.collectionView
        fixture.items = 8
        UIView.performWithoutAnimation { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        view.layoutIfNeeded()
        for path in view.indexPathsForVisibleItems {
            #expect(view.cellForItem(at: path)?.frame == view.layoutAttributesForItem(at: path)?.frame, "item \(path.item)")
        }
        #expect(fixture.frame(0) == rect(220, 0, 100, 100) && fixture.frame(7) == rect(110, 220, 100, 100))
    }

    @Test func reorderingFollowsTheFingerAcrossMirroredItems() {
        let fixture = DirectionFixture(items: 9, layout: flow())
        let view = fixture.collectionView
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let moving = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 160))
        #expect(moving.center == CGPoint(x: 50, y: 160))
        #expect(view.cellForItem(at: IndexPath(item: 5, section: 0)) === moving, "the finger is over item 5, on the left")
        UIView.performWithoutAnimation { view.endInteractiveMovement() }
        #expect(fixture.moves == ["0→5"])
    }

    @Test func changingDirectionMirrorsAgain() {
        let fixture = horizontalFixture()
        let view = fixture.collectionView
        view.semanticContentAttribute = .forceLeftToRight
        view.layoutIfNeeded()
        #expect(view.contentOffset == .zero && fixture.frame(0) == rect(0, 0, 100, 100))
        view.semanticContentAttribute = .unspecified
        view.traitOverrides.layoutDirection = .rightToLeft
        view.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 220, y: 0) && fixture.frame(0) == rect(440, 0, 100, 100))
    }
}
