import Foundation

/// A service a share sheet offers, as UIKit's `UIActivity`: subclass it for an app's own
/// actions (`applicationActivities`), overriding its type, title, image, `canPerform`,
/// `prepare` and `perform` (or `activityViewController`), and call `activityDidFinish(_:)` when
/// done.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// The identifier of a kind of activity, as UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        // The system's activities. On Linux the share sheet offers Copy and Save to File;
        // the others name services Linux does not have, and are never shown.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copies the items to the general pasteboard (offered on Linux).
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
        /// Saves the items as files (offered on Linux, as the Files app's "Save to Files").
        public static let saveToFiles = ActivityType("com.apple.DocumentManagerUICore.SaveToFiles")
    }

    /// Where an activity shows in the sheet, as UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable {
        /// In the list of actions.
        case action = 0
        /// In the row of sharing services.
        case share = 1
    }

    public override init() {
        super.init()
    }

    /// The activity's category (`.action`; override for `.share`).
    open class var activityCategory: Category { .action }
    /// The activity's type, passed to the completion handler (nil by default).
    open var activityType: ActivityType? { nil }
    /// The title shown in the sheet (nil by default: override it).
    open var activityTitle: String? { nil }
    /// The image shown in the sheet (a template image, tinted; nil by default).
    open var activityImage: UIImage? { nil }
    /// Whether the activity acts on these items; only activities that can are shown (false
    /// by default).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Called with the items once the user chose the activity, before it runs.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present for the activity instead of `perform()` (nil by default); it
    /// calls `activityDidFinish(_:)` when done.
    open var activityViewController: UIViewController? { nil }
    /// Does the activity's work; override it and call `activityDidFinish(_:)` (the default
    /// finishes at once, not completed).
    open func perform() { activityDidFinish(false) }

    /// Tells the share sheet the activity is done: the activity's controller is dismissed and
    /// the completion handler hears whether it completed.
    open func activityDidFinish(_ completed: Bool) {
        let finish = onFinish
        onFinish = nil
        finish?(completed)
    }

    /// What the share sheet does when the activity finishes.
    var onFinish: ((Bool) -> Void)?
}

/// An object that gives a share sheet its item for each activity, as UIKit's
/// `UIActivityItemSource`.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// A stand-in of the item's type, asked when the sheet opens.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for `activityType` (nil: nothing for it).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject for activities that take one ("" by default).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A type identifier of the item ("" by default).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A thumbnail of the item (nil by default).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}
