import Foundation

#if !canImport(Darwin)
/// The graphics state's colors: fill and stroke colors given as colors, components or patterns,
/// and the color spaces components are read in.
extension CGContext {
    /// Sets the color that fills use (and its space as the fill color space). Default opaque
    /// black.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
        if let space = color.colorSpace { state.fillSpace = space }
    }

    /// Sets the color that strokes use (and its space as the stroke color space). Default
    /// opaque black.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
        if let space = color.colorSpace { state.strokeSpace = space }
    }

    /// Sets the fill color from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        if !state.fillColor.isSRGB(red, green, blue, alpha) {
            setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
        }
    }

    /// Sets the stroke color from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        if !state.strokeColor.isSRGB(red, green, blue, alpha) {
            setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
        }
    }

    /// Sets the fill color to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        if !state.fillColor.isGray(gray, alpha) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    }

    /// Sets the stroke color to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        if !state.strokeColor.isGray(gray, alpha) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
    }

    /// Sets the fill color from generic CMYK components.
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }

    /// Sets the stroke color from generic CMYK components.
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }

    /// Sets the space `setFillColor(_ components:)` reads, and the fill color to its default:
    /// opaque black (the space's zero, or CMYK's full black), or no pattern yet.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillSpace = space
        state.fillColor = Self.initialColor(in: space)
    }

    /// Sets the space `setStrokeColor(_ components:)` reads, and the stroke color to its
    /// default.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeSpace = space
        state.strokeColor = Self.initialColor(in: space)
    }

    /// Sets the fill color from components in the fill color space (its components, then alpha).
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGColor(colorSpace: state.fillSpace, components: components) { state.fillColor = color }
    }

    /// Sets the stroke color from components in the stroke color space.
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGColor(colorSpace: state.strokeSpace, components: components) { state.strokeColor = color }
    }

    /// Fills with `pattern` from now on, in the fill color space (a pattern space, set with
    /// `setFillColorSpace(_:)`): `components` are alpha for a colored pattern, the base space's
    /// components and alpha for an uncolored one.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        if let color = CGColor(patternSpace: Self.patternSpace(state.fillSpace), pattern: pattern, components: components) {
            state.fillColor = color
        }
    }

    /// Strokes with `pattern` from now on, in the stroke color space.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        if let color = CGColor(patternSpace: Self.patternSpace(state.strokeSpace), pattern: pattern, components: components) {
            state.strokeColor = color
        }
    }

    /// Moves where pattern cells start by `phase`, in base space. Default zero.
    public func setPatternPhase(_ phase: CGSize) {
        if valid(phase.width, phase.height) { state.patternPhase = phase }
    }

    /// Sets how far curves may be flattened from their true shape, in device pixels: a larger
    /// value draws faster and coarser. Without it curves are drawn to a tenth of a pixel.
    public func setFlatness(_ flatness: CGFloat) {
        if valid(flatness) { state.flatness = max(flatness, 0.01) }
    }

    /// A color space's first color: zero components with full alpha (black; in CMYK full black
    /// ink, as Core Graphics sets), or an empty pattern color.
    private static func initialColor(in space: CGColorSpace) -> CGColor {
        let count = space.numberOfComponents
        guard count > 0 else { return .clear }
        var components = [CGFloat](repeating: 0, count: count + 1)
        components[count - (space.model == .cmyk ? 1 : 0)] = 1
        components[count] = 1
        return CGColor(colorSpace: space, components: components) ?? .black
    }

    /// `space` when it is a pattern space; else a colored pattern space (Core Graphics logs and
    /// paints nothing for a pattern in another space; a colored pattern is what such code means).
    private static func patternSpace(_ space: CGColorSpace) -> CGColorSpace {
        space.model == .pattern ? space : CGColorSpace(patternBaseSpace: nil)!
    }
}

/// How text drawn in a context is painted, as Core Graphics' `CGTextDrawingMode`: its glyphs
/// filled, stroked, both or neither, and then (the clip modes) added to the clipping area.
public enum CGTextDrawingMode: Int32, Sendable {
    case fill = 0
    case stroke = 1
    case fillStroke = 2
    case invisible = 3
    case fillClip = 4
    case strokeClip = 5
    case fillStrokeClip = 6
    case clip = 7
}

extension CGContext {
    /// Sets how strings drawn in the context (`NSString` and `NSAttributedString` drawing) paint
    /// their glyphs: filled in their color, stroked with the stroke color and line attributes,
    /// neither, and then added to the clip. Default `.fill`.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.textDrawingMode = mode }

    /// The text drawing mode, for the renderer.
    package var textDrawingMode: CGTextDrawingMode { state.textDrawingMode }

    /// The stroke color and line attributes text is stroked with.
    package var textStroke: (line: CGContextLine, color: CGColor) { (state.line, state.strokeColor) }
}
#endif
