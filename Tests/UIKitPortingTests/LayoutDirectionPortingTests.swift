import UIKit
import XCTest

/// A layout that declares its direction as iOS layouts do.
final class MirroredColumnLayout: UICollectionViewLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
}

final class LayoutDirectionPortingTests: XCTestCase {
    func testSemanticContentAttributeDecidesTheEffectiveDirection() {
        let view = UIView()
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        view.semanticContentAttribute = .unspecified
        view.traitOverrides.layoutDirection = .rightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
    }

    func testLayoutsDeclareTheirDirection() {
        XCTAssertFalse(UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        XCTAssertTrue(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        XCTAssertEqual(UICollectionViewFlowLayout().developmentLayoutDirection, .leftToRight)
        XCTAssertEqual(MirroredColumnLayout().developmentLayoutDirection, .rightToLeft)
    }
}

/// View controllers made as iOS code makes them.
final class PhotosViewController: UIViewController {
    let albumName: String

    init(albumName: String) {
        self.albumName = albumName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ViewControllerInitPortingTests: XCTestCase {
    func testDesignatedInitializersAndLoading() {
        let controller = PhotosViewController(albumName: "Trips")
        XCTAssertNil(controller.viewIfLoaded)
        XCTAssertNil(controller.nibName)
        controller.loadViewIfNeeded()
        XCTAssertNotNil(controller.viewIfLoaded)
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertNotNil(UIViewController().view)
        let grid = UICollectionViewController(nibName: nil, bundle: nil)
        XCTAssertTrue(grid.collectionViewLayout is UICollectionViewFlowLayout)
    }
}
