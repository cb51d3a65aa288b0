import Foundation
import Testing
@testable import UIKit

/// Where a menu goes next to its source, to the point.
@Suite struct MenuPlacementTests {
    let area = CGRect(x: 0, y: 0, width: 390, height: 844)
    let size = CGSize(width: 250, height: 176)

    @Test func belowTheSourceWhenItFitsLinedUpWithItsLeadingEdge() {
        let placement = MenuPlacement(menuSize: size, source: CGRect(x: 20, y: 100, width: 100, height: 100), area: area)
        #expect(placement.side == .below)
        #expect(placement.frame == CGRect(x: 20, y: 208, width: 250, height: 176))
    }

    @Test func aSourceInTheTrailingHalfLinesUpWithItsTrailingEdge() {
        let placement = MenuPlacement(menuSize: size, source: CGRect(x: 250, y: 100, width: 100, height: 100), area: area)
        #expect(placement.frame == CGRect(x: 100, y: 208, width: 250, height: 176))
    }

    @Test func aboveTheSourceWhenBelowHasNoRoom() {
        let placement = MenuPlacement(menuSize: size, source: CGRect(x: 20, y: 700, width: 100, height: 100), area: area)
        #expect(placement.side == .above)
        #expect(placement.frame == CGRect(x: 20, y: 516, width: 250, height: 176))
    }

    @Test func keptEightPointsInsideTheArea() {
        // Too far left and too far right: clamped to the margins.
        let left = MenuPlacement(menuSize: size, source: CGRect(x: -50, y: 100, width: 60, height: 40), area: area)
        #expect(left.frame.minX == 8)
        let right = MenuPlacement(menuSize: size, source: CGRect(x: 360, y: 100, width: 60, height: 40), area: area)
        #expect(right.frame.maxX == 382)
    }

    @Test func withRoomOnNeitherSideItGoesWhereThereIsMoreAndStaysInside() {
        let tall = CGSize(width: 250, height: 500)
        let source = CGRect(x: 20, y: 300, width: 100, height: 300)  // 284 points of room above, 228 below
        let placement = MenuPlacement(menuSize: tall, source: source, area: area)
        #expect(placement.side == .above)
        #expect(placement.frame == CGRect(x: 20, y: 8, width: 250, height: 500))
        // Taller than the area: cut to it.
        let huge = MenuPlacement(menuSize: CGSize(width: 250, height: 2000), source: source, area: area)
        #expect(huge.frame == CGRect(x: 20, y: 8, width: 250, height: 828))
    }

    @Test func aPointSourceFromAPressOnTheBackground() {
        let placement = MenuPlacement(menuSize: size, source: CGRect(x: 300, y: 400, width: 0, height: 0), area: area)
        #expect(placement.frame == CGRect(x: 50, y: 408, width: 250, height: 176))
    }
}
