import UIKit
import UserNotifications

/// Reminders as apps schedule them: the app delegate asks at launch and shows notifications in
/// front; a screen schedules, lists and cancels.
final class ShapeReminderDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            _ = (granted, error)
        }
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [])
        let done = UNNotificationAction(identifier: "done", title: "Done", options: [.destructive, .foreground])
        center.setNotificationCategories([UNNotificationCategory(identifier: "reminder", actions: [snooze, done], intentIdentifiers: [],
                                                                 options: .customDismissAction)])
        return true
    }

    func schedule(at hour: Int) throws {
        let content = UNMutableNotificationContent()
        content.title = "Stretch"
        content.subtitle = "Every day"
        content.body = "Time to stand up"
        content.sound = UNNotificationSound.default
        content.badge = NSNumber(value: 1)
        content.categoryIdentifier = "reminder"
        content.userInfo = ["id": 42]
        content.interruptionLevel = .timeSensitive
        var components = DateComponents()
        components.hour = hour
        let calendar = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let soon = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
        _ = (calendar.nextTriggerDate(), soon.timeInterval, UNNotificationSound(named: UNNotificationSoundName("chime.caf")))
        let request = UNNotificationRequest(identifier: "stretch", content: content, trigger: calendar)
        UNUserNotificationCenter.current().add(request) { error in _ = error }
        UNUserNotificationCenter.current().getPendingNotificationRequests { requests in _ = requests.map(\.identifier) }
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["stretch"])
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            _ = settings.authorizationStatus == .authorized && settings.alertSetting == .enabled
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .list, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        if response.actionIdentifier == UNNotificationResponse.defaultActionIdentifier {
            _ = response.notification.request.content.userInfo["id"]
        }
        completionHandler()
    }
}

@MainActor
func userNotificationsShape() {
    _ = (ShapeReminderDelegate(), UNUserNotificationCenter.current().supportsContentExtensions, UNAuthorizationOptions.provisional)
}
