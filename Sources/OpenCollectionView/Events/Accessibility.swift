import Foundation

/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = AccessibilityTraits([])
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 17)
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 53)
}

/// The accessibility attributes a responder keeps (`Responder`'s `accessibility…` members).
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: AccessibilityTraits?
    var frame: CGRect?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var language: String?
    var path: BezierPath?
    var activationPoint: CGPoint?
    var groupsChildren = false
    var navigationStyle: AccessibilityNavigationStyle = .automatic
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var textualContext: AccessibilityTextualContext?
    var ignoresInvertColors = false
    var containerType: AccessibilityContainerType = .none
    var customActions: [AccessibilityCustomAction]?
}

/// UIKit's accessibility functions and notifications, as `UIAccessibility`.
///
/// Linux runs no VoiceOver for UIKit's elements (the project does not speak AT-SPI): the
/// elements' attributes are kept for code and tests that read them, `isVoiceOverRunning` is
/// false, and posted notifications reach `postedNotifications` and no assistive technology.
@preconcurrency @MainActor
public enum Accessibility {
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
extension Responder {
    var isAccessibilityElementByDefault: Bool {
        guard let view = self as? View else { return false }
        return view is Label || view is Control
    }

    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as Label: return label.text
        case let button as Button: return button.currentTitle
        default: return nil
        }
    }

    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as Switch: return toggle.isOn ? "1" : "0"
        case let slider as Slider:
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        case let stepper as Stepper: return "\(Int(stepper.value))"
        default: return nil
        }
    }

    var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits
        switch self {
        case is Label: traits = .staticText
        case is ImageView: traits = .image
        case is Slider, is Stepper: traits = .adjustable
        case is Button, is Switch: traits = .button
        default: traits = .none
        }
        if let control = self as? Control {
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
        guard let view = self as? View, view.window != nil else { return .zero }
        return view.convert(view.bounds, to: nil)
    }
}

/// An element that stands for something that is not a view (a part of a custom-drawn view),
/// as UIKit's `UIAccessibilityElement`.
@preconcurrency @MainActor
open class AccessibilityElement: NSObject {
    /// The container the element belongs to.
    open weak var accessibilityContainer: AnyObject?
    /// Whether assistive technologies reach the element. Default true.
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: AccessibilityTraits = .none
    /// The element's frame in screen coordinates.
    open var accessibilityFrame: CGRect = .zero
    /// The element's frame in its container view's coordinates: sets `accessibilityFrame`
    /// from the container's position in its window.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet {
            guard let view = accessibilityContainer as? View else { return }
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
