import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// `UIVisualEffectView`: a blur of what lies beneath, checked against the exact blur of a
/// black-to-white edge (the standard normal distribution function), the material's tint over
/// it, corners, vibrancy, and bars drawn with appearances.
@Suite(.serialized) @MainActor struct VisualEffectTests {
    init() {
        Rendering.install()
    }

    /// A 200 × 60 view, black on the left half and white on the right, under `effect`.
    private func edge(under effect: UIVisualEffect?) -> (UIView, UIVisualEffectView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        black.backgroundColor = .black
        root.addSubview(black)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = root.bounds
        root.addSubview(effectView)
        return (root, effectView)
    }

    /// The standard normal distribution function.
    private func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.squareRoot()) }

    @Test(arguments: [1.0, 2.0]) func aBlurMatchesTheExactBlurOfAnEdge(scale: CGFloat) {
        let (root, _) = edge(under: UIBlurEffect(style: .light))
        let image = ViewRenderer().renderFrame(root, scale: scale).image()
        // `.light`: a Gaussian of 10 pt, then white at 30% over it.
        var worst = 0.0
        for column in 0..<Int(200 * scale) {
            let x = (Double(column) + 0.5) / Double(scale)
            let blurred = 255 * phi((x - 100) / 10)
            let expected = blurred * 0.7 + 255 * 0.3
            let red = Double(rgbaPixel(image, column, Int(30 * scale))[0])
            worst = max(worst, abs(red - expected))
        }
        #expect(worst <= 10, "the blur is within 10 levels of the exact one (worst \(worst))")
    }

    /// An opaque blur clipped to whole pixels is written straight into the target; one with
    /// rounded corners goes through Cairo. Both show the same pixels away from the corners,
    /// wherever the view starts (odd points too).
    @Test(arguments: [1.0, 2.0]) func aBlurWrittenStraightIntoTheTargetIsTheOneCairoPaints(scale: CGFloat) {
        func render(cornerRadius: CGFloat) -> UIImage {
            let (root, effectView) = edge(under: UIBlurEffect(style: .light))
            effectView.frame = CGRect(x: 33, y: 7, width: 121, height: 45)
            effectView.layer.cornerRadius = cornerRadius
            return ViewRenderer().renderFrame(root, scale: scale).image()
        }
        let straight = render(cornerRadius: 0), painted = render(cornerRadius: 1)
        var worst = 0
        for row in Int(9 * scale)..<Int(50 * scale) {
            for column in 0..<Int(200 * scale) {
                let a = rgbaPixel(straight, column, row), b = rgbaPixel(painted, column, row)
                worst = max(worst, zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0)
            }
        }
        #expect(worst <= 1, "the same blur either way (worst \(worst))")
    }

    @Test func withoutAnEffectNothingIsDrawn() {
        let (root, _) = edge(under: nil)
        let image = ViewRenderer().renderFrame(root, scale: 1).image()
        #expect(rgbaPixel(image, 98, 30) == [0, 0, 0, 255])
        #expect(rgbaPixel(image, 102, 30) == [255, 255, 255, 255])
    }

    @Test func theBlurStaysInsideRoundedCornersAndBelowTheContent() {
        let (root, effectView) = edge(under: UIBlurEffect(style: .dark))
        effectView.frame = CGRect(x: 60, y: 10, width: 80, height: 40)
        effectView.layer.cornerRadius = 12
        effectView.clipsToBounds = true
        let label = UIView(frame: CGRect(x: 30, y: 15, width: 20, height: 10))
        label.backgroundColor = .systemRed
        effectView.contentView.addSubview(label)
        let image = ViewRenderer().renderFrame(root, scale: 1).image()
        #expect(rgbaPixel(image, 61, 11) == [0, 0, 0, 255], "outside the corner: the black beneath")
        #expect(rgbaPixel(image, 138, 11) == [255, 255, 255, 255], "outside the corner: the white beneath")
        let middle = rgbaPixel(image, 100, 45)
        #expect(middle[0] > 20 && middle[0] < 120, "at the edge the blur is gray under the dark tint: \(middle)")
        let red = rgbaPixel(image, 100, 30)
        #expect(red[0] > 200 && red[1] < 80, "the content is drawn over the blur: \(red)")
    }

    @Test func vibrantContentIsDrawnTranslucent() {
        let blur = UIBlurEffect(style: .dark)
        let (root, effectView) = edge(under: blur)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.frame = effectView.bounds
        effectView.contentView.addSubview(vibrancy)
        let mark = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        mark.backgroundColor = .white
        vibrancy.contentView.addSubview(mark)
        let image = ViewRenderer().renderFrame(root, scale: 1).image()
        let under = rgbaPixel(image, 20, 45)[0], over = rgbaPixel(image, 20, 20)[0]
        #expect(over > under && over < 250, "white at 60% over the dark blur: \(over) over \(under)")
    }

    @Test func effectsCompareByStyle() {
        #expect(UIBlurEffect(style: .dark) == UIBlurEffect(style: .dark))
        #expect(UIBlurEffect(style: .dark) != UIBlurEffect(style: .light))
        #expect(UIBlurEffect(style: .systemChromeMaterial).style.rawValue == 10)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        #expect(view.contentView.superview === view)
        #expect(UIVisualEffectView(frame: .zero).effect == nil)
    }
}
