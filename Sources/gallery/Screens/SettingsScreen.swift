import PhotoAlbum
import UIKit

/// The Settings screen (`PhotoAlbum`'s `SettingsShowcaseViewController`, where the picture tests
/// draw it too): an inset-grouped table of switches, values and disclosure rows; its Contacts
/// row pushes a long plain list with a section index, swipe to delete and an Edit button (E);
/// its Sketch row pushes a canvas to draw on with the pointer and a circular slider; its Account
/// row pushes a sign-up form to type in; its Tour button presents a welcome tour of pages; its
/// calendar button pushes a calendar of the photos.
extension SettingsShowcaseViewController: GalleryScreen {
    var screenTitle: String { "Settings" }

    /// The table has no collection view: the arrow keys move the focus only.
    var collectionView: UICollectionView! { nil }

    /// The table on top, whose scrolling the `state` lines watch: the settings, or the pushed contacts.
    var scrollView: UIScrollView? {
        (navigationController?.topViewController as? UITableViewController)?.tableView ?? tableView
    }

    /// The contacts list when it is pushed.
    var contacts: ContactsViewController? { navigationController?.topViewController as? ContactsViewController }

    /// The sketch when it is pushed.
    var sketch: SketchViewController? { navigationController?.topViewController as? SketchViewController }

    /// The photos' calendar when it is pushed.
    var photoCalendar: PhotoCalendarViewController? { navigationController?.topViewController as? PhotoCalendarViewController }

    /// The sign-up form when it is pushed.
    var signUp: SignUpViewController? { navigationController?.topViewController as? SignUpViewController }

    func keyPressed(_ key: String) {
        guard key == "E", let contacts else { return }
        contacts.setEditing(!contacts.isEditing, animated: true)
    }

    var stateDescription: String {
        let table = scrollView as? UITableView
        var parts = ["layout=table", "airplane=\(airplaneMode ? 1 : 0)", "previews=\(previews)"]
        if let contacts {
            parts.append("contacts=\(contacts.count) editing=\(contacts.isEditing ? 1 : 0)")
            parts.append("first=\(table?.indexPathsForVisibleRows?.first.map { "\($0.section)-\($0.row)" } ?? "-")")
        }
        if let sketch {
            var (red, green, blue): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
            sketch.canvas.brushColor.resolvedColor(with: sketch.traitCollection).getRed(&red, green: &green, blue: &blue, alpha: nil)
            let brush = [red, green, blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
            let picking = sketch.view.window?.rootViewController?.presentedViewController is UIColorPickerViewController
            parts.append("strokes=\(sketch.canvas.strokes.count) width=\(Int(sketch.brushWidth.rounded())) brush=\(brush) picker=\(picking ? 1 : 0)")
        }
        if let photoCalendar {
            let month = photoCalendar.calendarView.visibleDateComponents
            parts.append("calendar=\(month.year ?? 0)-\(month.month ?? 0) day=\(photoCalendar.selectedDay.map(String.init) ?? "-")")
        }
        parts.append(tour.map { "tour=\($0.currentIndex) reminder=\($0.reminderTime)" } ?? "tour=-")
        if let signUp {
            let invalid = [signUp.nameField, signUp.emailField, signUp.passwordField].filter { signUp.problem(with: $0!) != nil }.count
            let words = { (text: String?) in (text ?? "").replacingOccurrences(of: " ", with: "_") }
            parts.append("signup=\(words(signUp.nameField.text))|\(words(signUp.emailField.text))|\((signUp.passwordField.text ?? "").count)")
            parts.append("invalid=\(invalid) about=\((signUp.aboutView.text as NSString).length) created=\(signUp.createdAccountName.map(words) ?? "-")")
            parts.append("alert=\(words((signUp.presentedViewController as? UIAlertController)?.title ?? "-"))")
        }
        return parts.joined(separator: " ")
    }
}
