import Foundation
import UIKitCompat

/// Prints one `state …` line whenever what the gallery shows changes in a way a test can
/// check: the screen, its layout, its items, its scroll offset; `settled=1` once no animation
/// or scrolling is running. The end-to-end test reads these lines.
@MainActor
final class StateReporter {
    private let gallery: GalleryViewController
    private var lastLine = ""

    init(gallery: GalleryViewController) {
        self.gallery = gallery
    }

    /// The current state as one line.
    var line: String {
        let screen = gallery.currentScreen
        let scrolling = screen.collectionView.map { $0.isDecelerating || $0.isDragging } ?? false
        let settled = !Animator.shared.hasWork && !scrolling
        let size = gallery.view.bounds.size
        let appearance = gallery.view.traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
        return "state screen=\(screen.screenTitle) size=\(Int(size.width))x\(Int(size.height)) settled=\(settled ? 1 : 0) \(screen.stateDescription) appearance=\(appearance)"
    }

    /// Prints the state if it changed since the last call.
    func report() {
        let current = line
        guard current != lastLine else { return }
        lastLine = current
        say(current)
    }
}
