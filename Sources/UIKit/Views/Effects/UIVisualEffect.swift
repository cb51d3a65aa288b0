import Foundation

/// An effect a `UIVisualEffectView` shows, as UIKit's `UIVisualEffect`: a blur
/// (`UIBlurEffect`) or vibrancy (`UIVibrancyEffect`). Effects are immutable.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @preconcurrency NSCopying, @unchecked Sendable {
    public override init() {
        super.init()
    }

    /// Returns the effect itself: effects are immutable.
    public func copy(with zone: NSZone?) -> Any { self }
}

/// A blur of what lies behind a view, as UIKit's `UIBlurEffect`: the renderer blurs the pixels
/// under the effect view and tints them with the style's material.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's style, as UIKit's `UIBlurEffect.Style` (the raw values are UIKit's).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        /// tvOS only in UIKit; drawn as `.dark` darkened further.
        case extraDark = 3
        /// Light or dark with the interface style.
        case regular = 4
        /// Light or dark with the interface style, more opaque than `.regular`.
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    public let style: Style

    /// Makes a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's material: how far it blurs and the color laid over the blurred pixels.
    var material: BlurMaterial { BlurMaterial(style: style) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.hashValue }
}

/// Vibrancy for content over a blur, as UIKit's `UIVibrancyEffect`: the content of a vibrancy
/// effect view is drawn translucent over the blur, so that the blurred colors show through it
/// — an approximation of iOS's blend, which lightens or darkens what lies behind.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy is made for.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style (`.label` for the plain initializer).
    public let style: UIVibrancyEffectStyle

    /// Makes vibrancy for content over `blurEffect`, as for labels.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Makes vibrancy of `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// How opaque the content is drawn.
    var contentOpacity: CGFloat {
        switch style {
        case .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.4
        case .quaternaryLabel: 0.3
        case .fill: 0.35
        case .secondaryFill: 0.25
        case .tertiaryFill: 0.18
        case .separator: 0.3
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.isEqual(blurEffect)
    }

    open override var hash: Int { style.hashValue ^ blurEffect.hash }
}

/// The styles of vibrancy, as UIKit's `UIVibrancyEffectStyle` (iOS 13).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}
