import Foundation

/// A state of the app a user may continue, as Foundation's `NSUserActivity` (which Foundation on
/// Linux lacks): its values are kept and handed to the scene delegate's restoration and
/// activation methods; there is no Handoff, Spotlight or Siri on Linux, so nothing outside the
/// process sees it (`becomeCurrent()` only marks it current).
open class NSUserActivity: NSObject {
    /// The activity's type (a reverse-DNS name the app declares).
    public let activityType: String
    /// A title a person would see.
    open var title: String?
    /// The app's values.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to continue.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page that shows the same content.
    open var webpageURL: URL?
    /// The content it identifies, for choosing a scene.
    open var targetContentIdentifier: String?
    /// An identifier to delete the activity by later.
    open var persistentIdentifier: String?
    /// Whether Handoff may continue it on another device (none on Linux).
    open var isEligibleForHandoff = true
    /// Whether search may show it (no search index on Linux).
    open var isEligibleForSearch = false
    /// Whether it may be shown publicly (no search index on Linux).
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest it (no Siri on Linux).
    open var isEligibleForPrediction = false
    /// Whether the activity must be saved before being continued.
    open var needsSave = false
    /// Whether it is the current activity.
    public private(set) var isCurrent = false
    /// Whether it was invalidated.
    public private(set) var isInvalidated = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }

    /// Makes it the current activity.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        isCurrent = true
    }

    /// Stops it being the current activity.
    open func resignCurrent() { isCurrent = false }

    /// Ends the activity: it can no longer become current.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }
}
