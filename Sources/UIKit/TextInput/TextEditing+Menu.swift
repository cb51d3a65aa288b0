import Foundation

/// The edit menu of text fields and text views: Cut, Copy, Paste, Select and Select All, those
/// that apply now, shown at a secondary (right) click as UIKit shows it there; the delegate's
/// `editMenuFor…` may give its own menu (nil keeps the suggested one).
extension TextEditing where Self: UIView {
    /// Shows the edit menu at `point` (the view's coordinates), for the selection.
    func presentEditMenu(at point: CGPoint) {
        guard let window else { return }
        let suggested = suggestedEditActions()
        let menu = editMenu(for: editedSelection, suggestedActions: suggested) ?? UIMenu(children: suggested)
        guard !menu.children.isEmpty else { return }
        let location = window.convert(point, from: self)
        PopUpMenu.present(menu, from: self, sourceRect: CGRect(origin: location, size: .zero), selects: false, sender: self)
    }

    /// The edit actions that apply to the selection now, in UIKit's order.
    func suggestedEditActions() -> [UIMenuElement] {
        let selection = editedSelection
        var actions: [UIMenuElement] = []
        if isEditingText, allowsCopyingText, selection.length > 0 {
            actions.append(UIAction(title: "Cut", image: UIImage(systemName: "scissors")) { [weak self] _ in self?.editingCut() })
        }
        if allowsCopyingText, selection.length > 0 {
            actions.append(UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in self?.editingCopy() })
        }
        if isEditingText, UIPasteboard.general.hasStrings {
            actions.append(UIAction(title: "Paste", image: UIImage(systemName: "doc.on.clipboard")) { [weak self] _ in self?.editingPaste() })
        }
        if selection.length == 0, textLength > 0 {
            actions.append(UIAction(title: "Select") { [weak self] _ in self?.selectWord(at: selection.location) })
        }
        if selection.length < textLength {
            actions.append(UIAction(title: "Select All") { [weak self] _ in self?.editingSelectAll() })
        }
        return actions
    }

    /// Selects the word at `offset` (or the one before it).
    func selectWord(at offset: Int) {
        let word = TextBoundaries.word(at: offset, forward: true, in: editedText) ?? TextBoundaries.word(at: offset, forward: false, in: editedText)
        if let word { select(word) }
    }
}
