import Foundation
import Rendering
import UIKit

/// What the views show now, drawn headless — by a renderer of its own, as the headless session
/// draws its frames — into `snapshot-N.png` in a directory, whose path is printed. F12 writes
/// one in the window; the end-to-end test compares it with a screenshot of the window.
@MainActor
struct WindowSnapshots {
    let directory: URL
    private var count = 0

    init(directory: URL) {
        self.directory = directory
    }

    /// Writes the tree rooted at `root`, laid out, at `scale` pixels per point.
    mutating func write(_ root: UIView, scale: CGFloat) {
        count += 1
        let path = directory.appendingPathComponent("snapshot-\(count).png").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try ViewRenderer().renderFrame(root, scale: scale, background: .black).writePNG(to: path)
            say("snapshot \(path)")
        } catch {
            say("snapshot failed: \(error)")
        }
    }
}
