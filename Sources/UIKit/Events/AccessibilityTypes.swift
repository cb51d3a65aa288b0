import Foundation

/// How assistive technologies move through a container's elements, as UIKit's
/// `UIAccessibilityNavigationStyle` (UIAccessibility.h).
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// The technology chooses (the default).
    case automatic = 0
    /// Each element is reached on its own.
    case separate = 1
    /// The elements are combined into one.
    case combined = 2
}

/// What kind of container an element is, as UIKit's `UIAccessibilityContainerType`.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}

/// The direction of an accessibility scroll (VoiceOver's three-finger swipe), as UIKit's
/// `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}

/// The kind of text an element holds, which tells VoiceOver how to read it, as UIKit's
/// `UIAccessibilityTextualContext`.
public struct UIAccessibilityTextualContext: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let wordProcessing = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextWordProcessing")
    public static let narrative = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextNarrative")
    public static let messaging = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextMessaging")
    public static let spreadsheet = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSpreadsheet")
    public static let fileSystem = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextFileSystem")
    public static let sourceCode = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSourceCode")
    public static let console = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextConsole")
}

/// An action an element offers in VoiceOver's actions rotor, as UIKit's
/// `UIAccessibilityCustomAction`, with a closure (the target-selector initializers need the
/// Objective-C runtime; the porter rewrites them to the closure form). No assistive technology
/// runs on Linux: code and tests perform an action with `actionHandler`.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What the action does: a closure that returns whether it succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The localized name of the action.
    open var name: String
    /// The name with attributes; setting it sets `name` to its string.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image shown for the action. Default nil.
    open var image: UIImage?
    /// The closure performed for the action.
    open var actionHandler: Handler?

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: Handler?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action named `name` with an image, that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: Handler?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// An action with an attributed name, that runs `actionHandler`.
    public convenience init(attributedName: NSAttributedString, actionHandler: Handler?) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }
}
