import Foundation

/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the orientation is portrait (either way up).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape (either way round).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device the program runs on, as UIKit's `UIDevice`.
///
/// On Linux it reports: `name`, the host name; `model` and `localizedModel`, `"iPhone"`, and
/// `userInterfaceIdiom`, `.phone`, as the windows' traits are; `systemName` `"iOS"` and
/// `systemVersion` `"18.0"`, the UIKit this project implements, so that version checks take
/// the current branch; `identifierForVendor`, a UUID made from `/etc/machine-id`;
/// `orientation`, portrait or landscape by the main screen's shape once orientation
/// notifications are on (a desktop has no orientation sensor); the battery, read from
/// `/sys/class/power_supply` while `isBatteryMonitoringEnabled` (`-1` and `.unknown` on a
/// machine without one). No proximity sensor: `proximityState` is always false.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the program runs on.
    public static let current = UIDevice()

    /// The state of the battery, as UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    /// Posted when the device's orientation changes.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity sensor's state changes.
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    override init() {
        super.init()
    }

    /// The name of the device: the host name on Linux.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The model of the device: `"iPhone"`, matching `userInterfaceIdiom`.
    open var model: String { "iPhone" }
    /// The model of the device as a localized string.
    open var localizedModel: String { model }
    /// The name of the operating system whose UIKit this is: `"iOS"`.
    open var systemName: String { "iOS" }
    /// The version of the UIKit this project implements: `"18.0"`.
    open var systemVersion: String { "18.0" }
    /// The style of interface to use on the current device: `.phone`, as the windows' traits.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Whether the device supports running more than one app at a time: true.
    open var isMultitaskingSupported: Bool { true }

    /// A value that identifies the device to the app's vendor: made from `/etc/machine-id`,
    /// so it stays the same on one machine; nil where that file is missing.
    open var identifierForVendor: UUID? {
        guard let text = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8) else { return nil }
        let hex = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        guard hex.count == 32 else { return nil }
        let bytes = stride(from: 0, to: 32, by: 2).compactMap { UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16) }
        guard bytes.count == 16 else { return nil }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    // MARK: Orientation

    /// Whether the device posts orientation notifications (after
    /// `beginGeneratingDeviceOrientationNotifications()`).
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    private var orientationObservers = 0

    /// The physical orientation of the device: `.unknown` until orientation notifications are
    /// on; then portrait or landscape by the main screen's shape.
    open var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        let bounds = UIScreen.main.bounds
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }

    /// Begins the generation of notifications of device orientation changes (calls nest).
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationObservers += 1
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Ends the generation of notifications of device orientation changes.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationObservers = max(0, orientationObservers - 1)
        isGeneratingDeviceOrientationNotifications = orientationObservers > 0
    }

    // MARK: Battery

    /// Whether battery monitoring is on. Default false.
    open var isBatteryMonitoringEnabled = false

    /// The battery's charge level from 0 to 1; -1 while monitoring is off or where there is no
    /// battery.
    open var batteryLevel: Float {
        guard isBatteryMonitoringEnabled, let capacity = Self.battery("capacity").flatMap(Float.init) else { return -1 }
        return min(max(capacity / 100, 0), 1)
    }

    /// The battery's state; `.unknown` while monitoring is off or where there is no battery.
    open var batteryState: BatteryState {
        guard isBatteryMonitoringEnabled, let status = Self.battery("status") else { return .unknown }
        switch status {
        case "Charging": return .charging
        case "Full": return .full
        case "Discharging", "Not charging": return .unplugged
        default: return .unknown
        }
    }

    /// A value of the first battery under `/sys/class/power_supply`.
    private static func battery(_ file: String) -> String? {
        let root = "/sys/class/power_supply"
        let supplies = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for supply in supplies.sorted() {
            let type = try? String(contentsOfFile: "\(root)/\(supply)/type", encoding: .utf8)
            guard type?.trimmingCharacters(in: .whitespacesAndNewlines) == "Battery",
                  let value = try? String(contentsOfFile: "\(root)/\(supply)/\(file)", encoding: .utf8) else { continue }
            return value.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return nil
    }

    // MARK: Proximity and input clicks

    /// Whether proximity monitoring is on. There is no proximity sensor on Linux: setting it
    /// true leaves it false, as on an iOS device without one.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether the proximity sensor is close to the user: always false.
    open var proximityState: Bool { false }

    /// Plays an input click: Linux has no keyboard click sound, so this does nothing.
    open func playInputClick() {}
}
