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

    /// Opens `url` and calls `completion` with whether it did: a URL of a scheme the app declares
    /// (the Info.plist's `CFBundleURLTypes`) goes to the app itself, as iOS routes it — its
    /// active scene's delegate hears `scene(_:openURLContexts:)` (an app without scenes, its
    /// delegate's `application(_:open:options:)`) — any other to the desktop's handler.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        if !universalOnly, let scheme = url.scheme?.lowercased(), SceneManifest.current.urlSchemes.contains(scheme) {
            let opened = openInApp(url)
            completion?(opened)
            return
        }
        let opened = !universalOnly && UIApplication.urlOpener(url)
        completion?(opened)
    }

    /// Gives `url` to the app: its foremost scene's delegate, else its app delegate.
    private func openInApp(_ url: URL) -> Bool {
        guard SceneManifest.current.exists else {
            return delegate?.application(self, open: url, options: [:]) ?? false
        }
        guard let scene = sceneList.first(where: { $0.activationState == .foregroundActive }) ?? sceneList.first else { return false }
        scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
        return true
    }

    /// Whether a handler for `url`'s scheme exists: the app for its own schemes; the desktop's
    /// opener handles every other scheme.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return SceneManifest.current.urlSchemes.contains(scheme) || UIApplication.desktopOpener != nil
    }

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
