import Foundation

/// The table's layout pass: the geometry built or rebuilt, the cells of the rows on screen
/// made (or reused), measured and placed top to bottom, those that left the screen put back in
/// their queues, and the section headers and footers placed — floating in plain tables.
extension UITableView {
    func layOutTable() {
        if needsReload {
            loadGeometryIfNeeded()
        } else if needsGeometry {
            removeAllDisplayedViews()
            buildGeometry(rowCounts: geometry.rowCounts)
        }
        backgroundView?.frame = bounds
        updateContentSize()
        placeSectionIndex()
        displayRows()
        displayHeadersAndFooters()
        placeTableHeaderAndFooter()
        updateContentSize()
        placeFillerSeparators()
        prefetchRowsAhead()
    }

    /// Asks the data source again when it changed or was reloaded (before a layout or a query):
    /// the visible views go back to their queues, the selection is cleared.
    func loadGeometryIfNeeded() {
        guard needsReload else { return }
        removeAllDisplayedViews()
        clearSelection()
        resetDropDisplay()
        reloadGeometry()
        reloadSectionIndex()
    }

    private func updateContentSize() {
        let size = CGSize(width: bounds.width, height: CGFloat(geometry.contentHeight) + (dragDrop.gap?.extraHeight ?? 0))
        if contentSize != size { contentSize = size }
    }

