import Foundation

/// A view of spinning wheels to choose values with, as UIKit's `UIPickerView`: one wheel per
/// component, side by side, its rows (32 points by default) curving away from the middle, where
/// a rounded band marks the selected row. A wheel turns by dragging (it comes to rest on a row),
/// by the scroll wheel, and by the Up and Down arrow keys once the picker is first responder;
/// the delegate hears the rows the user selects. 216 points high by default.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The height of rows when the delegate gives none.
    public static let defaultRowHeight: CGFloat = 32
    /// The picker's natural size.
    static let naturalSize = CGSize(width: 320, height: 216)
    /// The inset of the wheels and the selection band from the sides.
    static let sideInset: CGFloat = 8
    /// The gap between wheels.
    static let componentSpacing: CGFloat = 4

    let selectionBand = UIView()
    private(set) var wheels: [PickerWheel] = []
    /// The wheel the arrow keys turn (the last one touched; the first at first).
    var keyComponent = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Where the components and rows come from.
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    /// What the rows show, and who hears the user's selections.
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Whether the selection band shows (deprecated in UIKit, which always shows it from iOS 7).
    open var showsSelectionIndicator = true

    /// The number of components, as the data source gave it at the last reload.
    open var numberOfComponents: Int { wheels.count }

    /// The number of rows in `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The size of `component`'s rows: its width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].frame.width, height: wheels[component].rowHeight)
    }

    /// The view showing `row` of `component`, when it is on screen (nil otherwise).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        wheels.indices.contains(component) ? wheels[component].shownView(forRow: row) : nil
    }

    /// Asks the data source for the components and rows, and the delegate for the rows again.
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for component in 0..<count { reloadComponent(component) }
        keyComponent = min(keyComponent, max(0, count - 1))
        setNeedsLayout()
    }

    /// Asks again for `component`'s rows; the selection stays, within the new rows.
    open func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        wheels[component].reload()
    }

    /// Selects `row` of `component`, turning its wheel (animated: smoothly). The delegate is not
    /// told. Raises UIKit's exception for a row or component out of range.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component) else {
            raiseException(.rangeException, "-[__NSArrayM objectAtIndexedSubscript:]: index \(component) beyond bounds "
                + (wheels.isEmpty ? "for empty array" : "[0 .. \(wheels.count - 1)]"))
        }
        let wheel = wheels[component]
        guard row >= 0, row < wheel.rowCount else {
            raiseException(.rangeException, "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: "
                + "row (\(row)) beyond bounds (\(wheel.rowCount)) for section (0).")
        }
        wheel.select(row, animated: animated)
    }

    /// The selected row of `component`; -1 when the component has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].selectedRow : -1
    }

    open override var intrinsicContentSize: CGSize { Self.naturalSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.naturalSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutWheels()
    }

    /// Places the wheels: the delegate's widths, else equal shares of the width inside the
    /// side insets; all of them as tall as the picker; the band across the middle row.
    func layOutWheels() {
        guard !wheels.isEmpty else {
            selectionBand.isHidden = true
            return
        }
        let available = bounds.width - 2 * Self.sideInset - Self.componentSpacing * CGFloat(wheels.count - 1)
        let asked = wheels.indices.map { component in delegate?.pickerView(self, widthForComponent: component) ?? PickerDefaults.width }
        let given = asked.filter { $0 >= 0 }.reduce(0, +)
        let share = max(0, available - given) / CGFloat(max(1, asked.filter { $0 < 0 }.count))
        let widths = asked.map { $0 >= 0 ? $0 : share }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(wheels.count - 1)
        var x = ((bounds.width - total) / 2).rounded()
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width.rounded(), height: bounds.height)
            x += width.rounded() + Self.componentSpacing
        }
        let rowHeight = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        selectionBand.isHidden = !showsSelectionIndicator
        selectionBand.frame = CGRect(x: Self.sideInset, y: ((bounds.height - rowHeight) / 2).rounded(),
                                     width: max(0, bounds.width - 2 * Self.sideInset), height: rowHeight)
        sendSubviewToBack(selectionBand)
    }

    // MARK: Keys

    open override var canBecomeFirstResponder: Bool { !wheels.isEmpty }

    /// Up and Down turn the wheel last touched by a row.
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: []) { [weak self] _ in self?.stepKeyWheel(by: -1) },
         UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: []) { [weak self] _ in self?.stepKeyWheel(by: 1) }]
    }

    private func stepKeyWheel(by step: Int) {
        guard wheels.indices.contains(keyComponent) else { return }
        wheels[keyComponent].step(by: step)
    }
}
