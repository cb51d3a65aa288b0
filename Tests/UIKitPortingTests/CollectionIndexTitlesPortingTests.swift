@_spi(Host) import UIKit
import XCTest

/// A collection view's index titles (iOS 14): a contacts grid whose controller gives a title per
/// section; touching a title scrolls its first item to the top.
final class CollectionIndexTitlesPortingTests: XCTestCase {
    final class ContactsController: UICollectionViewController {
        let letters = ["A", "B", "C", "D"]

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.contentInsetAdjustmentBehavior = .never
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { letters.count }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func indexTitles(for collectionView: UICollectionView) -> [String]? { letters }
        override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
            IndexPath(item: 0, section: letters.firstIndex(of: title) ?? 0)
        }
    }

    func testTouchingAnIndexTitleScrollsToItsItem() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.minimumLineSpacing = 10
        let controller = ContactsController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = controller.collectionView!
        // Four titles of 14 points, centred in 480 points: "C" (2) is at 212 + 2 * 14, at the trailing edge.
        let title = try XCTUnwrap(collectionView.firstSubview { ($0 as? UILabel)?.text == "C" })
        XCTAssertEqual(title.convert(title.bounds, to: window), CGRect(x: 305, y: 240, width: 15, height: 14))
        let input = TouchInput(window: window)
        input.end(input.begin(at: CGPoint(x: 312, y: 247)))
        window.layoutIfNeeded()
        let item = try XCTUnwrap(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)))
        XCTAssertEqual(collectionView.contentOffset.y, item.frame.minY)
        // The index stays at the visible trailing edge.
        XCTAssertEqual(title.convert(title.bounds, to: window).minY, 240)
    }

    func testWithoutTitlesThereIsNoIndex() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.collectionView.layoutIfNeeded()
        XCTAssertNil(controller.collectionView.firstSubview { $0 is UILabel })
    }
}
