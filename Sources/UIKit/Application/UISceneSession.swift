import Foundation

/// A scene's session, as UIKit's `UISceneSession`: its role, its configuration and an
/// identifier, kept while the scene is connected. (iOS keeps sessions of disconnected scenes
/// across launches; on Linux a session ends with its window.)
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What a session's scene is for, as UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive windows.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (none on Linux).
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// A window on an external display (none on Linux).
        @available(iOS, deprecated: 16.0, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = Role("UIWindowSceneSessionRoleExternalDisplay")
        /// CarPlay's templates (no CarPlay on Linux).
        public static let carTemplateApplication = Role("CPTemplateApplicationSceneSessionRoleApplication")
    }

    /// The connected scene, if any.
    open internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration its scene was made with.
    open internal(set) var configuration: UISceneConfiguration
    /// A unique identifier of the session.
    public let persistentIdentifier = UUID().uuidString
    /// The activity to restore the scene's state from (kept in memory only on Linux).
    open var stateRestorationActivity: NSUserActivity?
    /// The app's own data about the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        (self.role, self.configuration) = (role, configuration)
        super.init()
    }
}

/// What a scene is made of, as UIKit's `UISceneConfiguration`: the scene's class, its
/// delegate's class and a storyboard. Made with the name of a configuration of the Info.plist's
/// `UIApplicationSceneManifest`, it takes that entry's classes (`UISceneClassName`,
/// `UISceneDelegateClassName`, where `$(PRODUCT_MODULE_NAME)` stands for the app's module).
open class UISceneConfiguration: NSObject, NSCopying {
    /// The configuration's name (nil when made in code without one).
    open private(set) var name: String?
    /// The role of the sessions it configures.
    open private(set) var role: UISceneSession.Role
    /// The scene's class (nil: `UIWindowScene` for window roles).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate (nil: none).
    open var delegateClass: AnyClass?
    /// The storyboard whose initial controller becomes the window's root. There are no
    /// storyboards on Linux: an Info.plist entry naming one connects the scene without it,
    /// saying so (docs/porting.md, "Storyboards and nibs").
    open var storyboard: UIStoryboard?
    /// The storyboard file an Info.plist entry named (shown in the message above).
    var storyboardName: String?

    /// A configuration named `name` for `sessionRole`: the Info.plist's entry of that name, if
    /// there is one.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        if let name, let entry = SceneManifest.current.configurations[sessionRole.rawValue]?.first(where: { $0.name == name }) {
            sceneClass = entry.sceneClass
            delegateClass = entry.delegateClass
            storyboardName = entry.storyboardName
        }
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(name: nil, sessionRole: role)
        copy.name = name
        (copy.sceneClass, copy.delegateClass, copy.storyboard, copy.storyboardName) = (sceneClass, delegateClass, storyboard, storyboardName)
        return copy
    }
}

/// What the launched app's Info.plist declares: its `UIApplicationSceneManifest` (whether the
/// app uses scenes, supports several, and its scene configurations by role) and its URL schemes.
struct SceneManifest {
    struct Entry {
        var name: String?
        var sceneClass: AnyClass?
        var delegateClass: AnyClass?
        var storyboardName: String?
    }

    /// Whether the Info.plist has a manifest (the app uses scenes).
    var exists = false
    /// The URL schemes the app declares (`CFBundleURLTypes`), in lowercase.
    var urlSchemes: Set<String> = []
    var supportsMultipleScenes = false
    var configurations: [String: [Entry]] = [:]

    /// The running app's manifest (read at launch).
    nonisolated(unsafe) static var current = SceneManifest()

    /// The manifest of `infoDictionary`, class names resolved in `moduleName`.
    init(infoDictionary: [String: Any]?, moduleName: String?) {
        for type in infoDictionary?["CFBundleURLTypes"] as? [[String: Any]] ?? [] {
            urlSchemes.formUnion((type["CFBundleURLSchemes"] as? [String] ?? []).map { $0.lowercased() })
        }
        guard let manifest = infoDictionary?["UIApplicationSceneManifest"] as? [String: Any] else { return }
        exists = true
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        for (role, entries) in manifest["UISceneConfigurations"] as? [String: Any] ?? [:] {
            configurations[role] = (entries as? [[String: Any]] ?? []).map { entry in
                let name = entry["UISceneConfigurationName"] as? String
                func resolve(_ key: String) -> AnyClass? {
                    Self.resolveClass(entry[key], in: moduleName) { className in
                        Diagnostics.report("[SceneConfiguration] Info.plist configuration \"\(name ?? "(no name)")\" for \(role) contained \(key) key, "
                              + "but could not load class with name \"\(className)\".")
                    }
                }
                return Entry(name: name, sceneClass: resolve("UISceneClassName"), delegateClass: resolve("UISceneDelegateClassName"),
                             storyboardName: entry["UISceneStoryboardFile"] as? String)
            }
        }
    }

    init() {}

    /// The class an Info.plist names (`UIWindowScene` by its bare name, the app's with or
    /// without its module), or nil after `missing` was told the name none has.
    static func resolveClass(_ value: Any?, in moduleName: String?, missing: (String) -> Void) -> AnyClass? {
        guard var name = value as? String, !name.isEmpty else { return nil }
        if let moduleName { name = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: moduleName) }
        if name == "UIWindowScene" { return UIWindowScene.self }
        if let found = NSClassFromString(name) { return found }
        if let moduleName, !name.contains("."), let found = NSClassFromString("\(moduleName).\(name)") { return found }
        missing(name)
        return nil
    }
}
