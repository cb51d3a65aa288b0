import Foundation

/// The look of a bar's background and shadow, as UIKit's `UIBarAppearance` (iOS 13): a blur
/// effect, a color over it, an image over that, and the hairline under the bar. Bars copy the
/// appearances they are given; changing the one a bar holds (`bar.standardAppearance.…`)
/// updates the bar.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The idiom the appearance is made for.
    public let idiom: UIUserInterfaceIdiom
    /// Called when a property changes (the bar holding the appearance updates).
    var onChange: (() -> Void)?

    /// Makes an appearance with the default background, for the device's idiom.
    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// Makes an appearance with the default background for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Makes an appearance with the background and shadow of `barAppearance` (of any bar's
    /// kind: a toolbar's appearance can start a navigation bar's).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// A copy of the appearance, of its class.
    public func copy(with zone: NSZone?) -> Any { type(of: self).init(barAppearance: self) }

    /// A copy of the appearance, of its class.
    open func copy() -> Self { type(of: self).init(barAppearance: self) }

    @_disfavoredOverload nonisolated open override func copy() -> Any { super.copy() }

    /// Resets the background and shadow to the system's: the chrome material's blur and a
    /// hairline.
    open func configureWithDefaultBackground() {
        setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: Self.defaultShadowColor)
    }

    /// Resets the background and shadow to an opaque background of the system color and a
    /// hairline.
    open func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: Self.defaultShadowColor)
    }

    /// Resets the background and shadow to none: the bar is transparent.
    open func configureWithTransparentBackground() {
        setBackground(effect: nil, color: nil, shadow: nil)
    }

    /// The hairline's color by default.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }

    /// The blur behind everything else in the background (nil: none).
    open var backgroundEffect: UIBlurEffect? { didSet { appearanceDidChange() } }
    /// The color over the blur (nil: none).
    open var backgroundColor: UIColor? { didSet { appearanceDidChange() } }
    /// The image over the color, fitted by `backgroundImageContentMode`.
    open var backgroundImage: UIImage? { didSet { appearanceDidChange() } }
    /// How the background image fills the bar (`.scaleToFill`; `.redraw` counts as it).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill { didSet { appearanceDidChange() } }
    /// The hairline's color: nil or clear hides it; it tints a template `shadowImage`.
    open var shadowColor: UIColor? { didSet { appearanceDidChange() } }
    /// An image shown as the hairline (a template image takes `shadowColor`).
    open var shadowImage: UIImage? { didSet { appearanceDidChange() } }

    func appearanceDidChange() { onChange?() }

    /// Tells this appearance of changes in the parts it holds (button and item appearances).
    func watch(_ parts: [AppearancePart]) {
        for part in parts { part.onChange = { [weak self] in self?.appearanceDidChange() } }
    }

    /// A part was replaced: the old one no longer tells, the new one does.
    func adopt(_ part: AppearancePart, replacing old: AppearancePart) {
        old.onChange = nil
        watch([part])
        appearanceDidChange()
    }
}

/// A part of a bar appearance that tells it of its changes (a button or item appearance).
@MainActor
protocol AppearancePart: AnyObject {
    var onChange: (() -> Void)? { get set }
}
