// Linux only: what UIApplicationMain and the app delegate's UIWindow do on iOS. Shows the photo
// grid in a window (SDL2) until it is closed; without a display, draws one frame to the PNG
// file named by the first argument. script/port-test puts this file in the ported app.
import Foundation
import Rendering
import SDLHost
import UIKit

/// Shows the grid until its window is closed, or draws it to `path` without a display.
@MainActor
func run(path: String) throws {
    let grid = PhotoGridViewController()
    grid.store = PhotoStore(names: (1...12).map { "Photo \($0)" })
    let root: UIView = grid.view
    root.backgroundColor = .systemBackground
    root.layoutIfNeeded()
    let renderer = ViewRenderer()

    if let window = try? SDLWindow(title: "PhotoGrid", size: root.bounds.size) {
        var open = true
        while open {
            open = !window.events(waitingUpTo: 0.05).contains(.quit)
            _ = RunLoop.main.run(mode: .default, before: Date())
            root.layoutIfNeeded()
            window.present(renderer.renderFrame(root, scale: window.scale))
        }
    } else {
        try renderer.renderFrame(root, scale: 2).writePNG(to: path)
        print("no display: drew the grid to \(path)")
    }
}

// Top-level code runs on the main thread; UIKit's classes and SDLWindow are the main actor's.
try MainActor.assumeIsolated {
    try run(path: CommandLine.arguments.dropFirst().first ?? "photo-grid.png")
}
