import Foundation

/// The section index along a table's trailing edge, as UIKit draws it: the data source's
/// titles in a column of small semibold text in the index color (`UITableView.indexSearch` as
/// the search symbol), centred in the visible height. Touching or dragging along it scrolls to the title's section (not animated).
final class TableIndexBar: UIView {
    static let width: CGFloat = 15
    private static let rowHeight: CGFloat = 14
    private static let font = UIFont.systemFont(ofSize: 11, weight: .semibold)

    var titles: [String] = [] {
        didSet { if titles != oldValue { rebuildLabels() } }
    }
    var titleColor: UIColor? { didSet { titleViews.forEach(applyColor) } }
    var trackingBackgroundColor: UIColor?
    var restingBackgroundColor: UIColor? { didSet { if !isTracking { backgroundColor = restingBackgroundColor } } }
    /// Called with the index of the title touched.
    var onSelect: ((Int) -> Void)?
    private var titleViews: [UIView] = []
    private var lastSelected: Int?
    private var isTracking = false

    private func rebuildLabels() {
        titleViews.forEach { $0.removeFromSuperview() }
        titleViews = titles.map { title in
            let view: UIView
            if title == UITableView.indexSearch {
                // `UITableView.indexSearch` shows the search symbol.
                let image = UIImageView(frame: .zero)
                image.image = UIImage(systemName: "magnifyingglass")
                image.contentMode = .scaleAspectFit
                view = image
            } else {
                let label = UILabel(frame: .zero)
                label.text = title
                label.font = Self.font
                label.textAlignment = .center
                view = label
            }
            applyColor(view)
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    private func applyColor(_ view: UIView) {
        if let label = view as? UILabel { label.textColor = titleColor } else { view.tintColor = titleColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let total = CGFloat(titleViews.count) * Self.rowHeight
        var y = max(0, (bounds.height - total) / 2)
        for view in titleViews {
            view.frame = CGRect(x: 0, y: y, width: bounds.width, height: Self.rowHeight).insetBy(dx: view is UILabel ? 0 : 2, dy: view is UILabel ? 0 : 2)
            y += Self.rowHeight
        }
    }

    /// The title at `y` (the bar's coordinates), clamped to the titles.
    func titleIndex(at y: CGFloat) -> Int? {
        guard !titleViews.isEmpty else { return nil }
        let top = max(0, (bounds.height - CGFloat(titleViews.count) * Self.rowHeight) / 2)
        return min(max(0, Int(((y - top) / Self.rowHeight).rounded(.down))), titleViews.count - 1)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = true
        backgroundColor = trackingBackgroundColor ?? restingBackgroundColor
        lastSelected = nil
        select(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { select(touches) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }

    private func endTracking() {
        isTracking = false
        backgroundColor = restingBackgroundColor
    }

    private func select(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self).y), index != lastSelected else { return }
        lastSelected = index
        onSelect?(index)
    }
}

/// The section index: shown while the data source gives titles and the table has at least
/// `sectionIndexMinimumDisplayRowCount` rows; it stays at the visible trailing edge, and the
/// rows' content moves in by its width.
extension UITableView {
    /// The width the index takes from the rows, 0 without an index.
    var indexBarWidth: CGFloat { sectionIndexBar?.superview === self ? TableIndexBar.width : 0 }

    /// Asks the data source for the index titles (after a reload, or when asked to).
    func reloadSectionIndex() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        guard !titles.isEmpty, geometry.totalRows >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexBar?.removeFromSuperview()
            return
        }
        let bar = sectionIndexBar ?? TableIndexBar(frame: .zero)
        if sectionIndexBar == nil {
            sectionIndexBar = bar
            bar.onSelect = { [unowned self] index in scrollToIndexTitle(at: index) }
        }
        bar.titles = titles
        if bar.superview !== self { addSubview(bar) }
        setNeedsCellMetrics()
    }

    /// Keeps the index at the visible trailing edge, in the table's index colors.
    func placeSectionIndex() {
        guard let bar = sectionIndexBar, bar.superview === self else { return }
        bar.titleColor = sectionIndexColor ?? tintColor
        bar.restingBackgroundColor = sectionIndexBackgroundColor
        bar.trackingBackgroundColor = sectionIndexTrackingBackgroundColor
        let insets = adjustedContentInset
        bar.frame = CGRect(x: bounds.maxX - TableIndexBar.width - safeAreaInsets.right, y: contentOffset.y + insets.top,
                           width: TableIndexBar.width, height: max(0, bounds.height - insets.top - insets.bottom))
        bringSubviewToFront(bar)
    }

    /// Scrolls to the section of the touched title (the data source maps titles to sections),
    /// its header at the top.
    func scrollToIndexTitle(at index: Int) {
        guard let bar = sectionIndexBar, bar.titles.indices.contains(index), let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: bar.titles[index], at: index)
        guard section >= 0, section < geometry.numberOfSections else { return }
        scroll(toRow: IndexPath(row: NSNotFound, section: section), at: .top, animated: false)
    }
}
