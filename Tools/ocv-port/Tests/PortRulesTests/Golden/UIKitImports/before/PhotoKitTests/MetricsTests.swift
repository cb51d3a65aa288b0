import XCTest
@testable import PhotoKit

final class MetricsTests: XCTestCase {
    func testSpacing() {
        XCTAssertEqual(Metrics.spacing, 8)
    }
}
