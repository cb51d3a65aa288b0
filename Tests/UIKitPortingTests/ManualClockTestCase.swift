@_spi(Host) import UIKit
import XCTest

/// A test case whose animations run on a hand-stepped clock (`clock.advance(by:)`), reset
/// before each test and put back to the system clock after it.
class ManualClockTestCase: XCTestCase {
    private(set) var clock: ManualAnimationClock!

    override func setUp() {
        super.setUp()
        Animator.shared.reset()
        clock = ManualAnimationClock()
        Animator.shared.clock = clock
    }

    override func tearDown() {
        Animator.shared.clock = SystemAnimationClock()
        super.tearDown()
    }
}
