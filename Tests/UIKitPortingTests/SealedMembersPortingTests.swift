import UIKit
import XCTest

/// Members UIKit declares `open` that subclasses override: a layer's appearance properties, a
/// scroll view's and a control's tracking flags.
final class SealedMembersPortingTests: XCTestCase {
    final class PillLayer: CALayer {
        var radiusChanges: [CGFloat] = []
        override var cornerRadius: CGFloat {
            didSet { radiusChanges.append(cornerRadius) }
        }
        override var bounds: CGRect {
            didSet { cornerRadius = bounds.height / 2 }
        }
        override var shadowOpacity: Float {
            get { super.shadowOpacity }
            set { super.shadowOpacity = min(newValue, 0.5) }
        }
    }

    final class ReportingScrollView: UIScrollView {
        override var isDragging: Bool { super.isDragging }
        override var isDecelerating: Bool { super.isDecelerating }
    }

    final class TrackingControl: UIControl {
        override var isTracking: Bool { super.isTracking }
        override var isTouchInside: Bool { super.isTouchInside }
    }

    func testLayerAppearanceOverrides() {
        let pill = PillLayer()
        pill.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
        XCTAssertEqual(pill.cornerRadius, 20)
        XCTAssertEqual(pill.radiusChanges, [20])
        pill.shadowOpacity = 0.9
        XCTAssertEqual(pill.shadowOpacity, 0.5)
        pill.contents = UIImage(size: CGSize(width: 1, height: 1), color: .red).cgImage
        XCTAssertNotNil(pill.contents)
        pill.name = "pill"
        XCTAssertEqual(pill.name, "pill")
    }

    func testFlagsCanBeOverridden() {
        let scrollView = ReportingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertFalse(scrollView.isDragging)
        XCTAssertFalse(scrollView.isDecelerating)
        let control = TrackingControl()
        XCTAssertFalse(control.isTracking)
        XCTAssertFalse(control.isTouchInside)
    }
}
