import Foundation
import Rendering
import SDLHost
@_spi(Host) import UIKit

let options = GalleryOptions.parseOrExit()
Rendering.install()
Photos.registerAll(scale: 3)
GalleryAppDelegate.options = options

/// Whether a window can open: not when headless was asked for or no display is set (said in
/// one line).
@MainActor func opensWindow() -> Bool {
    guard !options.headless else { return false }
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
        say("no display (neither DISPLAY nor WAYLAND_DISPLAY is set): rendering headless frames instead")
        return false
    }
    do {
        try SDLWindow.checkDisplay()
        return true
    } catch {
        say("\(error): rendering headless frames instead")
        return false
    }
}

if opensWindow() {
    // The gallery is an app: UIApplicationMain makes its delegate, which makes the window, and
    // the window host shows it.
    GalleryAppDelegate.inWindow = true
    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(GalleryAppDelegate.self))
} else {
    let clock = ManualAnimationClock()
    Animator.shared.clock = clock
    if options.scale == nil { UIScreen.main.scale = 2 }
    let delegate = GalleryAppDelegate()
    UIApplication.shared.launch(delegate: delegate, infoDictionary: nil, moduleName: nil)
    UIApplication.shared.setApplicationState(.active)
    let session = HeadlessSession(app: delegate, clock: clock, directory: URL(fileURLWithPath: options.output))
    do {
        try session.run()
    } catch {
        say("gallery: \(error)")
        exit(1)
    }
}
