import Foundation
import Rendering
@_spi(Host) import UIKit

/// The gallery as an iOS app: its app delegate makes the window, with the tab bar controller
/// at its root, when the app finishes launching, and holds the gallery's keyboard shortcuts as
/// key commands — at the end of the responder chain, so they work wherever the first responder
/// is (or with none): 1–9 and 0 switch screens, F2 the appearance, F12 writes a snapshot, Home
/// does what a tap on iOS's status bar does (the scroll to top), Escape ends typing, else quits,
/// and the screens' own keys (Space, D, End, A, E, R) go to the screen shown.
///
/// `UIApplicationMain` starts it in a desktop window; the headless session launches it the same
/// way without one. In a window it prints a `state` line whenever what the gallery shows
/// changes (`StateReporter`), and gives the screens the time each frame took to lay out and draw.
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    /// What the command line asked for, set before the app launches.
    nonisolated(unsafe) static var options = GalleryOptions()
    /// Whether the app runs in a window (its state lines and frame times are reported).
    nonisolated(unsafe) static var inWindow = false

    var window: UIWindow?
    private(set) var gallery: GalleryViewController!
    private var snapshots = WindowSnapshots(directory: URL(fileURLWithPath: GalleryAppDelegate.options.output))
    private var saidWindow = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let options = Self.options
        let size = CGSize(width: options.width, height: options.height)
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        if let scale = options.scale { UIScreen.main.scale = CGFloat(scale) }
        let gallery = GalleryViewController()
        gallery.view.frame = CGRect(origin: .zero, size: size)
        gallery.scale = UIScreen.main.scale
        gallery.show(options.screen - 1)
        let window = UIWindow(frame: UIScreen.main.bounds)
        // The window's root: the tab bar controller (UIKit has no `UIWindow(rootViewController:)`).
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        (self.window, self.gallery) = (window, gallery)
        if Self.inWindow {
            let reporter = StateReporter(gallery: gallery)
            ApplicationHost.frameDidEnd = { [weak self] drawing in
                if let drawing { self?.gallery.currentScreen.frameDidRender(seconds: drawing) }
                reporter.report()
            }
        }
        return true
    }

    /// The window is up: the host set the screen's scale to the window's (unless the command
    /// line chose one).
    func applicationDidBecomeActive(_ application: UIApplication) {
        guard Self.inWindow, !saidWindow, let window else { return }
        saidWindow = true
        if let scale = Self.options.scale { UIScreen.main.scale = CGFloat(scale) }
        gallery.scale = UIScreen.main.scale
        say("window: \(Int(window.bounds.width))×\(Int(window.bounds.height)) points at \(UIScreen.main.scale)×")
    }

    // MARK: Keyboard shortcuts

    override var keyCommands: [UIKeyCommand]? { shortcuts }

    /// The shortcuts, made once (the window asks for them at every key press).
    private lazy var shortcuts: [UIKeyCommand] = {
        var commands = (0...9).map { digit in
            UIKeyCommand(input: "\(digit)", modifierFlags: [], action: { [weak self] _ in self?.gallery.show(digit == 0 ? 9 : digit - 1) })
        }
        commands += [
            UIKeyCommand(input: UIKeyCommand.f2, modifierFlags: [], action: { [weak self] _ in self?.gallery.toggleAppearance() }),
            UIKeyCommand(input: UIKeyCommand.f12, modifierFlags: [], action: { [weak self] _ in self?.writeSnapshot() }),
            UIKeyCommand(input: UIKeyCommand.inputHome, modifierFlags: [], action: { [weak self] _ in
                if let window = self?.window { UIScrollView.statusBarTapped(in: window) }
            }),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: { _ in
                // Escape ends typing first (as a desktop dismisses a field's editing), then quits.
                if !UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil) {
                    UIApplication.shared.terminate()
                    exit(0)
                }
            }),
        ]
        let screenKeys = [(" ", "Space"), ("d", "D"), (UIKeyCommand.inputEnd, "End"), ("a", "A"), ("e", "E"), ("r", "R")]
        commands += screenKeys.map { input, name in
            UIKeyCommand(input: input, modifierFlags: [], action: { [weak self] _ in self?.gallery.currentScreen.keyPressed(name) })
        }
        return commands
    }()

    /// Writes what the window shows, drawn headless, as the next snapshot PNG.
    private func writeSnapshot() {
        guard let window else { return }
        snapshots.write(window, scale: UIScreen.main.scale)
    }
}
