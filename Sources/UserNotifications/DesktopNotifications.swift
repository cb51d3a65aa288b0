import Foundation
import UIKit

/// Notifications on the Linux desktop: `org.freedesktop.Notifications.Notify` over the session
/// bus, sent with `gdbus` (GLib's, which every GNOME-compatible desktop has). Without a session
/// bus or `gdbus` nothing shows, and that is said once.
enum DesktopNotifications {
    /// Shows `content`: its title (and subtitle) as the summary, its body.
    @Sendable static func show(_ content: UNNotificationContent) {
        guard let gdbus = ["/usr/bin/gdbus", "/bin/gdbus"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return reportOnce("no gdbus: notifications are not shown on the desktop")
        }
        let summary = content.subtitle.isEmpty ? content.title : "\(content.title) — \(content.subtitle)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gdbus)
        process.arguments = [
            "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path", "/org/freedesktop/Notifications",
            "--method", "org.freedesktop.Notifications.Notify",
            quoted(ProcessInfo.processInfo.processName), "uint32 0", quoted(""), quoted(summary), quoted(content.body), "@as []", "@a{sv} {}",
            "int32 -1",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 { reportOnce("the desktop has no notification server on the session bus: notifications are not shown") }
        }
        do { try process.run() } catch { reportOnce("gdbus could not run: notifications are not shown (\(error))") }
    }

    /// `text` as a GVariant string literal.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static let reported = NSLock()
    nonisolated(unsafe) private static var hasReported = false

    private static func reportOnce(_ message: String) {
        let first = reported.withLock {
            defer { hasReported = true }
            return !hasReported
        }
        if first { Diagnostics.handler("UserNotifications: \(message)") }
    }
}
