import Foundation

/// The methods an object adopts to manage data and provide cells for a table view, as UIKit's
/// `UITableViewDataSource`. The row count and the cell are required; the others have UIKit's
/// behaviour when absent.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. When absent: 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of the section's header, shown in the table's default header view. When
    /// absent: nil (no title).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer. When absent: nil.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted or inserted while editing, swiped). When absent: true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control while editing. When absent: false (UIKit answers
    /// whether the data source implements `tableView(_:moveRowAt:to:)`, which Swift cannot see:
    /// implement this method too).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index bar along the trailing edge. When absent: nil (no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a touched index title goes to. When absent: the title's index.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Commits the deletion or insertion of the row (the delete confirmation, the insert
    /// control). Implementing it turns on swipe-to-delete. (Swift cannot see whether a type
    /// implements it: the default Delete swipe shows until a deletion reaches the default, which
    /// does nothing; then the table stops offering it.)
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves the row in the data model after the user reordered it. Implementing it turns on
    /// the reorder controls.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        // Swift cannot ask whether a type implements this method: the table offers the default
        // Delete swipe until this default runs, which shows it does not.
        tableView.dataSourceLacksCommit = true
    }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // As for `commit`: a row dragged within the table is moved only when this default does
        // not run.
        tableView.dataSourceLacksMove = true
    }
}

/// A protocol that warns of the data a table view will need soon, as UIKit's
/// `UITableViewDataSourcePrefetching`: start loading what rows will show before their cells are
/// asked for.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Starts loading the data for the rows at `indexPaths`, which are coming near the screen.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Cancels a previous prefetch: the rows moved away without being shown. When absent: nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
