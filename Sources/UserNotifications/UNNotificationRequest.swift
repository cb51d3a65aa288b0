import Foundation
import UIKit

/// When a notification is delivered, as UserNotifications' `UNNotificationTrigger`.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether the trigger fires again after firing.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    /// The next date after `date` it fires; nil when it fires no more.
    func nextDate(after date: Date) -> Date? { nil }
}

/// A trigger after a time interval, as UserNotifications' `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    private let created = Date()

    /// Fires `timeInterval` seconds from now (again every `timeInterval` when `repeats`). Raises
    /// UIKit's exception for an interval not above zero, or below 60 seconds when repeating.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        guard timeInterval > 0 else { raiseException(.invalidArgumentException, "time interval must be greater than 0") }
        guard !repeats || timeInterval >= 60 else { raiseException(.invalidArgumentException, "time interval must be at least 60 if repeating") }
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// The next time it fires after now.
    open func nextTriggerDate() -> Date? { nextDate(after: Date()) }

    override func nextDate(after date: Date) -> Date? {
        let first = created.addingTimeInterval(timeInterval)
        guard first <= date else { return first }
        guard repeats else { return nil }
        let periods = ((date.timeIntervalSince(first)) / timeInterval).rounded(.down) + 1
        return first.addingTimeInterval(periods * timeInterval)
    }
}

/// A trigger at calendar dates, as UserNotifications' `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    /// Fires at the next date matching `dateComponents` (at each, when `repeats`).
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date matching the components.
    open func nextTriggerDate() -> Date? { nextDate(after: Date()) }

    override func nextDate(after date: Date) -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        return calendar.nextDate(after: date, matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A notification request: its identifier, content and trigger, as UserNotifications'
/// `UNNotificationRequest`. A nil trigger delivers at once.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy(as: UNNotificationContent.self)
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification, as UserNotifications' `UNNotification`.
open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }
}

/// The user's answer to a notification, as UserNotifications' `UNNotificationResponse`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// Opening the app from the notification.
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// Dismissing the notification.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    public let notification: UNNotification
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// A kind of notification and its actions, as UserNotifications' `UNNotificationCategory`.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions

    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        super.init()
    }
}

/// A category's options.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A button of a notification, as UserNotifications' `UNNotificationAction`.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions

    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        super.init()
    }
}

/// An action's options.
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// UserNotifications' errors.
public struct UNError: Error, Sendable, Equatable {
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }
}
