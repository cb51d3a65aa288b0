import Foundation
import UIKit

/// What a notification says, as UserNotifications' `UNNotificationContent` (immutable).
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var launchImageName = ""
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    open internal(set) var attachments: [UNNotificationAttachment] = []
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var targetContentIdentifier: String?
    open internal(set) var summaryArgument = ""
    open internal(set) var summaryArgumentCount = 0
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    open internal(set) var relevanceScore: Double = 0
    open internal(set) var filterCriteria: String?

    public required override init() {
        super.init()
    }

    /// The same content, as a value of `type` (this class or the mutable one).
    func copy<Content: UNNotificationContent>(as type: Content.Type) -> Content {
        let copy = Content()
        copy.title = title
        copy.subtitle = subtitle
        copy.body = body
        copy.badge = badge
        copy.sound = sound
        copy.launchImageName = launchImageName
        copy.userInfo = userInfo
        copy.attachments = attachments
        copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier
        copy.targetContentIdentifier = targetContentIdentifier
        copy.summaryArgument = summaryArgument
        copy.summaryArgumentCount = summaryArgumentCount
        copy.interruptionLevel = interruptionLevel
        copy.relevanceScore = relevanceScore
        copy.filterCriteria = filterCriteria
        return copy
    }

    open func copy(with zone: NSZone? = nil) -> Any { copy(as: UNNotificationContent.self) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(as: UNMutableNotificationContent.self) }
}

/// Notification content being written, as UserNotifications' `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var launchImageName: String { get { super.launchImageName } set { super.launchImageName = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var targetContentIdentifier: String? { get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue } }
    open override var summaryArgument: String { get { super.summaryArgument } set { super.summaryArgument = newValue } }
    open override var summaryArgumentCount: Int { get { super.summaryArgumentCount } set { super.summaryArgumentCount = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { super.interruptionLevel } set { super.interruptionLevel = newValue } }
    open override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    open override var filterCriteria: String? { get { super.filterCriteria } set { super.filterCriteria = newValue } }
}

/// How loudly a notification interrupts (iOS 15).
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// A notification's sound, as UserNotifications' `UNNotificationSound` (the desktop's
/// notification server plays its own sound, if any).
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound's file name; nil for the default sound.
    public let soundName: UNNotificationSoundName?
    let isCritical: Bool

    init(soundName: UNNotificationSoundName?, isCritical: Bool) {
        self.soundName = soundName
        self.isCritical = isCritical
        super.init()
    }

    /// The default sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(soundName: nil, isCritical: false) }
    /// The default sound of critical alerts.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(soundName: nil, isCritical: true) }
    /// The sound in the app's file `name`.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(soundName: name, isCritical: false)
    }
    /// A critical alert's sound in the app's file `name`.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(soundName: name, isCritical: true)
    }
}

/// A sound file's name.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A file shown with a notification, as UserNotifications' `UNNotificationAttachment`.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String

    /// An attachment of the file at `url`; throws when it is not a readable file.
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL, FileManager.default.isReadableFile(atPath: URL.path) else {
            throw UNError(.attachmentInvalidURL)
        }
        self.identifier = identifier
        url = URL
        type = UTType(filenameExtension: URL.pathExtension)?.identifier ?? "public.data"
        super.init()
    }
}
