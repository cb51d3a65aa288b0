import Foundation
import Rendering
@_spi(Host) import UIKit

/// Runs an app launched by `UIApplicationMain` (or a `@main` app delegate): each connected
/// window scene (or, without scenes, the key window) in a desktop window of its own — input through
/// `WindowInput`, the main run loop, animations, layout and a frame drawn when anything changed —
/// with the life cycle the desktop implies: the window's focus makes the app (its scene) active
/// or inactive, minimising sends it to the background, resizing resizes the screen and the
/// scene's windows, closing a window (or Control-W) disconnects its scene (the last one, or
/// Control-Q, ends the app: `applicationWillTerminate`); a scene connected later
/// (`requestSceneSessionActivation`) opens a window, and asking to activate one raises it;
/// `isIdleTimerDisabled` holds the screen saver off, a scene's pointer lock locks the pointer,
/// its size restrictions limit its window's size; the app icon of its asset catalog is the
/// windows' icon.
///
/// Without a display, or with `--headless N` on the command line (or `OCV_HEADLESS_FRAMES=N` in
/// the environment), it runs N frames (default 1) a 60th of a second apart without a window,
/// writes each as `frame-0001.png`… into `OCV_HEADLESS_OUTPUT` (default `headless`), prints
/// their paths and ends.
@MainActor
enum AppHost {
    /// Makes `UIApplicationMain` run apps with this host.
    static func install() {
        ApplicationHost.runLoop = { application in run(application) }
    }

