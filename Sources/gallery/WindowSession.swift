import Foundation
import Rendering
import SDLHost
@_spi(Host) import UIKit

/// The gallery in a real window: each frame polls SDL's events into the input router, runs the
/// main run loop once (main-actor tasks, timers, main-queue work), ticks the animations, lays
/// out, and — when anything changed what the views draw since the last frame
/// (`DisplayGeneration`) — draws with Cairo and presents, paced by vsync, or by a 60 Hz timer
/// without it. When nothing changed and nothing runs it waits for events. F12 writes a snapshot
/// (see `WindowSnapshots`).
@MainActor
struct WindowSession {
    let window: SDLWindow
    let gallery: GalleryViewController
    var snapshots: WindowSnapshots

    mutating func run() {
        let router = InputRouter(gallery: gallery)
        let reporter = StateReporter(gallery: gallery)
        let renderer = ViewRenderer()
        var target: RenderTarget?
        // The display generation the window shows; nil until it shows a frame of `target`.
        var shownGeneration: Int?
        var snapshotRequested = false
        say("window: \(Int(window.size.width))×\(Int(window.size.height)) points at \(window.scale)×, SDL video driver '\(window.videoDriver)'\(window.hasVSync ? ", vsync" : "")")
        while !router.quitRequested {
            let frameStart = Date()
            let idle = shownGeneration == DisplayGeneration.current && !Animator.shared.hasWork
            let events = window.events(waitingUpTo: idle ? 0.05 : 0)
            for event in events {
                if event == .key("F12") { snapshotRequested = true } else { router.handle(event) }
            }
            _ = RunLoop.main.run(mode: .default, before: Date())
            Animator.shared.tick()
            let root: UIView = router.window
            let drawStart = DispatchTime.now().uptimeNanoseconds
            root.layoutIfNeeded()
            let size = root.bounds.size, scale = window.scale
            if snapshotRequested {
                snapshotRequested = false
                snapshots.write(root, scale: scale)
            }
            if target == nil || target!.pixelWidth != Int((size.width * scale).rounded()) || target!.pixelHeight != Int((size.height * scale).rounded()) {
                target = RenderTarget(size: size, scale: scale)
                shownGeneration = nil
            }
            // Input, animation ticks, their completions, timers and tasks all count: whatever
            // changed the views since the window's frame draws a new one.
            let presents = shownGeneration != DisplayGeneration.current
            if presents {
                renderer.render(root, into: target!, background: .black)
                let drawEnd = DispatchTime.now().uptimeNanoseconds
                window.present(target!)
                gallery.currentScreen.frameDidRender(seconds: Double(drawEnd - drawStart) / 1e9)
                // Taken after the screen heard the frame's time: a frame-time overlay updated
                // from it shows with the next frame instead of asking for one (each would ask
                // for the next).
                shownGeneration = DisplayGeneration.current
            }
            reporter.report()
            // Presenting waits for vsync; anything else waits out the frame's 60th of a second.
            if !(presents && window.hasVSync) {
                let remaining = 1.0 / 60 - Date().timeIntervalSince(frameStart)
                if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
            }
        }
    }
}
