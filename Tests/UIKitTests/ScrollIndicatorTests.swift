import Foundation
import Testing
@_spi(Rendering) @_spi(Host) @testable import UIKit

/// The scroll indicators: their geometry to the point (UIKit's iOS 13+ numbers: 3 points thick,
/// 3 from each edge, at least 36 long, down to 7 while rubber-banding, 6.5 from the corner when
/// both show), when they show and fade (1 second after the content stops, then 0.25 second;
/// a flash fades in 0.5 second and out 1 second later over 0.5 second), their colors, insets.
@Suite @MainActor struct ScrollIndicatorTests {
    private func layout(offset: CGPoint = .zero, content: CGSize = CGSize(width: 320, height: 1440),
                        inset: UIEdgeInsets = .zero, indicatorInsets: UIEdgeInsets = .zero, scale: CGFloat = 1) -> ScrollIndicatorLayout {
        ScrollIndicatorLayout(bounds: CGRect(origin: offset, size: CGSize(width: 320, height: 480)), contentSize: content,
                              contentInset: inset, verticalInsets: indicatorInsets, horizontalInsets: indicatorInsets, scale: scale)
    }

    /// A 320×480 scroll view over 320×1440 points of content.
    private func scrollView() -> UIScrollView {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentSize = CGSize(width: 320, height: 1440)
        return view
    }

    private func run(_ clock: ManualAnimationClock, seconds: Double) {
        for _ in 0..<Int((seconds * 120).rounded()) { clock.advance(by: 1.0 / 120) }
    }

    // MARK: Geometry

    @Test func aThirdOfTheContentVisibleGivesAThirdOfTheTrack() {
        // The track is 480 − 2 × 3 = 474 points; a third of it is 158. The indicator travels the
        // other 316 points as the offset goes from 0 to 960.
        #expect(layout().verticalFrame == CGRect(x: 314, y: 3, width: 3, height: 158))
        #expect(layout(offset: CGPoint(x: 0, y: 480)).verticalFrame == CGRect(x: 314, y: 480 + 3 + 158, width: 3, height: 158))
        #expect(layout(offset: CGPoint(x: 0, y: 960)).verticalFrame == CGRect(x: 314, y: 960 + 480 - 3 - 158, width: 3, height: 158))
        #expect(layout().horizontalFrame == nil, "the content is no wider than the view")
        #expect(layout(content: CGSize(width: 320, height: 484)).needsVerticalIndicator == false, "480 / 484 > 0.99")
        #expect(layout(content: CGSize(width: 320, height: 485)).needsVerticalIndicator, "480 / 485 ≤ 0.99")
    }

    @Test func anIndicatorIsAtLeast36PointsLong() {
        // 474 × 480 / 9600 = 23.7 points: raised to 36.
        #expect(layout(content: CGSize(width: 320, height: 9600)).verticalFrame?.height == 36)
    }

    @Test func pullingPastAnEdgeShrinksTheIndicatorDownTo7Points() {
        // 50 points above the top: 158 − 50 long, against the top of the track.
        #expect(layout(offset: CGPoint(x: 0, y: -50)).verticalFrame == CGRect(x: 314, y: -50 + 3, width: 3, height: 108))
        #expect(layout(offset: CGPoint(x: 0, y: -400)).verticalFrame?.height == 7)
        // 50 points past the bottom: against the bottom of the track.
        #expect(layout(offset: CGPoint(x: 0, y: 1010)).verticalFrame == CGRect(x: 314, y: 1010 + 480 - 3 - 108, width: 3, height: 108))
    }

