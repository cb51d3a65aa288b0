import Foundation
import Rendering
import Testing
@testable @_spi(Host) import UIKit

/// Symbol images as drawn: glyphs of Material Design Icons at point sizes, weights and scales;
/// templates in tint colors, images with their own tint, originals, and dark mode.
@Suite(.serialized) @MainActor struct SymbolPictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    /// Image views in a row from `x`, `y`, 8 points apart, their boxes shaded (system gray 5) to
    /// show the images' sizes.
    private func row(_ images: [UIImage?], x: CGFloat = 10, y: CGFloat, in root: UIView, tint: UIColor? = .black) {
        var left = x
        for image in images {
            let view = UIImageView(image: image)
            view.frame.origin = CGPoint(x: left, y: y)
            view.backgroundColor = .systemGray5
            if let tint { view.tintColor = tint }
            root.addSubview(view)
            left += view.frame.width + 8
        }
    }

    private func symbol(_ name: String, _ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        UIImage(systemName: name, withConfiguration: configuration)
    }

    @Test func pointSizesWeightsAndScales() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 230))
        root.backgroundColor = .white
        // Point sizes 12, 17, 24, 34: the box is 1.2 times the point size, the glyph fills its
        // middle five sixths.
        row([12, 17, 24, 34].map { symbol("heart.fill", .init(pointSize: $0)) }
            + [12, 17, 24, 34].map { symbol("magnifyingglass", .init(pointSize: $0)) }, y: 10, in: root)
        // Weights of one outline icon, ultralight to black: the font's one weight, the outline
        // moved in or out.
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        row(weights.map { symbol("star", .init(pointSize: 24, weight: $0)) }, y: 60, in: root)
        row(weights.map { symbol("checkmark.circle", .init(pointSize: 24, weight: $0)) }, y: 100, in: root)
        // Scales small, medium, large at 24 points; text styles caption 1, body, title 1, large title.
        row([UIImage.SymbolScale.small, .medium, .large].map { symbol("gear", .init(pointSize: 24, weight: .regular, scale: $0)) }
            + [UIFont.TextStyle.caption1, .body, .title1, .largeTitle].map { symbol("trash", .init(textStyle: $0)) }, y: 140, in: root)
        // Common symbols at 20 points, bold.
        row(["square.and.arrow.up", "chevron.right", "xmark", "plus.circle.fill", "bell", "person.crop.circle", "house.fill",
             "ellipsis", "folder", "paperplane.fill"].map { symbol($0, .init(pointSize: 20, weight: .bold)) }, y: 190, in: root)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "symbols-sizes-weights")
    }

    @Test func templatesTintsAndDarkMode() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 170))
        let light = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 170))
        let dark = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 170))
        dark.overrideUserInterfaceStyle = .dark
        for half in [light, dark] {
            half.backgroundColor = .systemBackground
            root.addSubview(half)
            let heart = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))
            // The default tint (system blue, lighter in dark mode); a red tint inherited from
            // the superview; an image of its own green kept in that red view; the original (black).
            row([heart], y: 10, in: half, tint: nil)
            let red = UIView(frame: CGRect(x: 46, y: 0, width: 154, height: 50))
            red.tintColor = .systemRed
            half.addSubview(red)
            row([heart, heart?.withTintColor(.systemGreen), heart?.withRenderingMode(.alwaysOriginal)], x: 0, y: 10, in: red, tint: nil)
            // Tinted with `.label`: black in light mode, white in dark; a symbol with its own
            // `.label` tint; a bitmap (red and blue halves) as it is, as a template in the
            // tint, and filled with `.label` by `withTintColor`.
            let stripes = UIImage(pixelWidth: 28, pixelHeight: 14, scale: 1, pixels: (0..<28 * 14).flatMap { i in
                i % 28 < 14 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8]
            })
            row([UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))], y: 60, in: half, tint: .label)
            row([UIImage(systemName: "bell.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24))?.withTintColor(.label),
                 stripes, stripes.withRenderingMode(.alwaysTemplate), stripes.withTintColor(.label)], x: 46, y: 60, in: half, tint: .systemOrange)
            // An image view highlighted: its highlighted image (a filled star) instead of the outline.
            let highlighted = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)),
                                        highlightedImage: UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
            highlighted.frame.origin = CGPoint(x: 10, y: 105)
            highlighted.isHighlighted = true
            half.addSubview(highlighted)
            // Scaled to fill a wider box, as the default content mode does; aspect fit.
            let stretched = UIImageView(frame: CGRect(x: 70, y: 110, width: 60, height: 40))
            stretched.image = UIImage(systemName: "checkmark.circle.fill")
            stretched.backgroundColor = .systemGray5
            let fitted = UIImageView(frame: CGRect(x: 140, y: 110, width: 50, height: 40))
            fitted.image = UIImage(systemName: "checkmark.circle.fill")
            fitted.contentMode = .scaleAspectFit
            fitted.backgroundColor = .systemGray5
            half.addSubview(stretched)
            half.addSubview(fitted)
        }
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "symbols-templates-tints-dark")
    }
}
