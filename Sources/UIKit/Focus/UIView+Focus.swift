import Foundation

/// A view's focus settings that few views have (kept out of every view's storage).
final class FocusSettings {
    var effect: UIFocusEffect?
    var groupIdentifier: String?
}

/// Views in focus updates: their focus effect and focus group, the focus update requests, and
/// the halo a focused view shows.
extension UIView: UIFocusItem {
    /// The work of `focusEffect`: a cell other than a list cell has a halo by default.
    var storedFocusEffect: UIFocusEffect? {
        get {
            if let focusSettings { return focusSettings.effect }
            guard self is UICollectionViewCell, !(self is UICollectionViewListCell) else { return nil }
            let halo = UIFocusHaloEffect()
            settings().effect = halo
            return halo
        }
        set { settings().effect = newValue }
    }

    /// The work of `focusGroupIdentifier`.
    var storedFocusGroupIdentifier: String? {
        get { focusSettings?.groupIdentifier }
        set { settings().groupIdentifier = newValue }
    }

    private func settings() -> FocusSettings {
        if let focusSettings { return focusSettings }
        let made = FocusSettings()
        focusSettings = made
        return made
    }

    /// Whether the view and its ancestors are shown and take touches (focus skips other views).
    var isVisibleForFocus: Bool {
        var node: UIView? = self
        while let view = node {
            if view.isHidden || view.alpha <= 0.01 || !view.isUserInteractionEnabled { return false }
            node = view.superview
        }
        return window != nil
    }

    /// Shows or hides the focus effect: a cell's configuration state follows, and a halo effect
    /// draws its ring.
    func showFocus(_ shown: Bool) {
        (self as? UICollectionViewCell)?.isFocusedState = shown
        (self as? UITableViewCell)?.isFocusedState = shown
        layer.sublayerList.filter { $0 is FocusHaloLayer }.forEach { $0.removeFromSuperlayer() }
        guard shown, let halo = focusEffect as? UIFocusHaloEffect else { return }
        let host = halo.referenceView ?? self
        let ring = FocusHaloLayer()
        ring.frame = host.bounds
        ring.strokeColor = displayedColor(tintColor).cgColor
        ring.path = FocusHaloLayer.path(for: halo, in: host)
        host.layer.addSublayer(ring)
    }
}

/// The ring of a halo focus effect: 4 points wide in the tint color, just outside the shape
/// (inside for `.inside`); a custom path's ring is centred on the path.
final class FocusHaloLayer: CAShapeLayer {
    static let width: CGFloat = 4

    override init() {
        super.init()
        fillColor = nil
        lineWidth = Self.width
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    static func path(for halo: UIFocusHaloEffect, in view: UIView) -> CGPath {
        if let shape = halo.shape { return shape }
        let offset = halo.position == .inside ? -width / 2 : width / 2
        let radius = max(0, view.layer.cornerRadius + offset)
        return CGPath(roundedRect: view.bounds.insetBy(dx: -offset, dy: -offset), cornerWidth: radius, cornerHeight: radius,
                      transform: nil)
    }
}
