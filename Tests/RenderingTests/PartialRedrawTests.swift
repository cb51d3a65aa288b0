import Foundation
@testable import Rendering
import Testing
@_spi(Host) @_spi(Rendering) import UIKit

/// `setNeedsDisplay(_:)` draws only the part marked: `draw(_:)` gets that rectangle (out to
/// whole pixels), the rest of the drawing is kept, and the picture is the one a full drawing
/// makes. Text views mark only the paragraphs a keystroke changed; a renderer that has drawn
/// them before must show exactly what a fresh renderer shows (the oracle) after every edit.
@Suite(.serialized) @MainActor struct PartialRedrawTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    /// Stripes whose colors come from `colors`; it records the rectangles it is asked to draw.
    private final class StripesView: UIView {
        var colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
        var drawnRects: [CGRect] = []

        override func draw(_ rect: CGRect) {
            drawnRects.append(rect)
            let height = bounds.height / CGFloat(colors.count)
            for (index, color) in colors.enumerated() {
                color.setFill()
                UIRectFill(CGRect(x: 0, y: CGFloat(index) * height, width: bounds.width, height: height))
            }
        }
    }

    @Test func aMarkedPartIsAllThatIsDrawnAgain() {
        let view = StripesView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let renderer = ViewRenderer()
        let target = RenderTarget(size: view.bounds.size, scale: 2)
        renderer.render(view, into: target)
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        view.colors[1] = .systemPurple
        view.colors[3] = .systemTeal
        view.setNeedsDisplay(CGRect(x: 0, y: 20.2, width: 100, height: 19.7))
        renderer.render(view, into: target)
        #expect(view.drawnRects.last == CGRect(x: 0, y: 20, width: 100, height: 20), "out to whole pixels at scale 2")
        // The fourth stripe changed but was not marked: the old drawing of it stays, as in UIKit.
        let oracle = StripesView(frame: view.frame)
        oracle.colors = [.systemRed, .systemPurple, .systemBlue, .systemOrange]
        #expect(target.rgbaBytes() == freshPicture(of: oracle, scale: 2).rgbaBytes())
        view.setNeedsDisplay(CGRect(x: 0, y: 70, width: 10, height: 5))
        view.setNeedsDisplay(CGRect(x: 90, y: 60, width: 10, height: 5))
        renderer.render(view, into: target)
        #expect(view.drawnRects.last == CGRect(x: 0, y: 60, width: 100, height: 15), "marks made before a frame are joined")
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay()
        renderer.render(view, into: target)
        #expect(view.drawnRects.last == view.bounds, "setNeedsDisplay() draws it all")
        #expect(target.rgbaBytes() == freshPicture(of: view, scale: 2).rgbaBytes())
    }

    @Test func badRectanglesDrawEverything() {
        let view = StripesView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let renderer = ViewRenderer()
        let target = RenderTarget(size: view.bounds.size, scale: 1)
        renderer.render(view, into: target)
        for rect in [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), .null, .infinite, .zero] {
            view.setNeedsDisplay(rect)
            renderer.render(view, into: target)
            #expect(view.drawnRects.last == view.bounds, "\(rect)")
        }
        // A rectangle partly outside is cut to the bounds.
        view.setNeedsDisplay(CGRect(x: -10, y: 30, width: 100, height: 100))
        renderer.render(view, into: target)
        #expect(view.drawnRects.last == CGRect(x: 0, y: 30, width: 40, height: 10))
    }

    /// Random keystrokes, line breaks and deletions in a text view that scrolls: each frame a
    /// renderer that keeps its drawings shows the same pixels as a fresh one.
    @Test func textViewEditsShowWhatAFullDrawingShows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.traitOverrides.userInterfaceStyle = .light
        let textView = UITextView(frame: window.bounds)
        textView.font = .systemFont(ofSize: 15)
        textView.text = (1...30).map { "Paragraph \($0): a few words that wrap onto a second line here." }.joined(separator: "\n")
        window.addSubview(textView)
        window.makeKeyAndVisible()
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 200, length: 0)
        let kept = ViewRenderer()
        let target = RenderTarget(size: window.bounds.size, scale: 1)
        var generator = SeededGenerator(seed: 29)
        kept.render(window, into: target)
        let content = textView.subviews[0]
        var partialFrames = 0
        for step in 0..<60 {
            let drawnVersion = content.contentVersion
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: textView.insertText("\n")
            case 1, 2: textView.deleteBackward()
            case 3: textView.selectedRange = NSRange(location: Int.random(in: 0...(textView.text as NSString).length, using: &generator), length: 0)
            case 4: textView.insertText(" and more words to wrap")
            default: textView.insertText(String("abcdefghij".randomElement(using: &generator)!))
            }
            window.layoutIfNeeded()
            // The caret (a subview after the text's) blinks by its own timer: hidden, both
            // pictures are of the text alone.
            textView.subviews.dropFirst().forEach { $0.isHidden = true }
            if let part = content.invalidContentRect(since: drawnVersion), !part.isNull, part.height < content.bounds.height {
                partialFrames += 1
            }
            kept.render(window, into: target)
            let fresh = freshPicture(of: window, scale: 1)
            #expect(target.rgbaBytes() == fresh.rgbaBytes(), "step \(step)")
            if target.rgbaBytes() != fresh.rgbaBytes() { break }
        }
        #expect(partialFrames >= 30, "most keystrokes draw only their paragraph again (\(partialFrames) of 60)")
    }

    /// A keystroke in a field lays its line out once: the line measured for the insertion point
    /// is the one drawn.
    @Test func aFieldKeystrokeLaysItsTextOutOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = "someone@example.com"
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        let renderer = ViewRenderer()
        let target = RenderTarget(size: window.bounds.size, scale: 2)
        window.layoutIfNeeded()
        renderer.render(window, into: target)
        for letter in ["x", "y", "z"] {
            let before = TextLayoutCache.madeCount
            field.insertText(letter)
            window.layoutIfNeeded()
            renderer.render(window, into: target)
            #expect(TextLayoutCache.madeCount - before == 1, "typing \(letter)")
        }
        #expect(target.rgbaBytes() == freshPicture(of: window, scale: 2).rgbaBytes())
    }

    private func freshPicture(of view: UIView, scale: CGFloat) -> RenderTarget {
        ViewRenderer().renderFrame(view, scale: scale)
    }
}

/// A small deterministic generator (SplitMix64), so that a failing sequence can be replayed.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D1_049B_133D_11EB
        return z ^ (z >> 31)
    }
}
