import Foundation

/// How big a symbol image is. SF Symbols are Apple's; symbols here are glyphs of Material
/// Design Icons, drawn on a square em of 24 units whose middle 20 units the icons fill.
///
/// The choice: a symbol configured for text of point size P at the medium scale is drawn on an
/// em of 1.2 P, so that the icons' 20-unit area is P points tall — as an SF Symbol at the
/// medium scale is about as tall as its point size. The image is that em square (every icon
/// has the same box, as the font's glyphs all do), rounded to whole pixels at the image's
/// scale: 17 points at 2× → an em of 20.4 points → 41 pixels → 20.5 × 20.5 points. The small
/// and large scales make the em a fifth smaller and a quarter larger (SF Symbols' scales
/// differ by about as much).
package enum SymbolMetrics {
    /// The em of the icon font, in points, per point of text size at the medium scale.
    public static let emPerPointSize: CGFloat = 1.2

    /// How much larger than medium a scale variant is drawn.
    public static func scaleFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .large: 1.25
        case .default, .unspecified, .medium: 1
        }
    }

    /// The side of a symbol image, in pixels, for text of `pointSize` points in `scale`'s
    /// variant at `displayScale` pixels per point (at least one pixel).
    public static func pixelSide(pointSize: CGFloat, scale: UIImage.SymbolScale, displayScale: CGFloat) -> Int {
        max(1, Int((pointSize * emPerPointSize * scaleFactor(scale) * displayScale).rounded()))
    }
}
