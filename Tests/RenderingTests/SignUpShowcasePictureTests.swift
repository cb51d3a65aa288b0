import Foundation
import PhotoAlbum
import Rendering
import Testing
@_spi(Host) import UIKit

/// The gallery's sign-up form (`SignUpViewController`): its frames at an iPhone's width, the
/// validation a person sees as they type (problems once a field is left, checkmarks, the
/// button enabled when all is valid), Return moving to the next field, the delegates'
/// vetoes, and a picture.
@Suite(.serialized) @MainActor struct SignUpShowcasePictureTests {
    /// The window the form is shown in (kept for the test's length: a view's window is weak).
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))

    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    private func formInWindow() -> (SignUpViewController, UIWindow) {
        let controller = SignUpViewController()
        window.rootViewController = controller
        window.traitOverrides.userInterfaceStyle = .light
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (controller, window)
    }

    private func frame(of view: UIView, in controller: SignUpViewController) -> CGRect {
        view.convert(view.bounds, to: controller.view)
    }

    /// Hand-computed: the stack sits 16 below the top margin (none at the top of a root view
    /// with no bars) between the 16-point side margins; the rounded-rect fields are 34 tall
    /// (UIKit's intrinsic height for the 17-point system font), 6 apart while no problem
    /// shows; the text view is 88 tall and the button 16 below it.
    @Test func framesAtAnIPhonesWidth() {
        let (controller, _) = formInWindow()
        #expect(frame(of: controller.nameField, in: controller) == CGRect(x: 16, y: 16, width: 358, height: 34))
        #expect(frame(of: controller.emailField, in: controller) == CGRect(x: 16, y: 56, width: 358, height: 34))
        #expect(frame(of: controller.passwordField, in: controller) == CGRect(x: 16, y: 96, width: 358, height: 34))
        let about = frame(of: controller.aboutView, in: controller)
        #expect(about.minX == 16 && about.width == 358 && about.height == 88)
        #expect(frame(of: controller.createButton, in: controller).minY == about.maxY + 16)
        #expect(!controller.createButton.isEnabled)
    }

    @Test func returnMovesToTheNextFieldAndProblemsShowOnceAFieldIsLeft() {
        let (controller, _) = formInWindow()
        controller.nameField.becomeFirstResponder()
        controller.nameField.insertText("\n")
        #expect(controller.emailField.isFirstResponder, "Return goes to the email field")
        #expect(controller.problem(with: controller.nameField) == "Enter your name.")
        for text in ["ada", " ", "@example"] { controller.emailField.insertText(text) }
        #expect(controller.emailField.text == "ada@example", "the email field refuses spaces")
        controller.emailField.insertText("\n")
        #expect(controller.passwordField.isFirstResponder)
        #expect(controller.problem(with: controller.emailField) == "Enter an email address like ada@example.com.")
        controller.passwordField.insertText("short1")
        controller.passwordField.insertText("\n")
        #expect(!controller.passwordField.isFirstResponder, "Return on the last field ends editing")
        #expect(controller.problem(with: controller.passwordField) == "Use 8 or more characters with a number.")
        #expect(!controller.createButton.isEnabled)
    }

    @Test func aValidFormCreatesTheAccount() {
        let (controller, _) = formInWindow()
        for (field, text) in [(controller.nameField!, "Ada Lovelace"), (controller.emailField!, "ada@example.com"),
                              (controller.passwordField!, "analytical1")] {
            field.becomeFirstResponder()
            field.insertText(text)
        }
        controller.view.endEditing(true)
        #expect(controller.isValid)
        #expect(controller.createButton.isEnabled)
        #expect(controller.passwordField.rightView != nil, "a checkmark in each valid field")
        controller.createButton.sendActions(for: .primaryActionTriggered)
        #expect(controller.createdAccountName == "Ada Lovelace")
        #expect(controller.messageLabel.text == "Welcome, Ada Lovelace!")
        let alert = controller.presentedViewController as? UIAlertController
        #expect(alert?.title == "Account Created")
        #expect(alert?.preferredAction?.title == "OK")
        alert?.dismiss(animated: false)
        #expect(!controller.createButton.isEnabled)
    }

    /// The text view's delegate cuts a paste to the characters that fit, whole characters only.
    @Test func theTextViewStopsAtItsLimit() {
        let (controller, _) = formInWindow()
        let about = controller.aboutView!
        about.becomeFirstResponder()
        about.insertText(String(repeating: "a", count: SignUpViewController.aboutLimit - 1))
        about.insertText("👍🏽b")
        #expect((about.text as NSString).length == SignUpViewController.aboutLimit - 1, "the emoji does not fit whole")
        for _ in 0..<3 { about.deleteBackward() }
        about.insertText("👍🏽b")
        #expect((about.text as NSString).length == SignUpViewController.aboutLimit)
        #expect(about.text.hasSuffix("👍🏽"))
    }

    @Test func pictureWithProblemsAndSecureEntry() throws {
        let (controller, window) = formInWindow()
        controller.nameField.becomeFirstResponder()
        controller.nameField.insertText("\n")
        controller.emailField.insertText("ada@example")
        controller.emailField.insertText("\n")
        controller.passwordField.insertText("analytical1")
        controller.aboutView.text = "I write programs for the Analytical Engine."
        controller.view.endEditing(true)
        window.layoutIfNeeded()
        #expect(controller.passwordField.text == "analytical1")
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "sign-up-problems-390x700")
    }
}
