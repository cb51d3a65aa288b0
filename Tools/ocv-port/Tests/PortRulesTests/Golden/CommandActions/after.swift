import UIKit

/// Keyboard shortcuts and a menu command as an iPad app declares them (and, below, the
/// responder chain's action that ends editing).
final class NotesViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "f", modifierFlags: .command, action: { [weak self] _ in self?.find() }),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: { [weak self] command in self?.dismissSearch(command) }),
            UIKeyCommand(title: "New Note", image: nil, action: { [weak self] command in self?.newNote(command) }, input: "n", modifierFlags: .command),
        ]
    }

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        let sort = UICommand(title: "Sort by Date", action: { [weak self] command in self?.sortByDate(command) })
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [sort]), atStartOfMenu: .view)
    }

    func find() {}
    func dismissSearch(_ sender: UIKeyCommand) {}
    func newNote(_ sender: Any?) {}
    func sortByDate(_ command: UICommand) {}
}

/// Ending editing wherever it is, as iOS code writes it.
func dismissKeyboard() {
    UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
}
