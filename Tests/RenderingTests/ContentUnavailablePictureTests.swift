import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Empty states as iOS 17 draws them: an image, a bold title, a secondary text and a filled
/// button, centered in the view's margins; and the loading configuration's spinner and text.
@Suite(.serialized) @MainActor struct ContentUnavailablePictureTests {
    init() {
        Rendering.install()
    }

    @Test func anEmptyStateAndALoadingState() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        root.traitOverrides.userInterfaceStyle = .light
        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIImage(systemName: "tray")
        empty.text = "No Messages"
        empty.secondaryText = "Messages you receive appear here."
        empty.button = .filled()
        empty.button.title = "Compose"
        for (index, configuration) in [empty, .loading()].enumerated() {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            controller.view.frame = CGRect(x: CGFloat(index) * 320, y: 0, width: 320, height: 480)
            controller.contentUnavailableConfiguration = configuration
            root.addSubview(controller.view)
        }
        root.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "content-unavailable")
    }
}
