import Foundation

/// A menu shown over a window: an overlay view added to the window (covering it) holding a
/// backdrop (dimmed under a context menu's lifted preview, clear under a pop-up menu), the
/// preview when there is one, and the `MenuView`, placed next to the source by
/// `MenuPlacement`. A tap on the backdrop asks to dismiss (no action); a chosen action goes to
/// `chooseAction`; a tap on the preview goes to `previewTapped`. One menu shows at a time: a
/// new presentation removes the previous one at once.
@MainActor
final class MenuPresentation {
    /// How long the menu takes to appear (a damped spring) and to go away.
    static let appearDuration: TimeInterval = 0.4
    static let dismissDuration: TimeInterval = 0.25
    /// How much a lifted preview grows.
    static let liftScale: CGFloat = 1.05
    /// The backdrop's dimming under a lifted preview.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    /// The presentation on screen, if any (held until its overlay leaves the window).
    private(set) static var current: MenuPresentation?

    let overlay = MenuOverlayView()
    let menuView: MenuView
    let previewView: UIView?
    /// The source's frame in the window's coordinates (the preview's frame once lifted).
    let sourceRect: CGRect
    var chooseAction: ((UIAction) -> Void)?
    var dismissRequested: (() -> Void)?
    var previewTapped: (() -> Void)?
    private(set) var isDismissing = false

    /// A presentation of `menu` next to `sourceRect` (window coordinates) in `window`; a
    /// `preview` view, framed in window coordinates, is lifted above a dimmed backdrop.
    init(menu: UIMenu, sourceRect: CGRect, in window: UIWindow, preview: UIView? = nil) {
        menuView = MenuView(menu: menu)
        previewView = preview
        if let preview {
            let lifted = preview.frame
            let grownWidth = lifted.width * Self.liftScale, grownHeight = lifted.height * Self.liftScale
            self.sourceRect = CGRect(x: lifted.midX - grownWidth / 2, y: lifted.midY - grownHeight / 2,
                                     width: grownWidth, height: grownHeight)
        } else {
            self.sourceRect = sourceRect
        }
        overlay.presentation = self
        overlay.frame = window.bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.backdrop.frame = overlay.bounds
        overlay.backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.addSubview(overlay.backdrop)
        if let preview { overlay.addSubview(preview) }
        overlay.addSubview(menuView)
        menuView.sizeDidChange = { [unowned self] in place(in: window) }
        menuView.chooseAction = { [unowned self] action in chooseAction?(action) }
        place(in: window)
    }

    /// Where the menu goes in the window: next to the source, inside the safe area.
    private func place(in window: UIWindow) {
        let area = window.bounds.inset(by: window.safeAreaInsets)
        let placement = MenuPlacement(menuSize: menuView.layout.size, source: sourceRect, area: area)
        menuView.layer.anchorPoint = CGPoint(x: 0.5, y: placement.side == .below ? 0 : 1)
        menuView.frame = placement.frame
    }

    /// Adds the overlay to `window` and animates the menu in (the preview lifts, the backdrop
    /// dims, the menu grows from its source's side); `alongside` runs in the same animation
    /// and `completion` after it.
    func show(in window: UIWindow, alongside: [@MainActor () -> Void] = [], completion: (@MainActor () -> Void)? = nil) {
        Self.current?.removeAtOnce()
        Self.current = self
        window.addSubview(overlay)
        overlay.backdrop.backgroundColor = previewView == nil ? .clear : Self.dimmingColor
        overlay.backdrop.alpha = 0
        menuView.alpha = 0
        menuView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(withDuration: Self.appearDuration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                     options: [.allowUserInteraction], animations: { [self] in
            overlay.backdrop.alpha = 1
            menuView.alpha = 1
            menuView.transform = .identity
            previewView?.transform = CGAffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
            for animation in alongside { animation() }
        }, completion: { _ in completion?() })
    }

    /// Animates the menu out and removes the overlay; `alongside` runs in the same animation
    /// and `completion` once the overlay is gone. Touches go through the fading overlay.
    func dismiss(alongside: [@MainActor () -> Void] = [], completion: (@MainActor () -> Void)? = nil) {
        guard !isDismissing else { return }
        isDismissing = true
        overlay.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.dismissDuration, delay: 0, options: [], animations: { [self] in
            overlay.backdrop.alpha = 0
            menuView.alpha = 0
            menuView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            previewView?.transform = .identity
            for animation in alongside { animation() }
        }, completion: { [self] _ in
            removeAtOnce()
            completion?()
        })
    }

    /// Takes the overlay off the window now.
    func removeAtOnce() {
        overlay.removeFromSuperview()
        if Self.current === self { Self.current = nil }
    }

    /// Whether the overlay is in a window.
    var isShown: Bool { overlay.superview != nil }
}

/// The view a menu presentation puts over the window: it takes every touch; one that lifts on
/// the backdrop asks the presentation to dismiss, one on the preview taps the preview.
final class MenuOverlayView: UIView {
    weak var presentation: MenuPresentation?
    let backdrop = UIView()

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let presentation, !presentation.isDismissing, let touch = touches.first else { return }
        if let preview = presentation.previewView, touch.view === preview || touch.view?.isDescendant(of: preview) == true {
            presentation.previewTapped?()
        } else if touch.view === backdrop || touch.view === self {
            presentation.dismissRequested?()
        }
    }
}

extension UIWindow {
    /// The menu shown over the window (by a context menu interaction, a pop-up accessory or a
    /// button), if any.
    var presentedMenuView: MenuView? {
        guard let presentation = MenuPresentation.current, presentation.overlay.window === self else { return nil }
        return presentation.menuView
    }
}