    @Test func bothIndicatorsStopShortOfTheCorner() {
        // 960 × 1440 content: a third visible each way. At 2× the corner clearance is 6.5 − 3 = 3.5
        // (at 1× it rounds to 4). The horizontal track ends at the vertical indicator's left edge.
        let content = CGSize(width: 960, height: 1440)
        let start = layout(content: content, scale: 2)
        #expect(start.verticalFrame == CGRect(x: 314, y: 3, width: 3, height: 158))
        #expect(start.horizontalFrame == CGRect(x: 3, y: 474, width: 103.5, height: 3))
        let end = layout(offset: CGPoint(x: 640, y: 960), content: content, scale: 2)
        #expect(end.verticalFrame == CGRect(x: 640 + 314, y: 960 + 480 - 6.5 - 158, width: 3, height: 158))
        #expect(end.horizontalFrame == CGRect(x: 640 + 320 - 6 - 3.5 - 103.5, y: 960 + 474, width: 103.5, height: 3))
        let oneX = layout(offset: CGPoint(x: 0, y: 960), content: content, scale: 1)
        #expect(oneX.verticalFrame?.maxY == CGFloat(960 + 480 - 7))
    }

    @Test func insetsMoveTheTracks() {
        // Content insets count in the visible fraction; indicator insets shorten the track.
        let inset = UIEdgeInsets(top: 100, left: 0, bottom: 100, right: 0)
        let frame = layout(offset: CGPoint(x: 0, y: -100), inset: inset, indicatorInsets: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 5)).verticalFrame
        // 480 / 1640 of a 480 − 23 − 13 = 444-point track: 129.95… → 130, at the top of it.
        #expect(frame == CGRect(x: 320 - 5 - 3 - 3, y: -100 + 23, width: 3, height: 130))
    }

    @Test func theSafeAreaIsAddedToTheIndicatorInsets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.setRootSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let view = scrollView()
        view.contentInsetAdjustmentBehavior = .never
        root.addSubview(view)
        view.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(view.effectiveVerticalScrollIndicatorInsets == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        #expect(view.scrollIndicatorLayout.verticalFrame?.minY == 57)
        view.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(view.scrollIndicatorLayout.verticalFrame?.minY == 13)
    }

    @Test func theDeprecatedInsetsPropertySetsBoth() {
        let view = scrollView()
        #expect(view.automaticallyAdjustsScrollIndicatorInsets && view.showsVerticalScrollIndicator && view.showsHorizontalScrollIndicator)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.scrollIndicatorInsets = insets
        #expect(view.verticalScrollIndicatorInsets == insets && view.horizontalScrollIndicatorInsets == insets)
        #expect(view.scrollIndicatorInsets == insets)
        view.horizontalScrollIndicatorInsets = .zero
        #expect(view.scrollIndicatorInsets == .zero, "UIKit reads zero when the two differ")
    }

    // MARK: Showing and fading

    @Test func aDragShowsTheIndicatorWhichFadesASecondAfterTheFingerLifts() {
        let clock = useManualClock()
        let view = scrollView()
        #expect(view.scrollIndicatorsForDrawing().vertical == nil, "hidden at rest")
        view.panBegan()
        view.panChanged(translation: CGPoint(x: 0, y: -100))
        let shown = view.scrollIndicatorsForDrawing()
        #expect(shown.vertical == ScrollIndicatorAppearance(frame: CGRect(x: 314, y: 100 + 3 + 33, width: 3, height: 158),
                                                            color: UIColor(white: 0, alpha: 0.35)))
        #expect(shown.horizontal == nil)
        view.panEnded(velocity: .zero)
        clock.advance(by: 1)
        #expect(view.scrollIndicatorsForDrawing().vertical?.color.alpha == 0.35, "still there after 1 second")
        clock.advance(by: 0.125)
        #expect(abs(view.scrollIndicatorsForDrawing().vertical!.color.alpha - 0.35 / 2) < 1e-9, "half faded (ease in-out)")
        #expect(Animator.shared.hasWork, "the host keeps drawing while it fades")
        clock.advance(by: 0.125)
        #expect(view.scrollIndicatorsForDrawing().vertical == nil)
        Animator.shared.tick()
        #expect(!Animator.shared.hasWork)
    }

    @Test func theIndicatorStaysWhileTheContentDeceleratesAndFadesAfterItStops() {
        let clock = useManualClock()
        let view = scrollView()
        view.panBegan()
        view.panChanged(translation: CGPoint(x: 0, y: -20))
        view.panEnded(velocity: CGPoint(x: 0, y: -1000))
        run(clock, seconds: 1.5)
        #expect(view.isDecelerating && view.scrollIndicatorsForDrawing().vertical != nil)
        while view.isDecelerating { clock.advance(by: 1.0 / 120) }
        run(clock, seconds: 0.9)
        #expect(view.scrollIndicatorsForDrawing().vertical != nil)
        run(clock, seconds: 0.4)
        #expect(view.scrollIndicatorsForDrawing().vertical == nil)
    }

    @Test func anAnimatedOffsetShowsTheIndicatorAPlainOneDoesNot() {
        let clock = useManualClock()
        let view = scrollView()
        view.contentOffset = CGPoint(x: 0, y: 200)
        #expect(view.scrollIndicatorsForDrawing().vertical == nil)
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        clock.advance(by: 0.1)
        #expect(view.scrollIndicatorsForDrawing().vertical != nil)
        run(clock, seconds: 0.3 + 1.25)
        #expect(view.scrollIndicatorsForDrawing().vertical == nil)
    }

    @Test func flashingFadesInAndOut() {
        let clock = useManualClock()
        let view = scrollView()
        view.flashScrollIndicators()
        #expect(view.scrollIndicatorsForDrawing().vertical == nil, "from transparent")
        clock.advance(by: 0.25)
        #expect(abs(view.scrollIndicatorsForDrawing().vertical!.color.alpha - 0.35 / 2) < 1e-9)
        clock.advance(by: 0.75)
        #expect(view.scrollIndicatorsForDrawing().vertical?.color.alpha == 0.35)
        clock.advance(by: 0.25)
        #expect(abs(view.scrollIndicatorsForDrawing().vertical!.color.alpha - 0.35 / 2) < 1e-9)
        clock.advance(by: 0.25)
        #expect(view.scrollIndicatorsForDrawing().vertical == nil)
        view.showsVerticalScrollIndicator = false
        view.flashScrollIndicators()
        clock.advance(by: 0.5)
        #expect(view.scrollIndicatorsForDrawing().vertical == nil, "an indicator that is not shown does not flash")
    }

    @Test func aWheelShowsTheIndicatorUntilItRests() {
        let clock = useManualClock()
        let view = scrollView()
        view.scroll(by: CGPoint(x: 0, y: 40))
        #expect(view.scrollIndicatorsForDrawing().vertical != nil)
        run(clock, seconds: 0.5)
        view.scroll(by: CGPoint(x: 0, y: 40))
        run(clock, seconds: 1)
        #expect(view.scrollIndicatorsForDrawing().vertical != nil, "each turn restarts the second")
        run(clock, seconds: 0.3)
        #expect(view.scrollIndicatorsForDrawing().vertical == nil)
    }

    // MARK: Colors

    @Test func colorsFollowTheStyleAndTheAppearance() {
        #expect(UIScrollView.IndicatorStyle.default.color(in: .light) == UIColor(white: 0, alpha: 0.35))
        #expect(UIScrollView.IndicatorStyle.default.color(in: .dark) == UIColor(white: 1, alpha: 0.5))
        #expect(UIScrollView.IndicatorStyle.black.color(in: .dark) == UIColor(white: 0, alpha: 0.5))
        #expect(UIScrollView.IndicatorStyle.white.color(in: .light) == UIColor(white: 1, alpha: 0.5))
        let clock = useManualClock()
        let view = scrollView()
        #expect(view.indicatorStyle == .default)
        view.flashScrollIndicators()
        clock.advance(by: 0.5)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(view.scrollIndicatorsForDrawing().vertical?.color == UIColor(white: 1, alpha: 0.5))
        }
        view.indicatorStyle = .black
        #expect(view.scrollIndicatorsForDrawing().vertical?.color == UIColor(white: 0, alpha: 0.5))
    }
}

