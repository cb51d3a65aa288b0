import Foundation

/// What a text field asks and tells while it is edited, as UIKit's `UITextFieldDelegate`:
/// every method optional (a missing `should…` answers true).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (asked whenever the field is asked to become first responder).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is the first responder (after `.editingDidBegin`).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (asked when the field is asked to resign).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (when `textFieldDidEndEditing(_:reason:)` is not implemented).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for `reason`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16) may be replaced by `string` the person typed,
    /// pasted or deleted (`""`); answer false to refuse (or to make the change yourself).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection moved (after a change of the text too).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or `clearsOnBeginEditing`) may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed: true to process it (the field sends `.editingDidEndOnExit`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for the characters in `range` (nil: the suggested actions).
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        nil
    }
}
