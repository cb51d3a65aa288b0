import Foundation

/// Runs an app, as UIKit's `UIApplicationMain`: makes the delegate from its class name
/// (`NSStringFromClass(AppDelegate.self)`, or a name the Info.plist's way, `Module.Class`),
/// launches the app (`UIApplication.launch`: the delegate's launching methods, then the first
/// scene when the Info.plist has a scene manifest), and runs the main run loop with the window
/// host — a desktop window per window scene, input, animations and frames — until the app
/// ends. Never returns.
///
/// `principalClassName` must be nil or `"UIApplication"`: `UIApplication.shared` is the one
/// application object, and a subclass cannot take its place on Linux (UIApplicationMain raises an
/// exception naming the porting guide's way). The Info.plist is `Bundle.main`'s (`Info.plist` next to the executable, or the one in
/// the app's resources: see `ApplicationHost`). Command-line arguments that are URLs become the
/// launch options' `.url` (and the first scene's `urlContexts`).
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    if let principalClassName, principalClassName != "UIApplication", principalClassName != NSStringFromClass(UIApplication.self) {
        raiseException(.invalidArgumentException, "UIApplicationMain: the principal class '\(principalClassName)' cannot be made the "
            + "shared application on Linux: pass nil and move its overrides to the app delegate (docs/porting.md, \"Porting an app\").")
    }
    guard let delegateClassName else {
        raiseException(.internalInconsistencyException, "UIApplicationMain: no app delegate class name was given, and there are no "
            + "main storyboards on Linux (docs/porting.md, \"Porting an app\").")
    }
    guard let delegateClass = NSClassFromString(delegateClassName) as? UIResponder.Type else {
        raiseException(.invalidArgumentException, "Unable to instantiate the UIApplication delegate instance. No class named "
            + "\(delegateClassName) is loaded.")
    }
    ApplicationHost.run(delegateClass: delegateClass, arguments: CommandLine.arguments)
}

/// `UIApplicationMain` with the arguments as non-optional pointers (`CommandLine.unsafeArgv`
/// bound to them, as older code does).
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    UIApplicationMain(argc, UnsafeMutableRawPointer(argv).assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self),
                      principalClassName, delegateClassName)
}

/// What runs a launched app: the window host (`SDLHost`'s, installed when the program loads)
/// shows its scenes' windows and delivers input until the app ends.
@_spi(Host) public enum ApplicationHost {
    /// Runs the launched application until it ends; installed by the window host.
    @MainActor public static var runLoop: (@MainActor (UIApplication) -> Never)?
    /// Called by the host after each frame it runs (input, the run loop, animations, layout and
    /// drawing), with the seconds that laying out and drawing a window took when the frame drew
    /// one (nil otherwise): a program that hosts itself (the gallery) reports its state and frame
    /// times from it. Frames run at least 20 times a second while the app is idle.
    @MainActor public static var frameDidEnd: (@MainActor (_ drawingSeconds: Double?) -> Void)?

    /// Makes the delegate, launches the app and runs it with the host.
    @MainActor static func run(delegateClass: UIResponder.Type, arguments: [String]) -> Never {
        guard let delegate = delegateClass.init(coder: NSCoder()) as? any UIApplicationDelegate else {
            raiseException(.invalidArgumentException, "The app delegate class \(NSStringFromClass(delegateClass)) does not conform "
                + "to UIApplicationDelegate.")
        }
        let urls = arguments.dropFirst().compactMap { argument in URL(string: argument).flatMap { $0.scheme == nil ? nil : $0 } }
        let moduleName = NSStringFromClass(delegateClass).split(separator: ".").dropLast().joined(separator: ".")
        let application = UIApplication.shared
        application.launch(delegate: delegate, infoDictionary: infoDictionary, moduleName: moduleName.isEmpty ? nil : moduleName,
                           launchOptions: urls.first.map { [.url: $0] })
        guard let runLoop else {
            raiseException(.internalInconsistencyException, "UIApplicationMain: no window host is installed (link the UIKit "
                + "product, which installs SDL's).")
        }
        runLoop(application)
    }

    /// The app's Info.plist: `Bundle.main`'s (`Info.plist` next to the executable), else the
    /// first `Info.plist` in a resource bundle next to the executable, at its top or in a folder
    /// of it (SwiftPM keeps a target's resources there, and refuses an `Info.plist` at the top).
    public static var infoDictionary: [String: Any]? {
        if let main = Bundle.main.infoDictionary, main["CFBundleIdentifier"] != nil || main["UIApplicationSceneManifest"] != nil {
            return main
        }
        let files = FileManager.default
        func contents(of directory: URL) -> [URL] {
            ((try? files.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
        }
        for bundle in contents(of: Bundle.main.bundleURL) where bundle.pathExtension == "resources" {
            for plist in [bundle.appendingPathComponent("Info.plist")] + contents(of: bundle).map({ $0.appendingPathComponent("Info.plist") }) {
                if let data = try? Data(contentsOf: plist),
                   let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
                    return dictionary
                }
            }
        }
        return Bundle.main.infoDictionary
    }
}