    static func run(_ application: UIApplication) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let arguments = CommandLine.arguments
        let headlessArgument = arguments.firstIndex(of: "--headless").flatMap { index in
            arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : 1
        }
        let headlessFrames = headlessArgument ?? environment["OCV_HEADLESS_FRAMES"].flatMap(Int.init)
        let hasDisplay = environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
        if headlessFrames == nil, hasDisplay {
            do {
                runWindows(first: try SDLWindow(title: title(of: application.sceneList.first), size: UIScreen.main.bounds.size),
                           application: application)
            } catch {
                print("\(error): rendering headless frames instead")
            }
        }
        runHeadless(application, frames: max(1, headlessFrames ?? 1),
                    directory: URL(fileURLWithPath: environment["OCV_HEADLESS_OUTPUT"] ?? "headless"))
    }

    /// The window a scene shows: its key window (else its first); for an app whose windows have
    /// no scene, the application's key window.
    private static func shownWindow(of scene: UIScene?, in application: UIApplication) -> UIWindow? {
        let windowScene = scene as? UIWindowScene
        return windowScene?.keyWindow ?? windowScene?.windows.first ?? application.windows.last
    }

    /// A desktop window's title: its scene's title, else the Info.plist's display name, else
    /// the program's name.
    private static func title(of scene: UIScene?) -> String {
        if let title = scene?.title, !title.isEmpty { return title }
        return displayName
    }

    /// The Info.plist's display name, else its bundle name, else the program's name (read once).
    private static let displayName: String = {
        let info = ApplicationHost.infoDictionary
        return info?["CFBundleDisplayName"] as? String ?? info?["CFBundleName"] as? String ?? ProcessInfo.processInfo.processName
    }()

    /// Makes a scene (an app without scenes: the app) active, inactive or backgrounded.
    private static func setState(_ state: UIApplication.State, of scene: UIScene?, in application: UIApplication) {
        guard application.usesScenes, let scene else { return application.setApplicationState(state) }
        let sceneState: UIScene.ActivationState = switch state {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
        application.setActivationState(sceneState, of: scene)
    }

    private static func terminate(_ application: UIApplication) -> Never {
        application.terminate()
        exit(0)
    }

    /// A desktop window showing a scene, and what drawing and input keep for it.
    @MainActor
    private final class SceneWindow {
        let scene: UIScene?
        let window: SDLWindow
        var target: RenderTarget?
        var input: WindowInput?
        /// The display generation the window shows; nil until it shows a frame of `target`.
        var shownGeneration: Int?

        init(scene: UIScene?, window: SDLWindow) {
            (self.scene, self.window) = (scene, window)
            if let icon = AppHost.icon { window.setIcon(icon) }
        }
    }

    /// The app icon, drawn at 128 × 128 pixels (made once).
    private static let icon: RenderTarget? = {
        guard let image = UIApplication.shared.appIcon else { return nil }
        let side: CGFloat = 128
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        view.image = image
        view.contentMode = .scaleAspectFill
        let target = RenderTarget(size: view.bounds.size, scale: 1)
        ViewRenderer().render(view, into: target, background: .black)
        return target
    }()

    /// One desktop window per connected window scene (the first is `first`), opened as scenes
    /// connect and closed as they disconnect; the app ends with its last window.
    private static func runWindows(first: SDLWindow, application: UIApplication) -> Never {
        UIScreen.main.scale = first.scale
        var shown = [SceneWindow(scene: application.sceneList.first, window: first)]
        setState(.active, of: shown[0].scene, in: application)
        UIApplication.sceneActivationRequested = { scene in shown.first { $0.scene === scene }?.window.raise() }
        let renderer = ViewRenderer()
        while true {
            let frameStart = Date()
            // Scenes connected since (requestSceneSessionActivation) get windows.
            for scene in application.sceneList where scene is UIWindowScene && !shown.contains(where: { $0.scene === scene }) {
                guard let window = try? SDLWindow(title: title(of: scene), size: UIScreen.main.bounds.size) else { continue }
                shown.append(SceneWindow(scene: scene, window: window))
                window.raise()
            }
            let idle = shown.allSatisfy { $0.shownGeneration == DisplayGeneration.current } && !Animator.shared.hasWork
            for (window, event) in SDLWindow.events(waitingUpTo: idle ? 0.05 : 0) {
                guard let entry = shown.first(where: { $0.window === window }) ?? shown.first else { continue }
                switch event {
                case .quit: terminate(application)
                case .key("Q", let modifiers) where !modifiers.isDisjoint(with: [.control, .command]): terminate(application)
                // Control-W (Command-W) closes a window, as ⌘W closes an iPad app's window.
                case .closed, .key("W", [.control]), .key("W", [.command]):
                    guard shown.count > 1, let scene = entry.scene else { terminate(application) }
                    application.disconnect(scene)
                    application.delegate?.application(application, didDiscardSceneSessions: [scene.session])
                case .focused(let focused): setState(focused ? .active : .inactive, of: entry.scene, in: application)
                case .minimized(let minimized): setState(minimized ? .background : .inactive, of: entry.scene, in: application)
                case .resized(let size):
                    application.resizeScreen(to: size, for: entry.scene as? UIWindowScene)
                    entry.shownGeneration = nil
                default:
                    guard let target = shownWindow(of: entry.scene, in: application) else { continue }
                    if entry.input?.window !== target {
                        entry.input = WindowInput(window: target)
                        target.pointerCursorDidChange = { SDLWindow.show($0) }
                    }
                    entry.input?.handle(event)
                }
            }
            // Windows of scenes that disconnected close.
            shown.removeAll { entry in entry.scene.map { scene in !application.sceneList.contains { $0 === scene } } ?? false }
            _ = RunLoop.main.run(mode: .default, before: Date())
            Animator.shared.tick()
            SDLWindow.allowsScreenSaver = !application.isIdleTimerDisabled
            let locked = shown.contains { ($0.scene as? UIWindowScene)?.pointerLockState?.isLocked == true }
            if SDLWindow.locksPointer != locked { SDLWindow.locksPointer = locked }
            var drawing: Double?
            for entry in shown {
                let title = title(of: entry.scene)
                if entry.window.title != title { entry.window.title = title }
                if let restrictions = (entry.scene as? UIWindowScene)?.sizeRestrictions {
                    entry.window.sizeLimits = (restrictions.minimumSize, restrictions.maximumSize)
                }
                if let seconds = present(entry, application: application, renderer: renderer) { drawing = (drawing ?? 0) + seconds }
            }
            ApplicationHost.frameDidEnd?(drawing)
            // Presenting waits for the display's refresh; anything else waits out the frame's
            // 60th of a second.
            if drawing == nil || !shown.allSatisfy(\.window.hasVSync) {
                let remaining = 1.0 / 60 - Date().timeIntervalSince(frameStart)
                if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
            }
        }
    }

    /// Lays out the scene's window and, when anything changed what it draws, draws and presents
    /// it; answers how long the layout and drawing took when it presented.
    private static func present(_ entry: SceneWindow, application: UIApplication, renderer: ViewRenderer) -> Double? {
        guard let window = shownWindow(of: entry.scene, in: application) else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds
        window.layoutIfNeeded()
        let size = window.bounds.size, scale = entry.window.scale
        if entry.target == nil || entry.target!.pixelWidth != Int((size.width * scale).rounded())
            || entry.target!.pixelHeight != Int((size.height * scale).rounded()) {
            entry.target = RenderTarget(size: size, scale: scale)
            entry.shownGeneration = nil
        }
        guard entry.shownGeneration != DisplayGeneration.current, let target = entry.target else { return nil }
        renderer.render(window, into: target, background: .black)
        let drawn = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        entry.window.present(target)
        entry.shownGeneration = DisplayGeneration.current
        return drawn
    }

    private static func runHeadless(_ application: UIApplication, frames: Int, directory: URL) -> Never {
        setState(.active, of: application.sceneList.first, in: application)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let renderer = ViewRenderer()
        for frame in 1...frames {
            _ = RunLoop.main.run(mode: .default, before: Date())
            Animator.shared.tick()
            guard let shown = shownWindow(of: application.sceneList.first, in: application) else { continue }
            shown.layoutIfNeeded()
            let path = directory.appendingPathComponent(String(format: "frame-%04d.png", frame)).path
            do {
                try renderer.renderFrame(shown, scale: UIScreen.main.scale, background: .black).writePNG(to: path)
                print(path)
            } catch {
                FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
            }
            ApplicationHost.frameDidEnd?(nil)
            if frame < frames { Thread.sleep(forTimeInterval: 1.0 / 60) }
        }
        terminate(application)
    }
}

/// `AppHost.install()` for `RenderingStartup`'s constructor, which runs on the main thread
/// before `main`.
@_cdecl("ocv_host_install")
func installAppHostAtStartup() {
    MainActor.assumeIsolated { AppHost.install() }
}
