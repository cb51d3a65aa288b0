import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// The activity indicator's and the progress view's behaviour: sizes, hiding, the spinner's
/// steps on the animation clock, the progress bar's fill, clamping, animation and a followed
/// `Progress`.
@Suite(.serialized) @MainActor struct IndicatorTests {
    private let clock: ManualAnimationClock

    init() {
        clock = useManualClock()
    }

    private func spinner(of indicator: UIActivityIndicatorView) -> RefreshSpinnerView? {
        indicator.subviews.first as? RefreshSpinnerView
    }

    @Test func anIndicatorHidesUntilItAnimatesAndTurnsAStepAnEighthOfASecond() throws {
        let indicator = UIActivityIndicatorView(style: .large)
        #expect(indicator.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(indicator.isHidden, "hidden while stopped")
        #expect(!indicator.isAnimating)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        let spokes = try #require(spinner(of: indicator))
        #expect(spokes.look.rotation == 0)
        clock.advance(by: 0.13)
        #expect(abs(spokes.look.rotation - .pi / 4) < 1e-9)
        clock.advance(by: 0.25)
        #expect(abs(spokes.look.rotation - 3 * .pi / 4) < 1e-9)
        clock.advance(by: 0.75)
        #expect(abs(spokes.look.rotation - .pi / 4) < 1e-9, "nine steps: once round and one more")
        indicator.stopAnimating()
        #expect(indicator.isHidden)
        clock.advance(by: 0.5)
        #expect(abs(spokes.look.rotation - .pi / 4) < 1e-9, "stopped: no more steps")
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
    }

    @Test func stylesAndColors() {
        #expect(UIActivityIndicatorView().style == .medium)
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .whiteLarge).color == .white)
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.color == .systemGray)
        indicator.color = .systemRed
        #expect(indicator.color == .systemRed)
        #expect(spinner(of: indicator)?.color == .systemRed)
    }

    @Test func theProgressBarFillsFromTheLeadingEdge() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        bar.progress = 0.25
        bar.layoutIfNeeded()
        let fill = bar.subviews[1]
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.semanticContentAttribute = .forceRightToLeft
        bar.progress = 0.5
        bar.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 100, y: 0, width: 100, height: 4), "right to left: from the right")
    }

    @Test func anAnimatedChangeMovesTheFillOverAQuarterSecond() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        window.addSubview(bar)
        window.makeKeyAndVisible()
        bar.layoutIfNeeded()
        bar.setProgress(1, animated: true)
        let fill = bar.subviews[1]
        #expect(fill.frame.width == 200, "the model value at once")
        clock.advance(by: 0.125)
        let shown = fill.presentationFrame.width
        #expect(shown > 0 && shown < 200, "half way it shows part of the way (\(shown))")
        clock.advance(by: 0.2)
        #expect(fill.presentationFrame.width == 200)
    }

    @Test func anObservedProgressIsFollowedEachFrame() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        let task = Progress(totalUnitCount: 10)
        bar.observedProgress = task
        #expect(bar.progress == 0)
        task.completedUnitCount = 3
        clock.advance(by: 1.0 / 60)
        #expect(abs(bar.progress - 0.3) < 1e-6)
        bar.observedProgress = nil
        task.completedUnitCount = 9
        clock.advance(by: 1.0 / 60)
        #expect(abs(bar.progress - 0.3) < 1e-6, "no longer followed")
    }

    @Test func feedbackGeneratorsDoNothing() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(impact.style == .heavy)
    }
}
