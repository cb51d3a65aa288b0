import Foundation
import Testing
import PhotoAlbum
@_spi(Host) @testable import UIKit

/// A cell whose preferred height depends on its item (self-sizing).
final class TallCell: UICollectionViewCell {
    var height: CGFloat = 40
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}

@MainActor
final class SelfSizingSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath) as! TallCell
        cell.height = CGFloat(30 + 10 * indexPath.item)
        return cell
    }
}

/// An album controller, as a `UICollectionViewController` subclass.
final class AlbumController: UICollectionViewController {
    var names = ["a", "b", "c"]
    var selected: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UINib { LabelCell(frame: .zero) }, forCellWithReuseIdentifier: "label")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as! LabelCell
        cell.title = names[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

@Suite @MainActor struct EngineMiscTests {
    @Test func selfSizingCellsGetTheirPreferredSizes() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 50)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(TallCell.self, forCellWithReuseIdentifier: "tall")
        let source = SelfSizingSource()
        view.dataSource = source
        view.layoutIfNeeded()
        let heights = view.visibleCells.map(\.frame.height)
        #expect(heights == [30, 40, 50, 60, 70, 80])
        #expect(view.visibleCells.map(\.frame.minY) == [0, 40, 90, 150, 220, 300])
        #expect(view.contentSize.height == 380)
    }

    @Test func decorationViewsComeFromTheLayout() {
        let layout = ShelfLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let album = TestAlbumSource()
        album.imageNames = ["a", "b"]
        view.dataSource = album
        view.layoutIfNeeded()
        let shelves = view.subviews.filter { !($0 is UICollectionViewCell) }
        #expect(shelves.count == 1 && shelves.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(view.subviews.first === shelves.first, "zIndex −1: behind the cells")
    }

    @Test func collectionViewControllerOwnsItsCollectionView() {
        let controller = AlbumController(collectionViewLayout: UICollectionViewFlowLayout())
        let view = controller.collectionView!
        #expect(view.dataSource === controller && view.delegate === controller)
        #expect(view.frame == UIScreen.main.bounds && controller.collectionViewLayout is UICollectionViewFlowLayout)
        view.layoutIfNeeded()
        #expect(view.visibleCells.map { ($0 as! LabelCell).title } == ["a", "b", "c"])
        view.handleTap(at: CGPoint(x: 90, y: 25))
        #expect(controller.selected == [1], "the subclass's override is called")
        controller.viewWillAppear(false)
        #expect(view.indexPathsForSelectedItems?.isEmpty == true, "clearsSelectionOnViewWillAppear")
    }

    @Test func nibNamesResolveToRegisteredFactories() {
        UINib.register(name: "PhotoCell") { LabelCell(frame: .zero) }
        let nib = UINib(nibName: "PhotoCell", bundle: nil)
        #expect(nib.instantiate(withOwner: nil).first is LabelCell)
    }

    @Test func transitionLayoutKeepsAnimatedValues() {
        let transition = UICollectionViewTransitionLayout(currentLayout: UICollectionViewFlowLayout(), nextLayout: UICollectionViewFlowLayout())
        #expect(transition.value(forAnimatedKey: "blur") == 0)
        transition.updateValue(3, forAnimatedKey: "blur")
        #expect(transition.value(forAnimatedKey: "blur") == 3)
        transition.transitionProgress = -1
        #expect(transition.transitionProgress == 0)
    }

    @Test func theSystemClockAdvancesWhenTheMainQueueRuns() async throws {
        Animator.shared.reset()
        Animator.shared.clock = SystemAnimationClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished = false
        UIView.animate(withDuration: 0.05, animations: { view.alpha = 0 }, completion: { finished = $0 })
        // The main queue runs while this test waits; a loaded machine may take longer than the
        // animation's 0.05 s, so wait up to 3 s for it.
        for _ in 0..<60 where !finished { try await Task.sleep(for: .milliseconds(50)) }
        #expect(finished && !view.hasPropertyAnimations)
    }
}
