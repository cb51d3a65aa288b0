import Foundation

/// The table's enumerations.
extension UITableView {
    /// The styles of a table.
    public enum Style: Int, Sendable {
        /// Rows from edge to edge; section headers float while their section scrolls.
        case plain = 0
        /// Sections apart on a grouped background; headers scroll with the rows.
        case grouped = 1
        /// Grouped sections as cards with rounded corners, inset by the layout margins (iOS 13).
        case insetGrouped = 2
    }

    /// Where a row ends up when the table scrolls to it.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row.
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// What a separator inset is measured from (iOS 11).
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges. The default.
        case fromCellEdges = 0
        /// From the table's automatic inset.
        case fromAutomaticInsets = 1
    }
}
