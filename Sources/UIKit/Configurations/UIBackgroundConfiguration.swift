import Foundation

/// A configuration that describes a cell's background, as UIKit's `UIBackgroundConfiguration`
/// (iOS 14): a color (nil: the tint color), a corner radius, insets, a stroke, an image or a
/// custom view. Start from a factory and assign it to a cell's `backgroundConfiguration`.
public struct UIBackgroundConfiguration: Hashable {
    /// Which style the configuration came from (its state changes depend on it).
    enum Style: Hashable {
        case listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader, clear
    }

    let style: Style
    /// A view shown behind everything else of the background.
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the cell's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges on which the cell's layout margins add to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill color; nil: the tint color.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The stroke color; nil: the tint color.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width. Default 0 (no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background.
    public var strokeOutset: CGFloat = 0
    /// An image drawn over the background color (iOS 15).
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    init(style: Style, color: UIColor?) {
        self.style = style
        backgroundColor = color
    }

    /// A plain list cell's background.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: .listPlainCell, color: .systemBackground) }
    /// A grouped list cell's background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(style: .listGroupedCell, color: .secondarySystemGroupedBackground)
    }
    /// A sidebar cell's background: clear, the tint while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(style: .listSidebarCell, color: .clear) }
    /// An accompanying sidebar cell's background.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        .init(style: .listAccompaniedSidebarCell, color: .clear)
    }
    /// A plain list header's or footer's background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        .init(style: .listPlainHeaderFooter, color: .systemBackground)
    }
    /// A grouped list header's or footer's background: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(style: .listGroupedHeaderFooter, color: .clear) }
    /// A sidebar header's background: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(style: .listSidebarHeader, color: .clear) }
    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear, color: .clear) }

    /// The fill to show, given the view's tint color.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke to show, given the view's tint color.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }

    /// The configuration for `state`: list cells turn gray while selected or highlighted;
    /// sidebar cells take the tint color.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        let flags = state.viewFlags
        guard flags.selected || flags.highlighted else { return self }
        var configuration = self
        switch style {
        case .listPlainCell, .listGroupedCell: configuration.backgroundColor = .systemGray4
        case .listSidebarCell, .listAccompaniedSidebarCell: configuration.backgroundColor = nil
        case .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader, .clear: break
        }
        return configuration
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.style == b.style && a.customView === b.customView && a.cornerRadius == b.cornerRadius
            && a.backgroundInsets == b.backgroundInsets && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
            && a.backgroundColor == b.backgroundColor && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth
            && a.strokeOutset == b.strokeOutset && a.image == b.image && a.imageContentMode == b.imageContentMode
            && (a.backgroundColorTransformer == nil) == (b.backgroundColorTransformer == nil)
            && (a.strokeColorTransformer == nil) == (b.strokeColorTransformer == nil)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColor)
    }
}

/// The view that shows a background configuration behind a cell's content.
final class BackgroundConfigurationView: UIView {
    private(set) var configuration: UIBackgroundConfiguration = .clear()
    /// The corners the corner radius rounds (an inset-grouped row rounds only the section's outer ones).
    var maskedCorners: CACornerMask = .all {
        didSet { fill.layer.maskedCorners = maskedCorners }
    }
    private let fill = StrokedView(frame: .zero)
    private let imageView = UIImageView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(fill)
        addSubview(imageView)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `configuration`; `margins` are the cell's layout margins (for the edges that add them).
    func show(_ configuration: UIBackgroundConfiguration, margins: NSDirectionalEdgeInsets) {
        if self.configuration.customView !== configuration.customView {
            self.configuration.customView?.removeFromSuperview()
            if let custom = configuration.customView { insertSubview(custom, at: 0) }
        }
        self.configuration = configuration
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let frame = bounds.inset(directional: insets)
        let tint = tintColor ?? .systemBlue
        fill.frame = frame
        imageView.frame = frame
        configuration.customView?.frame = frame
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        fill.layer.cornerRadius = configuration.cornerRadius
        fill.layer.borderWidth = configuration.strokeWidth
        fill.strokeColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint) : nil
        imageView.image = configuration.image
        imageView.contentMode = configuration.imageContentMode
        imageView.layer.cornerRadius = configuration.cornerRadius
        imageView.clipsToBounds = configuration.cornerRadius > 0
        configuration.customView?.layer.cornerRadius = configuration.cornerRadius
    }
}

/// A view whose layer's border has a `UIColor`, resolved again when its appearance changes, as
/// UIKit's own background views keep a dynamic stroke color (a `CGColor` has no appearances).
private final class StrokedView: UIView {
    var strokeColor: UIColor? {
        didSet { updateBorderColor() }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateBorderColor()
    }

    private func updateBorderColor() {
        layer.borderColor = strokeColor.map { displayedColor($0).cgColor }
    }
}
