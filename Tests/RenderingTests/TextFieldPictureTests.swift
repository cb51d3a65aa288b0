import Foundation
import Rendering
import Testing
@testable import UIKit

/// Text fields as drawn: each border style with text or a placeholder, a clear button, a left
/// view, secure entry, and an editing field's insertion point — in light and dark appearance.
@Suite(.serialized) @MainActor struct TextFieldPictureTests {
    init() {
        Rendering.install()
    }

    private func form() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 280))
        let form = UIView(frame: window.bounds)
        form.backgroundColor = .systemGroupedBackground
        window.addSubview(form)
        let styles: [(UITextField.BorderStyle, String?, String?)] = [
            (.none, "Plain text", nil), (.line, nil, "Line placeholder"), (.bezel, "Bezel", nil), (.roundedRect, nil, "Email"),
        ]
        for (index, (style, text, placeholder)) in styles.enumerated() {
            let field = UITextField(frame: CGRect(x: 20, y: 16 + CGFloat(index) * 44, width: 260, height: 34))
            field.borderStyle = style
            field.text = text
            field.placeholder = placeholder
            form.addSubview(field)
        }
        let search = UITextField(frame: CGRect(x: 20, y: 192, width: 260, height: 34))
        search.borderStyle = .roundedRect
        search.text = "Lighthouse"
        search.clearButtonMode = .always
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        icon.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        icon.contentMode = .center
        search.leftView = icon
        search.leftViewMode = .always
        form.addSubview(search)
        let password = UITextField(frame: CGRect(x: 20, y: 236, width: 260, height: 34))
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.text = "hunter2"
        form.addSubview(password)
        window.makeKeyAndVisible()
        password.becomeFirstResponder()
        window.layoutIfNeeded()
        return (window, form)
    }

    @Test func borderStylesOverlaysAndEditing() throws {
        let (window, form) = form()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(form, scale: 2), "text-fields")
        window.overrideUserInterfaceStyle = .dark
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(form, scale: 2), "text-fields-dark")
    }
}
