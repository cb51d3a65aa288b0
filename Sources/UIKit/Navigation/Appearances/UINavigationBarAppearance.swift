import Foundation

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance` (iOS 13): the
/// background and hairline (`UIBarAppearance`), the title's and the large title's attributes,
/// and the look of its buttons. A bar shows its `standardAppearance`, or its
/// `scrollEdgeAppearance` while the content is at its top, or the compact ones in a compact
/// height — a navigation item's own appearances taking the place of the bar's.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (font and color default to 17 pt semibold in the label color).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { appearanceDidChange() } }
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { appearanceDidChange() } }
    /// The large title's attributes (font and color default to 34 pt bold in the label color).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { appearanceDidChange() } }
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { adopt(buttonAppearance, replacing: oldValue) } }
    /// The look of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) { didSet { adopt(doneButtonAppearance, replacing: oldValue) } }
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { adopt(backButtonAppearance, replacing: oldValue) } }
    /// The back button's chevron and its transition mask, when set.
    private(set) var customBackIndicator: (image: UIImage, mask: UIImage)?
    /// The back button's chevron (the system's unless set with
    /// `setBackIndicatorImage(_:transitionMaskImage:)`).
    open var backIndicatorImage: UIImage { customBackIndicator?.image ?? Self.systemBackIndicator }
    /// The mask of the chevron during pushes and pops (kept with the image; the transitions here
    /// do not mask).
    open var backIndicatorTransitionMaskImage: UIImage { customBackIndicator?.mask ?? Self.systemBackIndicator }
    static var systemBackIndicator: UIImage { UIImage(systemName: "chevron.left")! }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        watch([buttonAppearance, doneButtonAppearance, backButtonAppearance])
    }

    /// Makes an appearance from `barAppearance`: its background and shadow, and, from another
    /// navigation bar appearance, its titles and buttons.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            largeTitleTextAttributes = other.largeTitleTextAttributes
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
            backButtonAppearance = other.backButtonAppearance.copy()
            customBackIndicator = other.customBackIndicator
        } else if let toolbar = barAppearance as? UIToolbarAppearance {
            buttonAppearance = toolbar.buttonAppearance.copy()
            doneButtonAppearance = toolbar.doneButtonAppearance.copy()
        }
        watch([buttonAppearance, doneButtonAppearance, backButtonAppearance])
    }

    /// Sets the back chevron and its transition mask; if either is nil both go back to the
    /// system's.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        if let backIndicatorImage, let backIndicatorTransitionMaskImage {
            customBackIndicator = (backIndicatorImage, backIndicatorTransitionMaskImage)
        } else {
            customBackIndicator = nil
        }
        appearanceDidChange()
    }

}

/// The look of a toolbar, as UIKit's `UIToolbarAppearance` (iOS 13): the background and
/// hairline, and the look of its buttons.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { adopt(buttonAppearance, replacing: oldValue) } }
    /// The look of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) { didSet { adopt(doneButtonAppearance, replacing: oldValue) } }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        watch([buttonAppearance, doneButtonAppearance])
    }

    /// Makes an appearance from `barAppearance`: its background and shadow, and, from another
    /// toolbar's or a navigation bar's appearance, its buttons.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UIToolbarAppearance {
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
        } else if let navigation = barAppearance as? UINavigationBarAppearance {
            buttonAppearance = navigation.buttonAppearance.copy()
            doneButtonAppearance = navigation.doneButtonAppearance.copy()
        }
        watch([buttonAppearance, doneButtonAppearance])
    }
}
