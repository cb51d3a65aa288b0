import Foundation

/// A view's focus settings that few views have (kept out of every view's storage).
final class FocusSettings {
    var effect: FocusEffect?
    var groupIdentifier: String?
}

/// Views in focus updates: their focus effect and focus group, the focus update requests, and
/// the halo a focused view shows.
extension View: FocusItem {
    /// Whether the view is its window's focused item.
    public var isFocused: Bool { FocusSystem.focusSystem(for: self)?.focusedItem === self }

    /// The environment containing the view: its view controller, else its superview.
    public var parentFocusEnvironment: (any FocusEnvironment)? { owningViewController ?? superview }

    /// The effect the view shows while focused: nil by default (nothing drawn); a collection
    /// view cell other than a list cell has a `FocusHaloEffect`, as in UIKit.
    public var focusEffect: FocusEffect? {
        get {
            if let focusSettings { return focusSettings.effect }
            guard self is CollectionViewCell, !(self is CollectionViewListCell) else { return nil }
            let halo = FocusHaloEffect()
            settings().effect = halo
            return halo
        }
        set { settings().effect = newValue }
    }

    /// The identifier of the view's focus group (Tab moves between groups; the arrow keys move
    /// within one). Nil: the group of the superview, or, for a collection view, its own.
    public var focusGroupIdentifier: String? {
        get { focusSettings?.groupIdentifier }
        set { settings().groupIdentifier = newValue }
    }

    /// Asks for focus to move to this view's preferred focus environment on the next
    /// `updateFocusIfNeeded()`.
    public func setNeedsFocusUpdate() {
        FocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self)
    }

    /// Runs a pending focus update now.
    public func updateFocusIfNeeded() {
        FocusSystem.focusSystem(for: self)?.updateFocusIfNeeded()
    }

    private func settings() -> FocusSettings {
        if let focusSettings { return focusSettings }
        let made = FocusSettings()
        focusSettings = made
        return made
    }

    /// Whether the view and its ancestors are shown and take touches (focus skips other views).
    var isVisibleForFocus: Bool {
        var node: View? = self
        while let view = node {
            if view.isHidden || view.alpha <= 0.01 || !view.isUserInteractionEnabled { return false }
            node = view.superview
        }
        return window != nil
    }

    /// Shows or hides the focus effect: a cell's configuration state follows, and a halo effect
    /// draws its ring.
    func showFocus(_ shown: Bool) {
        (self as? CollectionViewCell)?.isFocusedState = shown
        layer.sublayerList.filter { $0 is FocusHaloLayer }.forEach { $0.removeFromSuperlayer() }
        guard shown, let halo = focusEffect as? FocusHaloEffect else { return }
        let host = halo.referenceView ?? self
        let ring = FocusHaloLayer()
        ring.frame = host.bounds
        ring.strokeColor = tintColor
        ring.path = FocusHaloLayer.path(for: halo, in: host)
        host.layer.addSublayer(ring)
    }
}

/// The ring of a halo focus effect: 4 points wide in the tint color, just outside the shape
/// (inside for `.inside`); a custom path's ring is centred on the path.
final class FocusHaloLayer: ShapeLayer {
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

    static func path(for halo: FocusHaloEffect, in view: View) -> CGPath {
        if let shape = halo.shape { return shape }
        let offset = halo.position == .inside ? -width / 2 : width / 2
        let radius = max(0, view.layer.cornerRadius + offset)
        return CGPath(roundedRect: view.bounds.insetBy(dx: -offset, dy: -offset), cornerWidth: radius, cornerHeight: radius,
                      transform: nil)
    }
}
