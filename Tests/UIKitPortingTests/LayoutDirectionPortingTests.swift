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
