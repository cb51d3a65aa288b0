import Foundation

/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// The accessibility attributes a responder keeps (`UIResponder`'s `accessibility…` members).
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var language: String?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var groupsChildren = false
    var navigationStyle: UIAccessibilityNavigationStyle = .automatic
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var textualContext: UIAccessibilityTextualContext?
    var ignoresInvertColors = false
    var containerType: UIAccessibilityContainerType = .none
    var customActions: [UIAccessibilityCustomAction]?
}

/// UIKit's accessibility functions and notifications, as `UIAccessibility`.
///
/// Linux runs no VoiceOver for UIKit's elements (the project does not speak AT-SPI): the
/// elements' attributes are kept for code and tests that read them, `isVoiceOverRunning` is
/// false, and posted notifications reach `postedNotifications` and no assistive technology.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification posted to assistive technologies, as `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Whether VoiceOver is on: false on Linux.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: false on Linux.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion: false on Linux.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency: false on Linux.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for bold text: false on Linux.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for darker system colors: false on Linux.
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops (never on Linux).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// The notifications posted so far, newest last (at most the last 100): what an assistive
    /// technology would have been told.
    public private(set) static var postedNotifications: [(notification: Notification, argument: Any?)] = []

    /// Tells assistive technologies about a change: kept in `postedNotifications`.
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append((notification, argument))
        if postedNotifications.count > 100 { postedNotifications.removeFirst() }
    }
}

/// UIKit's defaults for the accessibility attributes a responder does not set: labels and
/// controls are elements labelled by their text and valued by their state.
extension UIResponder {
    var isAccessibilityElementByDefault: Bool {
        guard let view = self as? UIView else { return false }
        return view is UILabel || view is UIControl
    }

    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle
        default: return nil
        }
    }

    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        case let stepper as UIStepper: return "\(Int(stepper.value))"
        default: return nil
        }
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch self {
        case is UILabel: traits = .staticText
        case is UIImageView: traits = .image
        case is UISlider, is UIStepper: traits = .adjustable
        case is UIButton, is UISwitch: traits = .button
        default: traits = .none
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// Whether the element takes part in user interaction: buttons, adjustable elements and
    /// elements with custom actions do (UIKit's default).
    var defaultRespondsToUserInteraction: Bool {
        !accessibilityTraits.intersection([.button, .adjustable, .link, .keyboardKey]).isEmpty
            || !(accessibilityCustomActions ?? []).isEmpty
    }

    /// A view's bounds in its window's coordinates (the screen's, as on iOS, where the window
    /// sits at the origin).
    var defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView, view.window != nil else { return .zero }
        return view.convert(view.bounds, to: nil)
    }
}

/// An element that stands for something that is not a view (a part of a custom-drawn view),
/// as UIKit's `UIAccessibilityElement`.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The container the element belongs to.
    open weak var accessibilityContainer: AnyObject?
    /// Whether assistive technologies reach the element. Default true.
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The element's frame in screen coordinates.
    open var accessibilityFrame: CGRect = .zero
    /// The element's frame in its container view's coordinates: sets `accessibilityFrame`
    /// from the container's position in its window.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet {
            guard let view = accessibilityContainer as? UIView else { return }
            accessibilityFrame = view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
    }

    /// An element inside `container` (a view, or another container).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
}
