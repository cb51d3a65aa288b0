import Foundation
import UIKit

/// UserNotifications' notification center, on the Linux desktop: requests are scheduled on the
/// main run loop and, when their trigger fires, shown by the desktop's notification server
/// (`org.freedesktop.Notifications` over the session bus, through `gdbus`) and listed as
/// delivered. While the app is active the delegate's
/// `userNotificationCenter(_:willPresent:withCompletionHandler:)` decides (a banner, list or alert
/// option shows it; none, or no delegate, leaves it unshown and undelivered, as on iOS).
///
/// There is no permission prompt on Linux: `requestAuthorization` grants what is asked (the
/// settings then report it), and a request added before that is still scheduled. Clicks on the
/// desktop's notification are not reported back, so `userNotificationCenter(_:didReceive:…)` is
/// not called; remote (push) notifications do not exist. Pending requests live as long as the
/// process. Calls are carried out in order, and completion handlers run, on the main queue
/// (Apple's run on a background queue).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// The center's delegate.
    open weak var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Whether content extensions are supported: no.
    open var supportsContentExtensions: Bool { false }

    /// Shows a notification on the desktop (tests and hosts may replace it).
    nonisolated(unsafe) package static var desktopPresenter: @Sendable (UNNotificationContent) -> Void = DesktopNotifications.show

    private let lock = NSLock()
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?
    private var status: UNAuthorizationStatus = .notDetermined
    private var grantedOptions: UNAuthorizationOptions = []
    private var categories: Set<UNNotificationCategory> = []
    private var pending: [(request: UNNotificationRequest, timer: Timer?)] = []
    private var delivered: [UNNotification] = []

    override init() {
        super.init()
    }

    // MARK: Authorization and settings

    /// Grants `options` (no permission prompt on Linux); the handler gets true.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        lock.withLock {
            status = options.contains(.provisional) ? .provisional : .authorized
            grantedOptions = options
        }
        DispatchQueue.main.async { completionHandler(true, nil) }
    }

    /// Grants `options`: true.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        lock.withLock {
            status = options.contains(.provisional) ? .provisional : .authorized
            grantedOptions = options
        }
        return true
    }

    /// The app's settings.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        DispatchQueue.main.async { completionHandler(self.currentSettings()) }
    }

    /// The app's settings.
    open func notificationSettings() async -> UNNotificationSettings { currentSettings() }

    private func currentSettings() -> UNNotificationSettings {
        lock.withLock { UNNotificationSettings(status: status, options: grantedOptions) }
    }

    /// The categories notifications may name.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { self.categories = categories }
    }

    /// The categories set.
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        DispatchQueue.main.async { completionHandler(self.lock.withLock { self.categories }) }
    }

    /// The categories set.
    open func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }

    /// Sets the app's badge (the desktop shows none; kept for `applicationIconBadgeNumber`).
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { UIApplication.shared.applicationIconBadgeNumber = newBadgeCount }
            completionHandler?(nil)
        }
    }

    // MARK: Requests

    /// Schedules `request`, replacing a pending one with its identifier; a request without a
    /// trigger is delivered at once (on the next turn of the main run loop).
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        DispatchQueue.main.async {
            self.schedule(request)
            completionHandler?(nil)
        }
    }

    /// Schedules `request`.
    open func add(_ request: UNNotificationRequest) async throws {
        await MainActor.run { schedule(request) }
    }

    /// The requests not yet delivered (a repeating one stays).
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        DispatchQueue.main.async { completionHandler(self.lock.withLock { self.pending.map(\.request) }) }
    }

    /// The requests not yet delivered.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending.map(\.request) } }

    /// Unschedules the requests with `identifiers`.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let removed = lock.withLock {
            let removed = pending.filter { identifiers.contains($0.request.identifier) }
            pending.removeAll { identifiers.contains($0.request.identifier) }
            return removed
        }
        removed.forEach { $0.timer?.invalidate() }
    }

    /// Unschedules every request.
    open func removeAllPendingNotificationRequests() {
        let removed = lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
        removed.forEach { $0.timer?.invalidate() }
    }

    /// The notifications shown and not removed, newest last.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        DispatchQueue.main.async { completionHandler(self.lock.withLock { self.delivered }) }
    }

    /// The notifications shown and not removed.
    open func deliveredNotifications() async -> [UNNotification] { lock.withLock { delivered } }

    /// Forgets the delivered notifications with `identifiers`.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        lock.withLock { delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    /// Forgets every delivered notification.
    open func removeAllDeliveredNotifications() {
        lock.withLock { delivered.removeAll() }
    }

    // MARK: Delivery

    /// Schedules `request` on the main run loop (on the main thread).
    private func schedule(_ request: UNNotificationRequest) {
        removePendingNotificationRequests(withIdentifiers: [request.identifier])
        guard let trigger = request.trigger else {
            lock.withLock { pending.append((request, nil)) }
            return fire(request)
        }
        guard let date = trigger.nextDate(after: Date()) else { return }
        let timer = Timer(fire: date, interval: 0, repeats: false) { [weak self] _ in self?.fire(request) }
        lock.withLock { pending.append((request, timer)) }
        RunLoop.main.add(timer, forMode: .common)
    }

    /// Delivers `request` now, and schedules its next firing when it repeats.
    private func fire(_ request: UNNotificationRequest) {
        let isPending = lock.withLock { pending.contains { $0.request === request } }
        guard isPending else { return }
        removePendingNotificationRequests(withIdentifiers: [request.identifier])
        if let trigger = request.trigger, trigger.repeats { schedule(request) }
        let notification = UNNotification(date: Date(), request: request)
        MainActor.assumeIsolated {
            guard UIApplication.shared.applicationState == .active else { return present(notification, options: [.banner, .list, .sound, .badge]) }
            delegate?.userNotificationCenter(self, willPresent: notification) { [weak self] options in
                self?.present(notification, options: options)
            }
        }
    }

    /// Shows `notification` as `options` say (a banner, list or alert option shows it).
    private func present(_ notification: UNNotification, options: UNNotificationPresentationOptions) {
        if options.contains(.badge), let badge = notification.request.content.badge {
            MainActor.assumeIsolated { UIApplication.shared.applicationIconBadgeNumber = badge.intValue }
        }
        guard !options.isDisjoint(with: [.banner, .list, .alert]) else { return }
        lock.withLock { delivered.append(notification) }
        if !options.isDisjoint(with: [.banner, .alert]) { Self.desktopPresenter(notification.request.content) }
    }
}

/// The notification center's delegate, as UserNotifications' `UNUserNotificationCenterDelegate`;
/// every method is optional (a notification arriving while the app is active is not shown
/// unless the delegate says how). Called on the main thread, so app delegates conform as they are.
@preconcurrency @MainActor
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrived while the app is active: call the handler with how to show it.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The user answered a notification (not reported on Linux).
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
    /// The user asked for the app's notification settings (not on Linux).
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
