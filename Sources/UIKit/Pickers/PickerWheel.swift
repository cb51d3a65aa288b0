import Foundation

/// One wheel of a picker view: a vertical scroll view of the component's rows, with insets that
/// let the first and last rows reach the middle. A drag or a flick comes to rest on a row; a
/// scroll wheel turns it a row at a time. Each visible row is drawn on a cylinder: moved toward
/// the middle by the sine of its angle, squashed by the cosine, and faded away from the middle.
@preconcurrency @MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    private weak var picker: UIPickerView?
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    private(set) var selectedRow = -1
    /// The views of the rows shown, by row, and views kept for reuse.
    private var shown: [Int: UIView] = [:]
    private var reusable: [UIView] = []
    /// Whether the offset is being set here (not by a drag, a flick or the scroll wheel).
    private var isSettingOffset = false
    /// Whether the offset must be put back on the selected row at the next layout.
    private var needsOffsetReset = true
    /// Whether the turn in progress is the user's (the delegate hears where it rests).
    private var isUserTurn = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        scrollsToTop = false
        alwaysBounceVertical = true
        contentInsetAdjustmentBehavior = .never
        decelerationRate = .fast
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("PickerWheel is made by UIPickerView")
    }

    /// Asks for the rows again; the selection stays within them (the first row when there was
    /// none).
    func reload() {
        guard let picker else { return }
        rowCount = max(0, picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0)
        let asked = picker.delegate?.pickerView(picker, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        rowHeight = asked.isFinite && asked > 0 ? asked : UIPickerView.defaultRowHeight
        for view in shown.values { recycle(view) }
        shown = [:]
        selectedRow = rowCount == 0 ? -1 : min(max(0, selectedRow), rowCount - 1)
        needsOffsetReset = true
        setNeedsLayout()
    }

    /// Selects `row` (in range), turning the wheel to it.
    func select(_ row: Int, animated: Bool) {
        selectedRow = row
        isUserTurn = false
        guard animated, window != nil, bounds.height > 0 else {
            needsOffsetReset = true
            setNeedsLayout()
            return
        }
        setContentOffset(offset(for: row), animated: true)
    }

    /// Turns the wheel by `step` rows at once, as the user (the arrow keys).
    func step(by step: Int) {
        guard rowCount > 0 else { return }
        let row = min(max(0, selectedRow + step), rowCount - 1)
        guard row != selectedRow else { return }
        setOffset(offset(for: row))
        rest(byUser: true)
    }

    /// The offset that shows `row` in the middle.
    private func offset(for row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    /// The row nearest the middle for an offset.
    private func row(at offset: CGPoint) -> Int {
        guard rowCount > 0 else { return -1 }
        return min(max(0, Int(((offset.y + contentInset.top) / rowHeight).rounded())), rowCount - 1)
    }

    private func setOffset(_ offset: CGPoint) {
        isSettingOffset = true
        contentOffset = offset
        isSettingOffset = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = ((bounds.height - rowHeight) / 2).rounded()
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        isSettingOffset = true
        if contentInset.top != inset { contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0) }
        if contentSize != size { contentSize = size }
        isSettingOffset = false
        if needsOffsetReset, !isMovingContent {
            needsOffsetReset = false
            setOffset(offset(for: max(0, selectedRow)))
        }
        showRows()
    }

    /// Shows the rows within a quarter turn of the middle, on the cylinder.
    private func showRows() {
        let radius = bounds.height / 2
        let middle = contentOffset.y + bounds.height / 2
        var visible = Set<Int>()
        if rowCount > 0, radius > 0 {
            let first = max(0, Int(((middle - radius * .pi / 2) / rowHeight).rounded(.down)))
            let last = min(rowCount - 1, Int(((middle + radius * .pi / 2) / rowHeight).rounded(.up)))
            if first <= last {
                for row in first...last {
                    let angle = ((CGFloat(row) + 0.5) * rowHeight - middle) / radius
                    guard abs(angle) < .pi / 2 else { continue }
                    visible.insert(row)
                    let view = shown[row] ?? makeView(forRow: row)
                    shown[row] = view
                    view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
                    view.center = CGPoint(x: bounds.width / 2, y: middle + radius * sin(angle))
                    view.transform = CGAffineTransform(scaleX: 1, y: max(0.01, cos(angle)))
                    view.alpha = max(0, cos(angle))
                }
            }
        }
        for (row, view) in shown where !visible.contains(row) {
            shown[row] = nil
            recycle(view)
        }
    }

    /// The delegate's view for a row, else a label of its title ("?" without one), centred.
    private func makeView(forRow row: Int) -> UIView {
        let reused = reusable.popLast()
        let view: UIView
        if let picker, let delegate = picker.delegate,
           case let given = delegate.pickerView(picker, viewForRow: row, forComponent: component, reusing: reused),
           given !== PickerDefaults.titleView {
            view = given
        } else {
            let label = reused as? PickerRowLabel ?? PickerRowLabel()
            if let picker, let attributed = picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
                label.attributedText = attributed
            } else {
                label.text = picker.flatMap { $0.delegate?.pickerView($0, titleForRow: row, forComponent: component) } ?? "?"
            }
            view = label
        }
        view.isUserInteractionEnabled = false
        if view.superview !== self { addSubview(view) }
        return view
    }

    private func recycle(_ view: UIView) {
        view.removeFromSuperview()
        view.transform = .identity
        reusable.append(view)
    }

    /// The view of `row`, while it shows.
    func shownView(forRow row: Int) -> UIView? { shown[row] }

    // MARK: Turning

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        isUserTurn = true
        picker?.keyComponent = component
    }

    /// A flick comes to rest on a row.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = offset(for: row(at: targetContentOffset.pointee))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { rest(byUser: true) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { rest(byUser: isUserTurn) }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { rest(byUser: isUserTurn) }

    /// The scroll wheel moved the content: the wheel turns a row toward where it went.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        setNeedsLayout()
        guard !isSettingOffset, !isTracking, !isDragging, !isDecelerating, !isMovingContent, rowCount > 0 else { return }
        let resting = offset(for: max(0, selectedRow))
        guard contentOffset.y != resting.y else { return }
        picker?.keyComponent = component
        let row = min(max(0, selectedRow + (contentOffset.y > resting.y ? 1 : -1)), rowCount - 1)
        setOffset(offset(for: row))
        rest(byUser: true)
    }

    /// The wheel is at rest: the row in the middle is selected; the delegate hears it when the
    /// user turned the wheel to a new row.
    private func rest(byUser: Bool) {
        isUserTurn = false
        let resting = row(at: contentOffset)
        guard resting >= 0 else { return }
        if contentOffset != offset(for: resting) { setOffset(offset(for: resting)) }
        guard resting != selectedRow else { return }
        selectedRow = resting
        if byUser, let picker { picker.delegate?.pickerView(picker, didSelectRow: resting, inComponent: component) }
    }
}

/// The label of a row: the title centred in the picker's 21-point font.
@preconcurrency @MainActor
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 21)
        textAlignment = .center
        textColor = .label
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
