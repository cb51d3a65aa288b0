import Foundation

/// How the table builds its geometry from the data source and the delegate, with UIKit's
/// metrics (`UITableConstants`, `UISectionRowData`): default row 44, plain headers 28 with 22
/// above them, grouped sections 35 apart (17.5 above and below each), a grouped table's 35
/// points above a first section without a title and 20 below the last.
extension UITableView {
    static let defaultPlainHeaderFooterHeight: CGFloat = 28
    static let defaultGroupedHeaderFooterHeight: CGFloat = 17.5
    static let plainSectionHeaderTopPadding: CGFloat = 22
    static let groupedTopPadding: CGFloat = 35
    static let groupedBottomPadding: CGFloat = 20
    static let defaultHeaderReuseIdentifier = "__UITableViewHeaderDefaultReuseIdentifier"
    static let defaultFooterReuseIdentifier = "__UITableViewFooterDefaultReuseIdentifier"

    var displayScale: CGFloat { max(1, traitCollection.displayScale) }
    var pixel: CGFloat { 1 / displayScale }
    /// The table's side layout margin: 16 points, 20 in tables 414 points and wider.
    var cellSideMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }
    /// The height of a row's separator: one pixel, none without separators.
    var separatorThickness: CGFloat { separatorStyle == .none ? 0 : pixel }
    /// The rows' horizontal extent: the whole width, or an inset-grouped table's cards.
    var rowFrameX: (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let left = cellSideMargin + safeAreaInsets.left, right = cellSideMargin + safeAreaInsets.right
        return (left, max(0, bounds.width - left - right))
    }

    /// Whether rows start with an estimate and are measured when shown.
    var estimatesRowHeights: Bool { estimatedRowHeight != 0 }

    // MARK: Building

    /// Asks the data source for every count and builds the geometry again.
    func reloadGeometry() {
        needsReload = false
        buildGeometry(rowCounts: dataSourceRowCounts())
    }

    /// The row counts the data source gives now (none without a data source).
    func dataSourceRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { section in
            let count = dataSource.tableView(self, numberOfRowsInSection: section)
            if count < 0 { raiseException(.internalInconsistencyException, "Number of rows in section \(section) is negative (\(count))") }
            return count + placeholderCount(in: section)
        }
    }

    /// Builds the geometry for sections of these row counts (the counts the table shows).
    func buildGeometry(rowCounts: [Int]) {
        needsGeometry = false
        cellMetricsGeneration &+= 1
        preparedHeaders.removeAll()
        preparedFooters.removeAll()
        delegateLeavesRowHeights = false
        delegateLeavesEstimatedRowHeights = false
        var sections: [TableGeometry.Section] = []
        sections.reserveCapacity(rowCounts.count)
        for (section, count) in rowCounts.enumerated() {
            var data = TableGeometry.Section()
            let (padding, height) = headerMetrics(section)
            (data.headerPadding, data.headerHeight) = (Double(padding), Double(height))
            data.footerHeight = Double(footerMetrics(section))
            data.rows = rowHeights(section: section, count: count)
            sections.append(data)
        }
        geometry = TableGeometry(sections: sections)
        updateTablePaddings()
    }

    /// The table's own paddings and header and footer views' heights.
    func updateTablePaddings() {
        geometry.tableHeaderHeight = Double(tableHeaderView?.frame.height ?? 0)
        geometry.tableFooterHeight = Double(tableFooterView?.frame.height ?? 0)
        guard style != .plain else { return }
        let firstHeaderEmpty = geometry.numberOfSections == 0 || !geometry.sections[0].hasHeader
        geometry.topPadding = firstHeaderEmpty && geometry.tableHeaderHeight <= 0 ? Double(Self.groupedTopPadding) : 0
        geometry.bottomPadding = geometry.tableFooterHeight > 0 ? 0 : Double(Self.groupedBottomPadding)
    }

    // MARK: Rows

    private func rowHeights(section: Int, count: Int) -> OffsetTree {
        guard count > 0 else { return OffsetTree() }
        let delegate = tableDelegate
        if estimatesRowHeights {
            // Rows of a known height need no estimate: the delegate leaves them to `rowHeight`.
            if rowHeight >= 0, let delegate {
                delegateLeavesRowHeights = false
                _ = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section))
            }
            if rowHeight >= 0 && (delegate == nil || delegateLeavesRowHeights) {
                return OffsetTree(repeating: Double(rowHeight), count: count)
            }
            delegateLeavesEstimatedRowHeights = delegate == nil
            let first = delegate?.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: section)) ?? estimatedRowHeight
            if delegateLeavesEstimatedRowHeights {
                return OffsetTree(repeating: Double(uniformEstimate(first)), count: count, exact: false)
            }
            var heights = [Double](repeating: 0, count: count)
            heights[0] = Double(uniformEstimate(first))
            for row in 1..<count {
                heights[row] = Double(uniformEstimate(delegate!.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section))))
            }
            return OffsetTree(heights, exact: false)
        }
        let first = fixedRowHeight(at: IndexPath(row: 0, section: section))
        if delegateLeavesRowHeights { return OffsetTree(repeating: Double(first), count: count) }
        var heights = [Double](repeating: 0, count: count)
        heights[0] = Double(first)
        for row in 1..<count { heights[row] = Double(fixedRowHeight(at: IndexPath(row: row, section: section))) }
        return OffsetTree(heights)
    }

    /// An estimate as the table uses it: automatic takes `rowHeight` (or the default row);
    /// estimates in (0, 1] become 2, to stay distinguishable from real heights.
    private func uniformEstimate(_ given: CGFloat) -> CGFloat {
        validate(given, kind: "estimated row")
        if given == UITableView.automaticDimension || !(given >= 0) {
            return rowHeight >= 0 ? rowHeight : UITableViewCell.defaultRowHeight
        }
        return given > 0 && given <= 1 ? 2 : given
    }

    /// A row's height without measuring its cell (estimation off): the delegate's, else
    /// `rowHeight`, else the default row.
    private func fixedRowHeight(at path: IndexPath) -> CGFloat {
        let given = dropPlaceholder(at: path)?.placeholder.rowHeight
            ?? tableDelegate?.tableView(self, heightForRowAt: dataIndexPath(forDisplayed: path)) ?? rowHeight
        validateRowHeight(given, at: path)
        if given == UITableView.automaticDimension { return rowHeight >= 0 ? rowHeight : UITableViewCell.defaultRowHeight }
        return given
    }

    /// Gives an estimated row its real height: the delegate's or `rowHeight`, else the cell's
    /// own (self-sizing). Rows above the visible top keep the content where it is.
    func resolveHeight(of path: IndexPath, cell: UITableViewCell?) {
        guard geometry.isEstimated(path.row, in: path.section) else { return }
        var height = dropPlaceholder(at: path)?.placeholder.rowHeight
            ?? tableDelegate?.tableView(self, heightForRowAt: dataIndexPath(forDisplayed: path)) ?? rowHeight
        validateRowHeight(height, at: path)
        if height == UITableView.automaticDimension && rowHeight >= 0 { height = rowHeight }
        if height == UITableView.automaticDimension {
            guard let cell else { return }
            height = cell.fittingHeight(forWidth: rowFrameX.width)
        }
        let old = geometry.rowHeight(path.row, in: path.section)
        let top = geometry.rowTop(path.row, in: path.section)
        geometry.setRowHeight(Double(height), row: path.row, section: path.section)
        let delta = Double(height) - old
        if delta != 0 && top < Double(bounds.minY) && contentOffset.y > -adjustedContentInset.top {
            bounds.origin.y += CGFloat(delta)
        }
    }

    private func validateRowHeight(_ height: CGFloat, at path: IndexPath) {
        if height.isNaN || (height < 0 && height != UITableView.automaticDimension) {
            raiseException(.internalInconsistencyException, "table view row height must not be negative - height for index path (\(path.updateMessageDescription)) is \(Self.format(height))")
        }
    }

    private func validate(_ height: CGFloat, kind: String) {
        if height.isNaN || (height < 0 && height != UITableView.automaticDimension) {
            raiseException(.internalInconsistencyException, "Invalid \(kind) height (\(Self.format(height))) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.")
        }
    }

    // MARK: Headers and footers

    /// The padding above a section's header and the header's height.
    private func headerMetrics(_ section: Int) -> (CGFloat, CGFloat) {
        let given = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if given.isNaN || (given < 0 && given != UITableView.automaticDimension) {
            raiseException(.internalInconsistencyException, "section header height must not be negative - provided height for section \(section) is \(given)")
        }
        let height = headerFooterHeight(section, given: given, isHeader: true)
        guard height > 0 else { return (0, 0) }
        let padding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : (style == .plain ? Self.plainSectionHeaderTopPadding : 0)
        return (padding, height)
    }

    private func footerMetrics(_ section: Int) -> CGFloat {
        let given = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if given.isNaN || (given < 0 && given != UITableView.automaticDimension) {
            raiseException(.internalInconsistencyException, "section footer height must not be negative - provided height for section \(section) is \(given)")
        }
        return headerFooterHeight(section, given: given, isHeader: false)
    }

    /// A header's or footer's height: the given one; automatic sizes the delegate's view or
    /// the title's view. Grouped tables never leave a section without header and footer space:
    /// 0 and a missing title give 17.5 points (rounded up to a pixel above, down below), and
    /// none above the first section (the table's 35-point top padding stands for it).
    private func headerFooterHeight(_ section: Int, given: CGFloat, isHeader: Bool) -> CGFloat {
        let grouped = style != .plain
        let empty: CGFloat = {
            guard grouped, !(isHeader && section == 0) else { return 0 }
            let scaled = Self.defaultGroupedHeaderFooterHeight * displayScale
            return (isHeader ? scaled.rounded(.up) : scaled.rounded(.down)) / displayScale
        }()
        if given == UITableView.automaticDimension {
            let view = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                : tableDelegate?.tableView(self, viewForFooterInSection: section)
            if let view {
                if isHeader { preparedHeaders[section] = view } else { preparedFooters[section] = view }
                return fittingHeight(of: view, isHeader: isHeader, section: section) ?? (grouped ? empty : Self.defaultPlainHeaderFooterHeight)
            }
            let title = isHeader ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
            guard let title, !title.isEmpty else { return empty }
            guard grouped else { return Self.defaultPlainHeaderFooterHeight }
            let titleView = sizingTitleView
            prepare(titleView, isHeader: isHeader, section: section)
            titleView.textLabel?.font = HeaderFooterMetrics.font(style: style, isHeader: isHeader)
            titleView.textLabel?.text = isHeader ? title.uppercased() : title
            return ceilToPixel(titleView.fittingHeight(forWidth: bounds.width))
        }
        return grouped && given == 0 ? empty : given
    }

    /// The height a delegate's header or footer view needs: a header-footer view's own, a
    /// view with constraints their fitting height, else its frame's height (nil when 0).
    private func fittingHeight(of view: UIView, isHeader: Bool, section: Int) -> CGFloat? {
        if let headerFooter = view as? UITableViewHeaderFooterView {
            prepare(headerFooter, isHeader: isHeader, section: section)
            let height = headerFooter.fittingHeight(forWidth: bounds.width)
            return height > 0 ? ceilToPixel(height) : nil
        }
        if view.hasConstraintsInSubtree {
            return ceilToPixel(view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                            verticalFittingPriority: .fittingSizeLevel).height)
        }
        return view.frame.height > 0 ? view.frame.height : nil
    }

    /// The view that shows a data source's title: a header-footer view from the pool.
    func makeTitleView(_ title: String, section: Int, isHeader: Bool) -> UITableViewHeaderFooterView {
        let identifier = isHeader ? Self.defaultHeaderReuseIdentifier : Self.defaultFooterReuseIdentifier
        let view = headerFooterPool.dequeue(identifier) { $0.prepareForReuse() } ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        prepare(view, isHeader: isHeader, section: section)
        view.textLabel?.font = HeaderFooterMetrics.font(style: style, isHeader: isHeader)
        view.textLabel?.text = style != .plain && isHeader ? title.uppercased() : title
        return view
    }

    /// Gives a header-footer view the table's style and margins.
    func prepare(_ view: UITableViewHeaderFooterView, isHeader: Bool, section: Int) {
        view.tableStyle = style
        view.isHeader = isHeader
        view.isFirstSection = section == 0
        let side = cellSideMargin
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side + safeAreaInsets.left, bottom: 0,
                                                                trailing: side + safeAreaInsets.right)
        if view.bounds.width != bounds.width { view.frame.size.width = bounds.width }
    }

    func ceilToPixel(_ value: CGFloat) -> CGFloat { (value * displayScale - 1e-9).rounded(.up) / displayScale }

    /// A height as UIKit's messages print it: whole numbers without a fraction.
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: Double(value))
    }
}
