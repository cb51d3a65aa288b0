import Foundation

#if !canImport(Darwin)
extension ProcessInfo {
    /// Whether the system saves power, as Foundation's `isLowPowerModeEnabled` on iOS: on Linux,
    /// whether the firmware's platform profile (`/sys/firmware/acpi/platform_profile`, which
    /// power-profiles-daemon's "power-saver" sets) is "low-power"; false where there is none.
    /// It is read when asked: `NSProcessInfoPowerStateDidChange` is not posted.
    public var isLowPowerModeEnabled: Bool {
        Self.isLowPowerProfile(try? String(contentsOfFile: "/sys/firmware/acpi/platform_profile", encoding: .utf8))
    }

    /// Whether a platform profile's text names the low-power profile.
    static func isLowPowerProfile(_ profile: String?) -> Bool {
        profile?.trimmingCharacters(in: .whitespacesAndNewlines) == "low-power"
    }
}

extension NSNotification.Name {
    /// Posted on iOS when Low Power Mode changes. Not posted on Linux (see
    /// `ProcessInfo.isLowPowerModeEnabled`).
    public static let NSProcessInfoPowerStateDidChange = NSNotification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
#endif
