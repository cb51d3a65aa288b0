import Foundation
import Rendering
import Testing
@_spi(Rendering) @_spi(Host) @testable import UIKit

/// The scroll indicators as drawn: over the content, with round ends, in each style.
@Suite(.serialized) @MainActor struct ScrollIndicatorPictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    /// A scroll view in `frame` over `content` points of tiles, 60 points square, alternating
    /// between `colors`.
    private func tiled(_ frame: CGRect, content: CGSize, colors: (UIColor, UIColor)) -> UIScrollView {
        let scrollView = UIScrollView(frame: frame)
        scrollView.backgroundColor = colors.0
        scrollView.contentSize = content
        for row in 0..<Int((content.height / 60).rounded(.up)) {
            for column in 0..<Int((content.width / 60).rounded(.up)) where (row + column) % 2 == 1 {
                let tile = UIView(frame: CGRect(x: CGFloat(column) * 60, y: CGFloat(row) * 60, width: 60, height: 60))
                tile.backgroundColor = colors.1
                scrollView.addSubview(tile)
            }
        }
        return scrollView
    }

    @Test func indicatorsOverLightAndDarkContent() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        root.backgroundColor = UIColor(white: 0.5, alpha: 1)
        // Left: light content scrolling both ways, dragged to the middle: both indicators, the
        // default style (black at 35 %), each stopping short of the corner.
        let light = tiled(CGRect(x: 10, y: 10, width: 140, height: 220), content: CGSize(width: 420, height: 660),
                          colors: (UIColor(white: 1, alpha: 1), UIColor(white: 0.88, alpha: 1)))
        // Right: dark content in the white style, pulled down by 60 points: the rubber band lets
        // the content go 28.7 points past the top, and the indicator (a quarter of its 214-point
        // track, 53.5 points, 54 on the view's 1× grid) shrinks by as much against the top of
        // its track.
        let dark = tiled(CGRect(x: 170, y: 10, width: 140, height: 220), content: CGSize(width: 140, height: 880),
                         colors: (UIColor(white: 0.1, alpha: 1), UIColor(red: 0.15, green: 0.15, blue: 0.35, alpha: 1)))
        dark.indicatorStyle = .white
        for view in [light, dark] { root.addSubview(view) }
        light.panBegan()
        light.panChanged(translation: CGPoint(x: -140, y: -220))
        dark.panBegan()
        dark.panChanged(translation: CGPoint(x: 0, y: 60))
        #expect(light.contentOffset == CGPoint(x: 140, y: 220))
        let overshoot = -dark.contentOffset.y
        #expect(abs(overshoot - (1 - 1 / (60 * 0.55 / 220 + 1)) * 220) < 1e-9)
        #expect(dark.scrollIndicatorsForDrawing().vertical?.frame == CGRect(x: 140 - 6, y: -overshoot + 3, width: 3, height: 54 - overshoot))
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "scroll-indicators")
    }
}
