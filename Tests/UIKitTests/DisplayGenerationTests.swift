import Foundation
import Testing
import PhotoAlbum
@testable @_spi(Host) import UIKit

/// The display generation: it moves with every change to what views draw — animation ticks and
/// what their completions do included — and stays when nothing changed, so that a window draws
/// exactly when it must.
@Suite @MainActor struct DisplayGenerationTests {
    /// Whether `change` moves the generation.
    private func moves(_ change: () -> Void) -> Bool {
        let before = DisplayGeneration.current
        change()
        return DisplayGeneration.current != before
    }

    @Test func everyChangeToWhatIsDrawnMovesIt() {
        _ = useManualClock()
        let root = UIView(frame: rect(0, 0, 100, 100))
        let child = UIView(frame: rect(0, 0, 10, 10)), other = UIView(frame: rect(0, 0, 10, 10))
        let label = UILabel(frame: rect(0, 0, 50, 20)), imageView = UIImageView(frame: rect(0, 0, 10, 10))
        #expect(moves { root.addSubview(child) }, "adding a subview")
        root.addSubview(other)
        #expect(moves { root.sendSubviewToBack(other) }, "reordering subviews")
        #expect(moves { other.removeFromSuperview() }, "removing a subview")
        #expect(moves { child.frame = rect(5, 0, 10, 10) }, "frame")
        #expect(moves { child.bounds.origin = CGPoint(x: 0, y: 3) }, "bounds")
        #expect(moves { child.center.y += 1 }, "center")
        #expect(moves { child.transform = CGAffineTransform(scaleX: 2, y: 2) }, "transform")
        #expect(moves { child.alpha = 0.5 }, "alpha")
        #expect(moves { child.isHidden = true }, "isHidden")
        #expect(moves { child.clipsToBounds = true }, "clipsToBounds")
        #expect(moves { child.backgroundColor = .red }, "background color")
        #expect(moves { child.contentMode = .center }, "content mode")
        #expect(moves { child.layer.cornerRadius = 4 }, "a layer's corner radius, with no layout pass")
        #expect(moves { child.layer.borderWidth = 1 }, "a layer's border")
        #expect(moves { child.layer.zPosition = 1 }, "a layer's z position")
        #expect(moves { child.setNeedsDisplay() }, "setNeedsDisplay")
        #expect(moves { label.text = "Hello" }, "a label's text")
        #expect(moves { imageView.image = UIImage(size: CGSize(width: 2, height: 2), color: .blue) }, "an image")
    }

    @Test func changesThatLeaveTheDrawingAsItWasDoNotMoveIt() {
        let clock = useManualClock()
        let root = UIView(frame: rect(0, 0, 100, 100))
        let child = UIView(frame: rect(10, 10, 20, 20))
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(!moves {
            child.frame = rect(10, 10, 20, 20)
            child.center = CGPoint(x: 20, y: 20)
            child.alpha = 1
            child.transform = .identity
            child.isHidden = false
            child.clipsToBounds = false
            child.layer.zPosition = 0
            child.isUserInteractionEnabled = false
            child.tag = 7
            root.layoutIfNeeded()
            _ = root.hitTest(CGPoint(x: 15, y: 15), with: nil)
            _ = child.presentationFrame
            clock.advance(by: 1)
        })
    }

    @Test func animationTicksAndWhatTheirCompletionDoesMoveIt() {
        let clock = useManualClock()
        let root = UIView(frame: rect(0, 0, 100, 100))
        let fading = UIView(frame: rect(0, 0, 10, 10)), hiding = UIView(frame: rect(20, 0, 10, 10))
        root.addSubview(fading)
        root.addSubview(hiding)
        UIView.animate(withDuration: 0.3, animations: { fading.alpha = 0 }, completion: { _ in
            fading.removeFromSuperview()
            hiding.isHidden = true
        })
        #expect(moves { clock.advance(by: 0.1) }, "the presentation alpha moved")
        #expect(moves { clock.advance(by: 0.1) })
        // The last tick: the animation ends, nothing is animating any more, and the completion
        // removes one view and hides the other — a window must still draw that.
        #expect(moves { clock.advance(by: 0.1) })
        #expect(!Animator.shared.hasWork && fading.superview == nil && hiding.isHidden)
        #expect(!moves { clock.advance(by: 0.1) }, "nothing runs any more")
    }

    @Test func aCompletionMovesItByWhatItChanges() {
        let clock = useManualClock()
        let root = UIView(frame: rect(0, 0, 100, 100))
        let removed = UIView(frame: rect(0, 0, 10, 10)), hidden = UIView(frame: rect(20, 0, 10, 10))
        root.addSubview(removed)
        root.addSubview(hidden)
        // Blocks that animate nothing: their completions run on the next tick, with no animation.
        UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in })
        #expect(!moves { clock.advance(by: 0.01) }, "a completion that changes nothing")
        UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in removed.removeFromSuperview() })
        #expect(moves { clock.advance(by: 0.01) } && removed.superview == nil, "a completion that removes a view")
        UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in hidden.isHidden = true })
        #expect(moves { clock.advance(by: 0.01) } && hidden.isHidden, "a completion that hides a view")
    }

    /// The reproduction of issue 9: carousel, circle, carousel again. The tick that ends the
    /// switch back removes the photos that left the screen; it is the last one with work, and it
    /// moves the generation, so a window that draws on a change draws the carousel without them.
    @Test func theTickThatEndsTheSwitchBackToTheCarouselMovesIt() throws {
        let clock = useManualClock()
        let controller = AlbumViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
        controller.view.layoutIfNeeded()
        controller.touchesBegan([], with: nil)
        while Animator.shared.hasWork { clock.advance(by: 1.0 / 60) }
        controller.touchesBegan([], with: nil)
        let collectionView = controller.collectionView!
        var lastTick: (moved: Bool, subviewsBefore: Int)?
        while Animator.shared.hasWork {
            let subviews = collectionView.subviews.count
            lastTick = (moves { clock.advance(by: 1.0 / 60) }, subviews)
        }
        let tick = try #require(lastTick)
        #expect(tick.subviewsBefore > collectionView.subviews.count, "the last tick removed the photos that left the screen")
        #expect(tick.moved)
        controller.view.layoutIfNeeded()
        #expect(!moves {
            clock.advance(by: 1.0 / 60)
            controller.view.layoutIfNeeded()
        }, "laid out, it stays as it is")
    }
}
