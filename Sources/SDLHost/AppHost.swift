import Foundation
import Rendering
@_spi(Host) import UIKit

/// Runs an app launched by `UIApplicationMain` (or a `@main` app delegate): its first window
/// scene (or, without scenes, its key window) in a desktop window — input through
/// `WindowInput`, the main run loop, animations, layout and a frame drawn when anything changed —
/// with the life cycle the desktop implies: the window's focus makes the app (its scene) active
/// or inactive, minimising sends it to the background, resizing resizes the screen and its
/// windows, closing the window or Control-Q (Command-Q) ends it (`applicationWillTerminate`);
/// `isIdleTimerDisabled` holds the screen saver off, a scene's pointer lock locks the pointer.
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
        if headlessFrames == nil, hasDisplay, let window = try? SDLWindow(title: title(of: application), size: UIScreen.main.bounds.size) {
            runWindow(window, application: application)
        }
        runHeadless(application, frames: max(1, headlessFrames ?? 1),
                    directory: URL(fileURLWithPath: environment["OCV_HEADLESS_OUTPUT"] ?? "headless"))
    }

    /// The window the host shows: the first window scene's key window (else its first), or
    /// the application's key window.
    private static func shownWindow(of application: UIApplication) -> UIWindow? {
        let scene = application.sceneList.lazy.compactMap { $0 as? UIWindowScene }.first
        return scene?.keyWindow ?? scene?.windows.first ?? application.windows.last
    }

    /// The desktop window's title: the scene's title, else the Info.plist's display name, else
    /// the program's name.
    private static func title(of application: UIApplication) -> String {
        if let title = application.sceneList.first?.title, !title.isEmpty { return title }
        let info = ApplicationHost.infoDictionary
        return info?["CFBundleDisplayName"] as? String ?? info?["CFBundleName"] as? String ?? ProcessInfo.processInfo.processName
    }

    /// Makes the app (its first scene) active, inactive or backgrounded.
    private static func setState(_ state: UIApplication.State, of application: UIApplication) {
        guard application.usesScenes else { return application.setApplicationState(state) }
        guard let scene = application.sceneList.first else { return }
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

    private static func runWindow(_ window: SDLWindow, application: UIApplication) -> Never {
        UIScreen.main.scale = window.scale
        setState(.active, of: application)
        let renderer = ViewRenderer()
        var target: RenderTarget?
        var input: WindowInput?
        var shownGeneration: Int?
        while true {
            let frameStart = Date()
            let idle = shownGeneration == DisplayGeneration.current && !Animator.shared.hasWork
            for event in window.events(waitingUpTo: idle ? 0.05 : 0) {
                switch event {
                case .quit: terminate(application)
                case .key("Q", let modifiers) where !modifiers.isDisjoint(with: [.control, .command]): terminate(application)
                case .focused(let focused): setState(focused ? .active : .inactive, of: application)
                case .minimized(let minimized): setState(minimized ? .background : .inactive, of: application)
                case .resized(let size):
                    application.resizeScreen(to: size)
                    shownGeneration = nil
                default:
                    guard let shown = shownWindow(of: application) else { continue }
                    if input?.window !== shown { input = WindowInput(window: shown) }
                    input?.handle(event)
                }
            }
            _ = RunLoop.main.run(mode: .default, before: Date())
            Animator.shared.tick()
            SDLWindow.allowsScreenSaver = !application.isIdleTimerDisabled
            let locked = application.sceneList.lazy.compactMap { ($0 as? UIWindowScene)?.pointerLockState?.isLocked }.first ?? false
            if SDLWindow.locksPointer != locked { SDLWindow.locksPointer = locked }
            let title = title(of: application)
            if window.title != title { window.title = title }
            if let shown = shownWindow(of: application) {
                shown.layoutIfNeeded()
                let size = shown.bounds.size, scale = window.scale
                if target == nil || target!.pixelWidth != Int((size.width * scale).rounded())
                    || target!.pixelHeight != Int((size.height * scale).rounded()) {
                    target = RenderTarget(size: size, scale: scale)
                    shownGeneration = nil
                }
                if shownGeneration != DisplayGeneration.current {
                    renderer.render(shown, into: target!, background: .black)
                    window.present(target!)
                    shownGeneration = DisplayGeneration.current
                    continue
                }
            }
            let remaining = 1.0 / 60 - Date().timeIntervalSince(frameStart)
            if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
        }
    }

    private static func runHeadless(_ application: UIApplication, frames: Int, directory: URL) -> Never {
        setState(.active, of: application)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let renderer = ViewRenderer()
        for frame in 1...frames {
            _ = RunLoop.main.run(mode: .default, before: Date())
            Animator.shared.tick()
            guard let shown = shownWindow(of: application) else { continue }
            shown.layoutIfNeeded()
            let path = directory.appendingPathComponent(String(format: "frame-%04d.png", frame)).path
            do {
                try renderer.renderFrame(shown, scale: UIScreen.main.scale, background: .black).writePNG(to: path)
                print(path)
            } catch {
                FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
            }
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
