import Foundation
import Rendering
import SDLHost
@_spi(Host) import UIKit

let options = GalleryOptions.parseOrExit()
let size = CGSize(width: options.width, height: options.height)
Rendering.install()
Photos.registerAll(scale: 3)
UIScreen.main.bounds = CGRect(origin: .zero, size: size)

/// The window, unless headless was asked for or no display works (said in one line).
@MainActor func openWindow() -> SDLWindow? {
    guard !options.headless else { return nil }
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
        say("no display (neither DISPLAY nor WAYLAND_DISPLAY is set): rendering headless frames instead")
        return nil
    }
    do {
        return try SDLWindow(title: "OpenCollectionView Gallery", size: size)
    } catch {
        say("\(error): rendering headless frames instead")
        return nil
    }
}

@MainActor func makeGallery(scale: CGFloat) -> GalleryViewController {
    UIScreen.main.scale = scale
    let gallery = GalleryViewController()
    gallery.view.frame = CGRect(origin: .zero, size: size)
    gallery.scale = scale
    gallery.show(options.screen - 1)
    return gallery
}

if let window = openWindow() {
    var session = WindowSession(window: window, gallery: makeGallery(scale: options.scale.map { CGFloat($0) } ?? window.scale),
                                snapshots: WindowSnapshots(directory: URL(fileURLWithPath: options.output)))
    session.run()
} else {
    let clock = ManualAnimationClock()
    Animator.shared.clock = clock
    let gallery = makeGallery(scale: options.scale.map { CGFloat($0) } ?? 2)
    let session = HeadlessSession(gallery: gallery, clock: clock, directory: URL(fileURLWithPath: options.output),
                                  scale: gallery.scale)
    do {
        try session.run()
    } catch {
        say("gallery: \(error)")
        exit(1)
    }
}
