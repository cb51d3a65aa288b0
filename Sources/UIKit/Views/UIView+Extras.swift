import Foundation

/// What few views set, kept out of every view's storage: the tint adjustment mode, the mask
/// view, the content size category limits and the large content viewer's attributes.
final class ViewExtras {
    var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    var mask: UIView?
    var minimumContentSizeCategory: UIContentSizeCategory?
    var maximumContentSizeCategory: UIContentSizeCategory?
    var showsLargeContentViewer = false
    var largeContentTitle: String?
    var largeContentImage: UIImage?
    var scalesLargeContentImage = false
    var largeContentImageInsets: UIEdgeInsets = .zero
    /// The properties appearance proxies gave the view.
    var appearanceGiven: Set<String> = []
}

extension UIView {
    /// Whether a view's tint color is dimmed, as UIKit's `UIView.TintAdjustmentMode`
    /// (UIViewTintAdjustmentMode, UIView.h).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` for a view without a superview).
        case automatic = 0
        /// The tint color as it is.
        case normal = 1
        /// A desaturated, dimmed tint color.
        case dimmed = 2
    }

    func makeExtras() -> ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    /// Whether any view ever set a tint adjustment mode: until one does, the tint is never
    /// dimmed and reading it walks no chain of modes.
    nonisolated(unsafe) private static var tintAdjustmentModeWasSet = false

    // MARK: Tint adjustment

    /// The first mode other than `.automatic` up the superview chain, else `.normal`.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        guard UIView.tintAdjustmentModeWasSet else { return .normal }
        var node: UIView? = self
        while let view = node {
            if let mode = view.extras?.tintAdjustmentMode, mode != .automatic { return mode }
            node = view.superview
        }
        return .normal
    }

    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard mode != (extras?.tintAdjustmentMode ?? .automatic) else { return }
        let old = effectiveTintAdjustmentMode
        UIView.tintAdjustmentModeWasSet = true
        makeExtras().tintAdjustmentMode = mode
        if effectiveTintAdjustmentMode != old { tintAdjustmentModeDidChange() }
    }

    /// Tells the view and the subviews that inherit its mode that their tint changed.
    private func tintAdjustmentModeDidChange() {
        setNeedsDisplay()
        tintColorDidChange()
        for subview in subviews where (subview.extras?.tintAdjustmentMode ?? .automatic) == .automatic {
            subview.tintAdjustmentModeDidChange()
        }
    }

    /// The work of `tintColor`'s getter: the view's own tint, else its superview's undimmed
    /// tint, else system blue; dimmed when the view's mode is `.dimmed`.
    var adjustedTintColor: UIColor {
        guard UIView.tintAdjustmentModeWasSet else { return storedTintColor ?? superview?.tintColor ?? .systemBlue }
        let tint = undimmedTintColor
        return effectiveTintAdjustmentMode == .dimmed ? tint.dimmedForTint(with: traitCollection) : tint
    }

    private var undimmedTintColor: UIColor {
        if let storedTintColor { return storedTintColor }
        guard let superview else { return .systemBlue }
        return superview.effectiveTintAdjustmentMode == .dimmed ? superview.undimmedTintColor : superview.tintColor
    }

    // MARK: Mask view

    func setMask(_ view: UIView?) {
        guard view !== extras?.mask else { return }
        makeExtras().mask = view
        layer.mask = view?.layer
    }

    // MARK: Content size category limits

    func setContentSizeCategoryLimits(minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?) {
        guard minimum != extras?.minimumContentSizeCategory || maximum != extras?.maximumContentSizeCategory else { return }
        let extras = makeExtras()
        extras.minimumContentSizeCategory = minimum
        extras.maximumContentSizeCategory = maximum
        traitsMayHaveChanged()
    }

    /// `category` within the view's limits (an unspecified category is left as it is).
    func limitedContentSizeCategory(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
        guard category != .unspecified, let extras else { return category }
        var limited = category
        if let minimum = extras.minimumContentSizeCategory, minimum != .unspecified, limited < minimum { limited = minimum }
        if let maximum = extras.maximumContentSizeCategory, maximum != .unspecified, limited > maximum { limited = maximum }
        return limited
    }

    var hasContentSizeCategoryLimits: Bool {
        extras?.minimumContentSizeCategory != nil || extras?.maximumContentSizeCategory != nil
    }

    var contentSizeCategoryLimitsDescription: String {
        let minimum = extras?.minimumContentSizeCategory.map(\.rawValue) ?? "none"
        let maximum = extras?.maximumContentSizeCategory.map(\.rawValue) ?? "none"
        return "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())>: minimum: \(minimum), maximum: \(maximum)"
    }
}

extension UIColor {
    /// A tint as a dimmed view shows it: desaturated to its luminance and darkened a little,
    /// keeping its alpha (UIKit documents a "desaturated, dimmed" tint without its formula).
    func dimmedForTint(with traits: UITraitCollection) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return self }
        let luminance = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(white: luminance * 0.9, alpha: alpha)
    }
}
