import Foundation
import Rendering
import Testing
@_spi(Rendering) @_spi(Host) @testable import UIKit

/// The refresh control's spinner as drawn: mid-pull (the first spokes appearing) and
/// refreshing (the graded spokes), plain and with a title in a red tint in the dark appearance.
@Suite(.serialized) @MainActor struct RefreshControlPictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    /// A scroll view in `frame` over rows of content 30 points tall, with a refresh control.
    private func feed(_ frame: CGRect, in window: UIWindow) -> (UIScrollView, UIRefreshControl) {
        let scrollView = UIScrollView(frame: frame)
        scrollView.backgroundColor = .systemBackground
        scrollView.contentSize = CGSize(width: frame.width, height: 600)
        for row in 0..<20 {
            let cell = UIView(frame: CGRect(x: 8, y: CGFloat(row) * 30 + 4, width: frame.width - 16, height: 22))
            cell.backgroundColor = .secondarySystemBackground
            cell.layer.cornerRadius = 6
            scrollView.addSubview(cell)
        }
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        window.addSubview(scrollView)
        return (scrollView, control)
    }

    @Test func spinnerMidPullAndRefreshing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 200))
        window.backgroundColor = UIColor(white: 0.5, alpha: 1)
        window.makeKeyAndVisible()

        // Left: pulled 45 points (no finger: the control reveals as UIKit's does): the first
        // three spokes, fading in clockwise from twelve o'clock.
        let (pulled, pulledControl) = feed(CGRect(x: 0, y: 0, width: 159, height: 200), in: window)
        pulled.contentOffset = CGPoint(x: 0, y: -45)
        #expect(!pulledControl.isHidden)
        #expect(!pulledControl.isRefreshing)

        // Middle: refreshing, scrolled to show it: the graded spokes, the content under the
        // 60-point control.
        let (refreshing, refreshingControl) = feed(CGRect(x: 160, y: 0, width: 159, height: 200), in: window)
        refreshingControl.beginRefreshing()
        refreshing.contentOffset = CGPoint(x: 0, y: -refreshing.adjustedContentInset.top)
        #expect(refreshingControl.isRefreshing)
        #expect(refreshing.adjustedContentInset.top == 60)

        // Right: dark, a red spinner with a title under it.
        let (titled, titledControl) = feed(CGRect(x: 320, y: 0, width: 160, height: 200), in: window)
        titled.overrideUserInterfaceStyle = .dark
        titledControl.tintColor = .systemRed
        titledControl.attributedTitle = NSAttributedString(string: "Updating…")
        titledControl.beginRefreshing()
        titled.contentOffset = CGPoint(x: 0, y: -titled.adjustedContentInset.top)

        window.traitOverrides.displayScale = 2
        window.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "refresh-control-spinner")
    }
}