    private func placeTableHeaderAndFooter() {
        let width = bounds.width
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: CGFloat(geometry.topPadding), width: width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: CGFloat(geometry.sectionsBottom), width: width, height: footer.frame.height)
        }
    }

    // MARK: Rows

    /// The frame of a row in the table.
    func frameOfRow(_ path: IndexPath) -> CGRect {
        let (x, width) = rowFrameX
        return CGRect(x: x, y: CGFloat(geometry.rowTop(path.row, in: path.section)), width: width,
                      height: CGFloat(geometry.rowHeight(path.row, in: path.section)))
    }

    private func displayRows() {
        let minY = Double(bounds.minY), maxY = Double(bounds.maxY)
        // Cells that left go back to their queues first, so that the rows coming in reuse them.
        // (Listed first: removing while iterating would copy the dictionary.)
        rowsLeaving.removeAll(keepingCapacity: true)
        for path in visibleCellsByPath.keys {
            let top = geometry.rowTop(path.row, in: path.section)
            if top >= maxY || top + geometry.rowHeight(path.row, in: path.section) <= minY { rowsLeaving.append(path) }
        }
        for path in rowsLeaving {
            if let cell = visibleCellsByPath.removeValue(forKey: path) { endDisplaying(cell, at: path) }
        }
        shownRows.removeAll(keepingCapacity: true)
        var next = geometry.firstRow(endingBelow: minY)
        while let path = next, geometry.rowTop(path.row, in: path.section) < maxY {
            shownRows.insert(path)
            if let cell = visibleCellsByPath[path] {
                let frame = displayedFrameOfRow(path)
                if cell.frame != frame { cell.frame = frame }
                if cell.appliedMetricsGeneration != cellMetricsGeneration || cell.appliedMetricsPath != path {
                    applyMetrics(to: cell, at: path)
                }
            } else {
                display(cellAt: path)
            }
            next = geometry.row(after: path)
        }
        applyDropGapAppearance()
        if shownRows.count != visibleCellsByPath.count {
            rowsLeaving.removeAll(keepingCapacity: true)
            for path in visibleCellsByPath.keys where !shownRows.contains(path) { rowsLeaving.append(path) }
            for path in rowsLeaving {
                if let cell = visibleCellsByPath.removeValue(forKey: path) { endDisplaying(cell, at: path) }
            }
        }
    }

    /// Asks the data source for the row's cell, measures it when its height is an estimate,
    /// places it and tells the delegate it will show.
    private func display(cellAt path: IndexPath) {
        guard let cell = makeCell(at: path) else { return }
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        cell.frame = displayedFrameOfRow(path)
        applyMetrics(to: cell, at: path)
        if geometry.isEstimated(path.row, in: path.section) {
            resolveHeight(of: path, cell: cell)
            cell.frame = displayedFrameOfRow(path)
        }
        visibleCellsByPath[path] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }

    /// The data source's cell for the row (a drop placeholder's own cell for a placeholder row).
    func makeCell(at path: IndexPath) -> UITableViewCell? {
        if let placeholder = dropPlaceholder(at: path) { return placeholderCell(placeholder, at: path) }
        guard let dataSource else { return nil }
        let dataPath = dataIndexPath(forDisplayed: path)
        rowBeingAsked = (dataPath, false)
        defer { rowBeingAsked = nil }
        return dataSource.tableView(self, cellForRowAt: dataPath)
    }

    /// Puts a cell that left the table back in its queue and tells the delegate.
    func endDisplaying(_ cell: UITableViewCell, at path: IndexPath) {
        if highlightedPath == path { highlightedPath = nil }
        cell.isHidden = true
        if cell.reuseIdentifier != nil {
            cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    /// Gives a cell what the table decides for it: style, margins, separator, card corners,
    /// indentation, editing and selection.
    func applyMetrics(to cell: UITableViewCell, at path: IndexPath) {
        cell.appliedMetricsGeneration = cellMetricsGeneration
        cell.appliedMetricsPath = path
        cell.tableStyle = style
        cell.tableBackgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        cell.separatorHeight = separatorThickness
        cell.separatorColor = separatorColor
        let vertical: CGFloat = cell.cellStyle == .subtitle ? 4 : 11
        let inset = style == .insetGrouped || !insetsContentViewsToSafeArea ? UIEdgeInsets.zero : safeAreaInsets
        var side = cellSideMargin
        if cellLayoutMarginsFollowReadableWidth { side = max(side, (rowFrameX.width - LayoutEngine.readableWidth) / 2) }
        cell.applyTableMargins(NSDirectionalEdgeInsets(top: vertical, leading: side + inset.left,
                                                       bottom: vertical, trailing: side + inset.right + indexBarWidth))
        var separator = storedSeparatorInset ?? UIEdgeInsets(top: 0, left: side + inset.left, bottom: 0, right: 0)
        if storedSeparatorInset != nil, separatorInsetReference == .fromAutomaticInsets { separator.left += side + inset.left }
        cell.tableSeparatorInset = separator
        cell.usesAutomaticSeparatorInset = storedSeparatorInset == nil
        let rows = geometry.numberOfRows(in: path.section)
        let isLast = path.row == rows - 1
        cell.separatorPlacement = style == .plain || !isLast ? .inset : (style == .grouped ? .fullWidth : .hidden)
        var corners: CACornerMask = []
        if style == .insetGrouped {
            if path.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        cell.cardCorners = corners
        cell.indentationLevel = tableDelegate?.tableView(self, indentationLevelForRowAt: path) ?? 0
        if cell.isEditing != isEditing { applyEditing(to: cell, at: path, animated: false) }
        let selected = selection.contains(path)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        let highlighted = highlightedPath == path
        if cell.isHighlighted != highlighted { cell.setHighlighted(highlighted, animated: false) }
        cell.isFocusedState = focusedRow == path
    }

    /// Puts a cell in or out of editing with its row's editing style.
    /// Puts a cell in or out of editing: its editing style, the selection circle of multiple
    /// selection, the reorder control (a row the data source lets move, or a cell showing its
    /// reorder control), and the delegate's indentation.
    func applyEditing(to cell: UITableViewCell, at path: IndexPath, animated: Bool) {
        cell.editingStyle = isEditing ? editingStyle(at: path) : .none
        cell.showsSelectionCircle = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        cell.showsReorderHandle = isEditing && (cell.showsReorderControl || canMoveRow(at: path))
        cell.tableIndentsWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        cell.setEditing(isEditing, animated: animated)
    }

    func removeAllDisplayedViews() {
        for (path, cell) in visibleCellsByPath { endDisplaying(cell, at: path) }
        visibleCellsByPath.removeAll()
        for (section, view) in visibleHeaders { endDisplaying(view, section: section, isHeader: true) }
        for (section, view) in visibleFooters { endDisplaying(view, section: section, isHeader: false) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
    }

    // MARK: Headers and footers

    private func displayHeadersAndFooters() {
        let minY = Double(bounds.minY), maxY = Double(bounds.maxY)
        var headers = Set<Int>(), footers = Set<Int>()
        if var section = geometry.section(at: minY) {
            while section < geometry.numberOfSections, geometry.sectionTop(section) < maxY {
                let data = geometry.sections[section]
                let gap = dragDrop.gap
                if data.hasHeader, let frame = displayedFrame(ofHeaderIn: section), frame.maxY > bounds.minY, frame.minY < bounds.maxY {
                    headers.insert(section)
                    place(headerFooterIn: section, isHeader: true, frame: frame.offsetBy(dx: 0, dy: gap?.offset(ofSection: section, isHeader: true) ?? 0))
                }
                if data.footerHeight > 0, let frame = displayedFrame(ofFooterIn: section), frame.maxY > bounds.minY, frame.minY < bounds.maxY {
                    footers.insert(section)
                    place(headerFooterIn: section, isHeader: false, frame: frame.offsetBy(dx: 0, dy: gap?.offset(ofSection: section, isHeader: false) ?? 0))
                }
                section += 1
            }
        }
        for (section, view) in visibleHeaders where !headers.contains(section) {
            visibleHeaders[section] = nil
            endDisplaying(view, section: section, isHeader: true)
        }
        for (section, view) in visibleFooters where !footers.contains(section) {
            visibleFooters[section] = nil
            endDisplaying(view, section: section, isHeader: false)
        }
    }

    /// The header's natural frame in the table.
    func naturalFrame(ofHeaderIn section: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(geometry.headerTop(section)), width: bounds.width,
               height: CGFloat(geometry.sections[section].headerHeight))
    }

    func naturalFrame(ofFooterIn section: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(geometry.footerTop(section)), width: bounds.width,
               height: CGFloat(geometry.sections[section].footerHeight))
    }

    /// Where the header shows: in plain tables it floats at the visible top while its section
    /// is on screen, pushed up by the section's end.
    func displayedFrame(ofHeaderIn section: Int) -> CGRect? {
        var frame = naturalFrame(ofHeaderIn: section)
        guard style == .plain else { return frame }
        let visibleTop = contentOffset.y + adjustedContentInset.top
        let sectionEnd = CGFloat(geometry.footerTop(section))
        frame.origin.y = min(max(frame.minY, visibleTop), sectionEnd - frame.height)
        frame.origin.y = max(frame.origin.y, naturalFrame(ofHeaderIn: section).minY)
        return frame
    }

    /// Where the footer shows: in plain tables it floats at the visible bottom while its
    /// section's rows are on screen.
    func displayedFrame(ofFooterIn section: Int) -> CGRect? {
        var frame = naturalFrame(ofFooterIn: section)
        guard style == .plain else { return frame }
        let visibleBottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
        let rowsTop = CGFloat(geometry.sectionTop(section) + geometry.sections[section].rowsTop)
        frame.origin.y = max(min(frame.minY, visibleBottom - frame.height), rowsTop)
        return frame
    }

    private func place(headerFooterIn section: Int, isHeader: Bool, frame: CGRect) {
        let existing = isHeader ? visibleHeaders[section] : visibleFooters[section]
        let view = existing ?? makeHeaderFooter(section, isHeader: isHeader)
        guard let view else { return }
        view.frame = frame
        if let titleView = view as? UITableViewHeaderFooterView, titleView.isTableTitleView, style == .plain {
            let natural = isHeader ? naturalFrame(ofHeaderIn: section) : naturalFrame(ofFooterIn: section)
            titleView.backgroundColor = frame.minY != natural.minY ? .systemGray6 : nil
        }
        bringSubviewToFront(view)
        guard existing == nil else { return }
        if isHeader {
            visibleHeaders[section] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            visibleFooters[section] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    /// The delegate's view for the header or footer, else a view showing the data source's title.
    private func makeHeaderFooter(_ section: Int, isHeader: Bool) -> UIView? {
        var view = isHeader ? preparedHeaders.removeValue(forKey: section) : preparedFooters.removeValue(forKey: section)
        if view == nil {
            view = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                : tableDelegate?.tableView(self, viewForFooterInSection: section)
        }
        if view == nil {
            let title = isHeader ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
            if let title, !title.isEmpty { view = makeTitleView(title, section: section, isHeader: isHeader) }
        }
        guard let view else { return nil }
        if let headerFooter = view as? UITableViewHeaderFooterView { prepare(headerFooter, isHeader: isHeader, section: section) }
        view.isHidden = false
        if view.superview !== self { addSubview(view) }
        return view
    }

    private func endDisplaying(_ view: UIView, section: Int, isHeader: Bool) {
        if let headerFooter = view as? UITableViewHeaderFooterView, headerFooter.reuseIdentifier != nil {
            view.isHidden = true
            headerFooterPool.enqueue(headerFooter, identifier: headerFooter.reuseIdentifier)
        } else {
            view.removeFromSuperview()
        }
        if isHeader {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }
}
