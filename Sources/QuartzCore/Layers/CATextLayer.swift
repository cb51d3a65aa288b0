import Foundation

/// A layer that lays out and draws a string in its bounds, as Core Animation's `CATextLayer`.
///
/// The text is drawn from the top of the bounds, over the background and below the sublayers,
/// wrapped to the width when `isWrapped` (else one line per paragraph), cut by
/// `truncationMode` and aligned by `alignmentMode`. A plain string is drawn in `font` at
/// `fontSize` in `foregroundColor`; an attributed string in its own attributes (the font
/// properties are then not used). The text is drawn at the screen's scale whatever
/// `contentsScale` says (iOS draws it at `contentsScale`, blurry at the default 1).
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` (or `NSString`) or an `NSAttributedString`. Default nil.
    open var string: Any? { didSet { displayedValueDidChange() } }
    /// The font of a plain string: a `UIFont` (its family and weight) or a font's name (a
    /// `String`/`CFString`); its size is `fontSize`. Default nil: Helvetica.
    open var font: CFTypeRef? { didSet { displayedValueDidChange() } }
    /// The size of a plain string's font, in points. Default 36. Animatable.
    open var fontSize: CGFloat = 36 {
        didSet { valueDidChange(.fontSize, from: .number(Double(oldValue))) }
    }
    /// The color of a plain string. Default opaque white. Animatable.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { valueDidChange(.foregroundColor, from: .color(oldValue)) }
    }
    /// Whether the text wraps to the layer's width. Default false: each paragraph on one line.
    open var isWrapped = false { didSet { displayedValueDidChange() } }
    /// Where text too long for the bounds is cut with an ellipsis. Default `.none`: clipped.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { displayedValueDidChange() } }
    /// How lines are aligned in the bounds. Default `.natural` (left here).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { displayedValueDidChange() } }
    /// Whether glyph positions snap to whole pixels. Default false. Glyphs are placed
    /// unhinted here either way.
    open var allowsFontSubpixelQuantization = false

    /// Creates a text layer with no text.
    public override init() {
        super.init()
        updateContentFeature()
    }

    /// Creates a text layer with the properties of `layer` (its text's too, when it is one).
    public override init(layer: Any) {
        super.init(layer: layer)
        updateContentFeature()
        guard let text = layer as? CATextLayer else { return }
        string = text.string
        font = text.font
        fontSize = text.fontSize
        foregroundColor = text.foregroundColor
        isWrapped = text.isWrapped
        truncationMode = text.truncationMode
        alignmentMode = text.alignmentMode
        allowsFontSubpixelQuantization = text.allowsFontSubpixelQuantization
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateContentFeature()
    }

    override var drawsOwnContent: Bool { true }
}

/// Where a text layer cuts text too long for it, as Core Animation's
/// `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut: clipped at the bounds.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines, as Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment: left here.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines but the last stretched to the width.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
