import UIKit
import UserNotifications
import XCTest

/// Local notifications as apps schedule them: authorization asked at launch, a reminder
/// scheduled, replaced and removed, a notification arriving in front shown as the delegate
/// says, and on the desktop.
final class UserNotificationsPortingTests: XCTestCase {
    final class Presenter: NSObject, UNUserNotificationCenterDelegate {
        var options: UNNotificationPresentationOptions = [.banner, .sound]
        var arrived: [String] = []

        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
            arrived.append(notification.request.identifier)
            completionHandler(options)
        }
    }

    private let center = UNUserNotificationCenter.current()
    private var shown: [String] = []
    private var presenter: Presenter!

    override func setUp() {
        presenter = Presenter()
        center.delegate = presenter
        center.removeAllPendingNotificationRequests()
        center.removeAllDeliveredNotifications()
        UNUserNotificationCenter.desktopPresenter = { [unowned self] content in shown.append(content.title) }
    }

    override func tearDown() {
        center.delegate = nil
        center.removeAllPendingNotificationRequests()
        center.removeAllDeliveredNotifications()
    }

    /// Runs the main run loop until `condition` holds (two seconds at most).
    private func spin(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !condition(), Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
    }

    private func request(_ identifier: String, title: String, after seconds: TimeInterval?) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Time to stretch"
        content.sound = .default
        content.badge = 3
        content.userInfo = ["kind": "reminder"]
        return UNNotificationRequest(identifier: identifier, content: content,
                                     trigger: seconds.map { UNTimeIntervalNotificationTrigger(timeInterval: $0, repeats: false) })
    }

    func testAuthorizationIsGrantedAndReportedInTheSettings() {
        var granted: Bool?
        center.requestAuthorization(options: [.alert, .badge, .sound]) { ok, _ in granted = ok }
        spin { granted != nil }
        XCTAssertEqual(granted, true)
        var settings: UNNotificationSettings?
        center.getNotificationSettings { settings = $0 }
        spin { settings != nil }
        XCTAssertEqual(settings?.authorizationStatus, .authorized)
        XCTAssertEqual(settings?.alertSetting, .enabled)
        XCTAssertEqual(settings?.badgeSetting, .enabled)
        XCTAssertEqual(settings?.carPlaySetting, .notSupported)
    }

    func testARequestIsPendingUntilItFiresThenShownAsTheDelegateSays() throws {
        center.add(request("stretch", title: "Stretch", after: 0.2))
        var pending: [UNNotificationRequest] = []
        center.getPendingNotificationRequests { pending = $0 }
        spin { !pending.isEmpty }
        XCTAssertEqual(pending.map(\.identifier), ["stretch"])
        XCTAssertEqual(pending.first?.content.userInfo["kind"] as? String, "reminder")
        spin { !presenter.arrived.isEmpty }
        XCTAssertEqual(presenter.arrived, ["stretch"], "asked while the app is active")
        XCTAssertEqual(shown, ["Stretch"], "a banner: on the desktop")
        var delivered: [UNNotification] = []
        center.getDeliveredNotifications { delivered = $0 }
        spin { !delivered.isEmpty }
        XCTAssertEqual(delivered.map(\.request.identifier), ["stretch"])
        center.getPendingNotificationRequests { pending = $0 }
        spin { pending.isEmpty }
        XCTAssertTrue(pending.isEmpty, "fired")
    }

    func testADelegateThatShowsNothingLeavesItUndelivered() {
        presenter.options = []
        center.add(request("quiet", title: "Quiet", after: nil))
        spin { !presenter.arrived.isEmpty }
        XCTAssertEqual(presenter.arrived, ["quiet"])
        XCTAssertTrue(shown.isEmpty)
    }

    func testTheSameIdentifierReplacesAndRemovalUnschedules() {
        center.add(request("daily", title: "First", after: 600))
        center.add(request("daily", title: "Second", after: 600))
        var pending: [UNNotificationRequest] = []
        center.getPendingNotificationRequests { pending = $0 }
        spin { !pending.isEmpty }
        XCTAssertEqual(pending.map(\.content.title), ["Second"])
        center.removePendingNotificationRequests(withIdentifiers: ["daily"])
        center.getPendingNotificationRequests { pending = $0 }
        spin { pending.isEmpty }
        XCTAssertTrue(pending.isEmpty)
    }

    func testTriggersKnowTheirNextDate() throws {
        let interval = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
        let next = try XCTUnwrap(interval.nextTriggerDate())
        XCTAssertEqual(next.timeIntervalSinceNow, 60, accuracy: 1)
        var components = DateComponents()
        components.hour = 8
        components.minute = 30
        let morning = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let date = try XCTUnwrap(morning.nextTriggerDate())
        XCTAssertEqual(Calendar.current.component(.hour, from: date), 8)
        XCTAssertEqual(Calendar.current.component(.minute, from: date), 30)
        XCTAssertGreaterThan(date, Date())
        let copy = try XCTUnwrap(request("a", title: "T", after: 5).content.mutableCopy() as? UNMutableNotificationContent)
        XCTAssertEqual(copy.title, "T")
        XCTAssertEqual(UNNotificationResponse.defaultActionIdentifier, "com.apple.UNNotificationDefaultActionIdentifier")
    }
}
