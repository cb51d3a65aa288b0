import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Alerts and action sheets as UIKit draws them, over a presenter.
@Suite(.serialized) @MainActor struct AlertPictureTests {
    /// The window the alert is shown in (kept for the test's length: a view's window is weak).
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    private func present(_ alert: UIAlertController) -> UIWindow {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 335, height: 40))
        label.text = "The presenter's content"
        root.view.addSubview(label)
        window.traitOverrides.userInterfaceStyle = .light
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(alert, animated: false)
        window.layoutIfNeeded()
        return window
    }

    @Test func anAlertWithATextField() throws {
        let alert = UIAlertController(title: "New Album", message: "Enter a name for this album.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Title" }
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        let window = present(alert)
        #expect(alert.textFields?.first?.isFirstResponder == true, "the first field edits, its caret showing")
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "alert-text-field")
    }

    @Test func anActionSheet() throws {
        let sheet = UIAlertController(title: "Photo", message: "What would you like to do?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let window = present(sheet)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "action-sheet")
    }
}
