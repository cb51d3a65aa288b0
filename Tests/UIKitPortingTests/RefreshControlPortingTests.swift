@_spi(Host) import UIKit
import XCTest

/// Pull to refresh as iOS apps write it: a `UIRefreshControl` set as a collection view's
/// `refreshControl`, its `.valueChanged` action starting a reload that ends with
/// `endRefreshing()`. The numbers are UIKit's (`UIRefreshControl.m`, iOS 17): a 60-point
/// control, and a pull of half the scroll view's height, at most 112.5 points for a
/// 568-point-tall one, to begin refreshing.
final class RefreshControlPortingTests: ManualClockTestCase {
    final class Feed: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemBackground
            return cell
        }
    }

    private var window: UIWindow!
    private var collectionView: UICollectionView!
    private var refreshControl: UIRefreshControl!
    private let feed = Feed()
    private var refreshes = 0
    private var input: TouchInput!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 1
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = feed
        refreshes = 0
        refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [unowned self] _ in refreshes += 1 }, for: .valueChanged)
        collectionView.refreshControl = refreshControl
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        input = TouchInput(window: window)
    }

    override func tearDown() {
        input = nil
        window = nil
        collectionView = nil
        refreshControl = nil
        super.tearDown()
    }

    /// A finger pulls the content down by `distance` in 10-point moves, a frame apart, and
    /// lifts unless told; returns the finger.
    @discardableResult
    private func pull(by distance: CGFloat, lift: Bool = true, onMove: (() -> Void)? = nil) -> UITouch {
        let start = CGPoint(x: 160, y: 100)
        let finger = input.begin(at: start)
        var moved: CGFloat = 0
        while moved < distance {
            moved = min(moved + 10, distance)
            clock.advance(by: 1.0 / 60)
            input.move(finger, to: CGPoint(x: start.x, y: start.y + moved))
            onMove?()
        }
        if lift {
            clock.advance(by: 0.2)
            input.end(finger)
        }
        return finger
    }

    private func settle(for seconds: TimeInterval = 2) {
        for _ in 0..<Int(seconds * 60) { clock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
    }

    func testTheControlSitsAboveTheContentHiddenUntilPulled() {
        XCTAssertTrue(collectionView.subviews.first === refreshControl, "behind the cells")
        XCTAssertTrue(refreshControl.superview === collectionView)
        XCTAssertTrue(refreshControl.isHidden)
        XCTAssertFalse(refreshControl.isRefreshing)
        XCTAssertEqual(refreshControl.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
        XCTAssertEqual(refreshControl.tintColor, .secondaryLabel, "UIKit's default spinner color")
        XCTAssertEqual(collectionView.adjustedContentInset.top, 0)
    }

    func testPullingPastTheThresholdRefreshesOnceAndKeepsTheSpinnerVisible() {
        var offsetAtEvent: CGFloat?
        pull(by: 320) {
            if self.refreshes == 1, offsetAtEvent == nil { offsetAtEvent = self.collectionView.contentOffset.y }
        }
        // UIKit sends the event while the finger is still down, when the pull reaches 112.5
        // points (half of 568, capped at 112.5 × 568 / 568).
        XCTAssertEqual(refreshes, 1)
        XCTAssertLessThanOrEqual(offsetAtEvent ?? 0, -112.5)
        XCTAssertGreaterThan(offsetAtEvent ?? -200, -125, "sent at the first move past the threshold")
        XCTAssertTrue(refreshControl.isRefreshing)
        settle()
        XCTAssertEqual(refreshes, 1, "sent once")
        // The content rests under the 60-point control: UIKit grows the adjusted inset, not
        // contentInset.
        XCTAssertEqual(collectionView.contentOffset.y, -60)
        XCTAssertEqual(collectionView.adjustedContentInset.top, 60)
        XCTAssertEqual(collectionView.contentInset.top, 0)
        XCTAssertEqual(refreshControl.frame, CGRect(x: 0, y: -60, width: 320, height: 60))
        XCTAssertFalse(refreshControl.isHidden)
        XCTAssertTrue(refreshControl.isRefreshing)

        refreshControl.endRefreshing()
        XCTAssertFalse(refreshControl.isRefreshing)
        XCTAssertEqual(collectionView.adjustedContentInset.top, 0)
        XCTAssertEqual(collectionView.contentOffset.y, -60, "the content scrolls back over 0.3 s")
        clock.advance(by: 0.15)
        XCTAssertLessThan(collectionView.contentOffset.y, -1)
        XCTAssertGreaterThan(collectionView.contentOffset.y, -59)
        settle(for: 0.5)
        XCTAssertEqual(collectionView.contentOffset.y, 0)
        XCTAssertTrue(refreshControl.isHidden)
        XCTAssertEqual(refreshes, 1)
        settle(for: 3)
        XCTAssertFalse(Animator.shared.hasWork, "the spinner stops turning (and the scroll indicators faded)")

        // A second pull refreshes again.
        pull(by: 320)
        XCTAssertEqual(refreshes, 2)
    }

    func testTheContentDoesNotJumpWhenTheRefreshBegins() {
        var offsets: [CGFloat] = []
        pull(by: 320, lift: false) { offsets.append(self.collectionView.contentOffset.y) }
        XCTAssertEqual(refreshes, 1)
        for (before, after) in zip(offsets, offsets.dropFirst()) {
            XCTAssertLessThan(after, before, "the content keeps following the finger down")
            XCTAssertGreaterThan(after, before - 10, "no jump as the inset grows")
        }
    }

    func testEndingWhileTheFingerHoldsTheContentBouncesBackOnLifting() {
        let finger = pull(by: 320, lift: false)
        XCTAssertTrue(refreshControl.isRefreshing)
        let held = collectionView.contentOffset.y
        refreshControl.endRefreshing()
        XCTAssertFalse(refreshControl.isRefreshing)
        XCTAssertEqual(collectionView.contentOffset.y, held, "the content stays under the finger")
        XCTAssertEqual(collectionView.adjustedContentInset.top, 0)
        clock.advance(by: 0.2)
        input.end(finger)
        settle()
        XCTAssertEqual(collectionView.contentOffset.y, 0)
        XCTAssertTrue(refreshControl.isHidden)
        XCTAssertEqual(refreshes, 1)
    }

    func testPullingLessThanTheThresholdDoesNothing() {
        var deepest: CGFloat = 0
        pull(by: 250) { deepest = min(deepest, self.collectionView.contentOffset.y) }
        XCTAssertLessThan(deepest, -100, "the spinner showed")
        XCTAssertGreaterThan(deepest, -112.5)
        XCTAssertEqual(refreshes, 0)
        XCTAssertFalse(refreshControl.isRefreshing)
        settle()
        XCTAssertEqual(collectionView.contentOffset.y, 0)
        XCTAssertEqual(collectionView.adjustedContentInset.top, 0)
        XCTAssertTrue(refreshControl.isHidden)
    }

    func testBeginRefreshingSendsNoEventAndDoesNotScroll() {
        refreshControl.beginRefreshing()
        XCTAssertTrue(refreshControl.isRefreshing)
        XCTAssertEqual(refreshes, 0)
        XCTAssertEqual(collectionView.adjustedContentInset.top, 60)
        XCTAssertEqual(collectionView.contentOffset.y, 0, "UIKit leaves the scrolling to the app")
        XCTAssertTrue(refreshControl.isHidden)
        // The usual way to show it.
        collectionView.setContentOffset(CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), animated: false)
        XCTAssertEqual(refreshControl.frame, CGRect(x: 0, y: -60, width: 320, height: 60))
        XCTAssertFalse(refreshControl.isHidden)
        refreshControl.endRefreshing()
        settle(for: 0.5)
        XCTAssertEqual(collectionView.contentOffset.y, 0)
        XCTAssertEqual(refreshes, 0)
    }

    func testBeginRefreshingOutsideAWindowDoesNothing() {
        let offscreen = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let control = UIRefreshControl()
        offscreen.refreshControl = control
        control.beginRefreshing()
        XCTAssertFalse(control.isRefreshing, "as UIKit built with a recent SDK")
        XCTAssertEqual(offscreen.adjustedContentInset.top, 0)
    }

    func testWithoutInsetAdjustmentTheContentInsetGrows() {
        collectionView.contentInsetAdjustmentBehavior = .never
        refreshControl.beginRefreshing()
        XCTAssertEqual(collectionView.contentInset.top, 60)
        XCTAssertEqual(collectionView.adjustedContentInset.top, 60)
        refreshControl.endRefreshing()
        XCTAssertEqual(collectionView.contentInset.top, 0)
        XCTAssertEqual(collectionView.adjustedContentInset.top, 0)
    }

    func testReplacingAndRemovingTheControl() {
        let other = UIRefreshControl()
        collectionView.refreshControl = other
        XCTAssertNil(refreshControl.superview)
        XCTAssertTrue(collectionView.refreshControl === other)
        XCTAssertTrue(collectionView.subviews.first === other)
        other.beginRefreshing()
        collectionView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        XCTAssertEqual(collectionView.adjustedContentInset.top, 60)
        collectionView.refreshControl = nil
        XCTAssertNil(other.superview)
        XCTAssertNil(collectionView.refreshControl)
        XCTAssertEqual(collectionView.adjustedContentInset.top, 0, "the control's room goes with it")
        XCTAssertEqual(collectionView.contentOffset.y, 0)
        pull(by: 320)
        XCTAssertEqual(refreshes, 0, "the removed control hears nothing")
    }

    func testATitleMakesTheControlTaller() {
        refreshControl.attributedTitle = NSAttributedString(string: "Updating…")
        refreshControl.tintColor = .systemRed
        XCTAssertEqual(refreshControl.tintColor, .systemRed)
        refreshControl.beginRefreshing()
        let height = collectionView.adjustedContentInset.top
        XCTAssertGreaterThan(height, 67 + 10, "62 points, the caption's line and 5 points")
        XCTAssertEqual(refreshControl.attributedTitle?.string, "Updating…")
        refreshControl.attributedTitle = nil
        XCTAssertEqual(collectionView.adjustedContentInset.top, 60)
    }
}
