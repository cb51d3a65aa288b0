import Foundation

/// Opening URLs, as UIKit's `UIApplication.open(_:options:completionHandler:)`: on Linux the
/// desktop's handler opens them (`xdg-open`, found on the `PATH`); a host or a test may
/// install its own opener.
extension UIApplication {
    /// A key of `open(_:options:completionHandler:)`'s options, as `OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links (no app claims URLs on Linux: such a URL does not open).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// What opens URLs: `xdg-open` unless a host or a test installs another.
    @MainActor package static var urlOpener: (URL) -> Bool = openWithDesktop

    /// Opens `url` with the desktop's handler and calls `completion` with whether it did.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        let opened = !universalOnly && UIApplication.urlOpener(url)
        completion?(opened)
    }

    /// Whether a handler for `url`'s scheme exists: the desktop's opener handles every scheme.
    public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil && UIApplication.desktopOpener != nil }

    /// The URL of the app's settings (no settings app on Linux: opening it fails).
    nonisolated public static let openSettingsURLString = "app-settings:"

    nonisolated private static var desktopOpener: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/xdg-open" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    nonisolated private static func openWithDesktop(_ url: URL) -> Bool {
        guard url.scheme != nil, url.absoluteString != openSettingsURLString, let opener = desktopOpener else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url.absoluteString]
        return (try? process.run()) != nil
    }
}
