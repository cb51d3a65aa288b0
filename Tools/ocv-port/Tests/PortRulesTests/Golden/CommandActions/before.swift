import UIKit

/// Keyboard shortcuts and a menu command as an iPad app declares them (and, below, the
/// responder chain's action that ends editing).
final class NotesViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find)),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(dismissSearch(_:))),
            UIKeyCommand(title: "New Note", image: nil, action: #selector(newNote(_:)), input: "n", modifierFlags: .command),
        ]
    }

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        let sort = UICommand(title: "Sort by Date", action: #selector(sortByDate(_:)))
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [sort]), atStartOfMenu: .view)
    }

    @objc func find() {}
    @objc func dismissSearch(_ sender: UIKeyCommand) {}
    @objc func newNote(_ sender: Any?) {}
    @objc func sortByDate(_ command: UICommand) {}
}

/// Ending editing wherever it is, as iOS code writes it.
func dismissKeyboard() {
    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
}
