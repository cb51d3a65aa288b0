import Foundation

/// What a change asks of the next layout pass: the data asked for again, the geometry built
/// again from the counts the table shows, or only the table's metrics given to the cells again.
extension UITableView {
    /// Asks for the data source's counts again at the next layout (or query).
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks for the geometry to be built again from the counts the table shows (a height
    /// setting or the width changed).
    func setNeedsGeometry(_ changed: Bool = true) {
        guard changed else { return }
        needsGeometry = true
        setNeedsCellMetrics()
    }

    /// Asks for the table's metrics to be given again to the visible cells at the next layout
    /// (a setting or the geometry changed); otherwise a pass only moves cells that moved.
    func setNeedsCellMetrics() {
        cellMetricsGeneration &+= 1
        setNeedsLayout()
    }
}
