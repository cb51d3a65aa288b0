import Foundation
import Testing
@_spi(Rendering) @_spi(Host) @testable import UIKit

/// The directional lock, the scroll to top, and the options that only keep a value here.
@Suite @MainActor struct ScrollViewOptionsTests {
    /// A 320×480 scroll view over `content` points, with a recording delegate.
    private func scrollView(content: CGSize = CGSize(width: 960, height: 1440)) -> (UIScrollView, ScrollRecorder) {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentSize = content
        let recorder = ScrollRecorder()
        view.delegate = recorder
        return (view, recorder)
    }

    private func drag(_ view: UIScrollView, _ moves: CGPoint...) {
        view.panBegan()
        for move in moves { view.panChanged(translation: move) }
    }

    // MARK: Directional lock

    @Test func aDragStartingNearAnAxisStaysOnIt() {
        let clock = useManualClock()
        let (view, _) = scrollView()
        #expect(!view.isDirectionalLockEnabled)
        view.isDirectionalLockEnabled = true
        // 5 / 30: 9.5° from the horizontal.
        drag(view, CGPoint(x: -30, y: -5), CGPoint(x: -60, y: -40))
        #expect(view.contentOffset == CGPoint(x: 60, y: 0))
        view.panEnded(velocity: CGPoint(x: -500, y: -500))
        #expect(view.isDecelerating)
        for _ in 0..<600 { clock.advance(by: 1.0 / 120) }
        #expect(view.contentOffset.y == 0 && view.contentOffset.x > 60, "the fling stays on the axis")
        // 30 / 5: 80.5°, within 20° of the vertical.
        view.contentOffset = .zero
        drag(view, CGPoint(x: -5, y: -30), CGPoint(x: -40, y: -60))
        #expect(view.contentOffset == CGPoint(x: 0, y: 60))
        view.panEnded(velocity: .zero)
    }

    @Test func aDiagonalDragMovesFreely() {
        let (view, _) = scrollView()
        view.isDirectionalLockEnabled = true
        // 45°, and 30° (more than 20° from either axis).
        drag(view, CGPoint(x: -30, y: -30), CGPoint(x: -50, y: -20))
        #expect(view.contentOffset == CGPoint(x: 50, y: 20))
        view.panEnded(velocity: .zero)
        view.contentOffset = .zero
        drag(view, CGPoint(x: -30, y: -17.3), CGPoint(x: -40, y: -60))
        #expect(view.contentOffset == CGPoint(x: 40, y: 60))
    }

    @Test func withoutTheLockOrOnAnAxisThatDoesNotScrollADragIsFree() {
        let (free, _) = scrollView()
        drag(free, CGPoint(x: -30, y: -5), CGPoint(x: -60, y: -40))
        #expect(free.contentOffset == CGPoint(x: 60, y: 40))
        // Only vertical content: a nearly horizontal start locks nothing (UIKit locks only to an
        // axis that scrolls).
        let (tall, _) = scrollView(content: CGSize(width: 320, height: 1440))
        tall.isDirectionalLockEnabled = true
        drag(tall, CGPoint(x: -30, y: -5), CGPoint(x: -30, y: -40))
        #expect(tall.contentOffset == CGPoint(x: 0, y: 40))
    }

    // MARK: Scroll to top

    @Test func theStatusBarTapScrollsTheOnlyScrollToTopViewToTheTop() {
        let clock = useManualClock()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (view, recorder) = scrollView()
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.addSubview(view)
        view.contentOffset = CGPoint(x: 100, y: 700)
        recorder.clear()
        #expect(view.scrollsToTop)
        #expect(UIScrollView.statusBarTapped(in: root))
        clock.advance(by: 0.15)
        #expect(abs(view.contentOffset.y - (700 - 720 / 2)) < 1e-9, "half way at half time (ease in-out)")
        #expect(view.scrollIndicatorsForDrawing().vertical != nil, "the indicators show")
        clock.advance(by: 0.16)
        #expect(view.contentOffset == CGPoint(x: 100, y: -20), "to the top of the adjusted inset, keeping x")
        #expect(recorder.calls.last == "didScrollToTop" && !recorder.calls.contains("didEndScrollingAnimation"))
        #expect(!UIScrollView.statusBarTapped(in: root), "already at the top")
    }

    @Test func theStatusBarTapNeedsExactlyOneCandidateThatMayScroll() {
        _ = useManualClock()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (first, recorder) = scrollView()
        let (second, _) = scrollView()
        root.addSubview(first)
        root.addSubview(second)
        first.contentOffset = CGPoint(x: 0, y: 300)
        second.contentOffset = CGPoint(x: 0, y: 300)
        #expect(!UIScrollView.statusBarTapped(in: root), "two candidates: none scrolls, as on iPhone")
        second.scrollsToTop = false
        recorder.allowsScrollToTop = false
        recorder.clear()
        #expect(!UIScrollView.statusBarTapped(in: root))
        #expect(recorder.calls == ["shouldScrollToTop"], "the delegate declined")
        recorder.allowsScrollToTop = true
        first.isHidden = true
        second.scrollsToTop = true
        #expect(UIScrollView.statusBarTapped(in: root), "a hidden scroll view is no candidate")
        #expect(second.scrollAnimation != nil && first.scrollAnimation == nil)
        second.isScrollEnabled = false
        second.contentOffset = CGPoint(x: 0, y: 300)
        #expect(!UIScrollView.statusBarTapped(in: root), "scrolling is off")
    }

    // MARK: Values kept

    @Test func keyboardDismissModeAndIndicatorStyleHaveUIKitsValues() {
        let (view, _) = scrollView()
        #expect(view.keyboardDismissMode == .none)
        view.keyboardDismissMode = .interactive
        #expect(view.keyboardDismissMode == .interactive)
        #expect([UIScrollView.KeyboardDismissMode.none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory]
            .map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UIScrollView.IndicatorStyle.default, .black, .white].map(\.rawValue) == [0, 1, 2])
    }
}
