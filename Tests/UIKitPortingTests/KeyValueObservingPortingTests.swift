import UIKit
import XCTest

/// Key-value observing as Swift code writes it on iOS: `observe(\.keyPath, options:)` on UIKit's
/// views, and on objects of your own that announce their changes.
final class KeyValueObservingPortingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {}
    }

    func testAScrollViewsContentOffsetAndSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var offsets: [CGPoint] = []
        var sizes: [(old: CGSize?, new: CGSize?)] = []
        let offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            offsets.append(change.newValue!)
        }
        let sizeObservation = scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in
            sizes.append((change.oldValue, change.newValue))
        }
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        XCTAssertEqual(offsets, [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 250)], "only changes are reported")
        XCTAssertEqual(sizes.count, 1)
        XCTAssertEqual(sizes.first?.old, .zero)
        XCTAssertEqual(sizes.first?.new, CGSize(width: 320, height: 2000))
        offsetObservation.invalidate()
        scrollView.contentOffset = .zero
        XCTAssertEqual(offsets.count, 2, "an invalidated observation reports nothing")
        _ = sizeObservation
    }

    func testInitialReportsAndReleasing() {
        let label = UILabel()
        label.text = "Draft"
        var texts: [String?] = []
        var observation: NSKeyValueObservation? = label.observe(\.text, options: [.initial, .new]) { _, change in
            texts.append(change.newValue ?? nil)
        }
        label.text = "Sent"
        label.attributedText = NSAttributedString(string: "Read")
        XCTAssertEqual(texts, ["Draft", "Sent", "Read"])
        observation = nil
        label.text = "Archived"
        XCTAssertEqual(texts.count, 3, "a released observation ends")
        XCTAssertNil(observation)
    }

    func testAViewsGeometryVisibilityAndImage() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var centers: [CGPoint] = []
        var hidden: [Bool] = []
        let a = view.observe(\.center, options: .new) { _, change in centers.append(change.newValue!) }
        let b = view.observe(\.isHidden, options: .new) { _, change in hidden.append(change.newValue!) }
        view.frame.origin = CGPoint(x: 20, y: 30)
        view.isHidden = true
        view.alpha = 0.5
        XCTAssertEqual(centers, [CGPoint(x: 70, y: 80)])
        XCTAssertEqual(hidden, [true])
        let imageView = UIImageView()
        var images = 0
        let c = imageView.observe(\.image) { _, _ in images += 1 }
        imageView.image = UIImage(systemName: "star")
        imageView.image = nil
        XCTAssertEqual(images, 2)
        _ = (a, b, c)
    }

    func testObjectsOfYourOwnAnnounceTheirChanges() {
        final class Upload: NSObject {
            var progress: Double = 0 {
                willSet { willChangeValue(forKey: "progress") }
                didSet { didChangeValue(forKey: "progress") }
            }
            var note = ""
        }
        let upload = Upload()
        var reports: [(prior: Bool, old: Double?, new: Double?)] = []
        let observation = upload.observe(\.progress, options: [.old, .new, .prior]) { _, change in
            reports.append((change.isPrior, change.oldValue, change.newValue))
        }
        upload.progress = 0.5
        XCTAssertEqual(reports.count, 2)
        XCTAssertEqual(reports[0].prior, true)
        XCTAssertEqual(reports[0].old, 0)
        XCTAssertNil(reports[0].new, "a prior report has no new value")
        XCTAssertEqual(reports[1].prior, false)
        XCTAssertEqual(reports[1].old, 0)
        XCTAssertEqual(reports[1].new, 0.5)
        upload.note = "retry"
        upload.didChangeValue(forKey: "note")
        XCTAssertEqual(reports.count, 2, "another key's change leaves progress unreported")
        observation.invalidate()
    }

    func testAViewControllerObservesByKeyPathString() {
        final class HeaderController: UIViewController {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            var seen: [(keyPath: String?, new: CGPoint?, old: CGPoint?)] = []
            var contexts: [UnsafeMutableRawPointer?] = []
            static var context = 0

            func start() {
                scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: &HeaderController.context)
            }

            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                seen.append((keyPath, change?[.newKey] as? CGPoint, change?[.oldKey] as? CGPoint))
                contexts.append(context)
                XCTAssertTrue(object as AnyObject === scrollView)
            }
        }
        let controller = HeaderController()
        controller.start()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(controller.seen.count, 1)
        XCTAssertEqual(controller.seen.first?.keyPath, "contentOffset")
        XCTAssertEqual(controller.seen.first?.new, CGPoint(x: 0, y: 40))
        XCTAssertEqual(controller.seen.first?.old, .zero)
        withUnsafeMutablePointer(to: &HeaderController.context) { XCTAssertEqual(controller.contexts.first, UnsafeMutableRawPointer($0)) }
        controller.scrollView.removeObserver(controller, forKeyPath: "contentOffset")
        controller.scrollView.contentOffset = .zero
        XCTAssertEqual(controller.seen.count, 1, "removed, the observer hears nothing")
    }

    func testAnInitialReportAndRemovalWithAContext() {
        final class Watcher: UIView {
            var values: [Any] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                values.append(change?[.newKey] as Any)
            }
        }
        let watcher = Watcher()
        let label = UILabel()
        label.text = "one"
        label.addObserver(watcher, forKeyPath: "text", options: [.initial, .new], context: nil)
        label.text = "two"
        XCTAssertEqual(watcher.values.compactMap { $0 as? String }, ["one", "two"])
        label.removeObserver(watcher, forKeyPath: "text", context: nil)
        label.text = "three"
        XCTAssertEqual(watcher.values.count, 2)
    }
}
