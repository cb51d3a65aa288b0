import Foundation

/// One month of a calendar view: its days in 7 columns and 6 rows, each number in the day's
/// style (UIKit's order: outside the available range or not selectable — quaternary; selected
/// and today — white on a filled tint circle; selected or today — the tint, selected on a 12%
/// tint circle; else the label color), the selection circles (a band across the week for a week
/// selection), and the decorations under the numbers. A tap on a day tells the calendar view.
@preconcurrency @MainActor
final class CalendarMonthView: UIView {
    private weak var calendarView: UICalendarView?
    private(set) var layout: CalendarMonthLayout?
    /// The numbers drawn, by day (formatted once per month).
    private var numbers: [String] = []
    /// The custom views of decorations shown, by day.
    private var decorationViews: [Int: UIView] = [:]

    init(calendarView: UICalendarView) {
        self.calendarView = calendarView
        super.init(frame: .zero)
        isOpaque = false
        addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] in self?.tapped($0) }))
    }

    required init?(coder: NSCoder) {
        fatalError("CalendarMonthView is made by UICalendarView")
    }

    /// Shows `month`, with its numbers in the calendar view's locale.
    func show(_ layout: CalendarMonthLayout, numbers: [String]) {
        if layout.month != self.layout?.month {
            for view in decorationViews.values { view.removeFromSuperview() }
            decorationViews = [:]
        }
        self.layout = layout
        self.numbers = numbers
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Forgets the custom decoration view of `day` so that it is made again.
    func dropDecorationView(ofDay day: Int) {
        decorationViews.removeValue(forKey: day)?.removeFromSuperview()
    }

    // MARK: Geometry

    /// The rectangle of the cell at `row` and `column`: 7 equal columns, rows one point apart
    /// less than their height (UIKit's −1 spacing).
    func cellRect(row: Int, column: Int) -> CGRect {
        guard let calendarView else { return .zero }
        let width = bounds.width / 7
        let rowHeight = calendarView.dayRowHeight
        let x = calendarView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? CGFloat(6 - column) * width : CGFloat(column) * width
        return CGRect(x: x, y: CGFloat(row) * (rowHeight - 1), width: width, height: rowHeight)
    }

    /// The circle of a day in its cell: 44 points across at most, at the top of the cell.
    func circleRect(inCell cell: CGRect) -> CGRect {
        let side = min(UICalendarView.dayCircleSize, cell.width)
        return CGRect(x: cell.midX - side / 2, y: cell.minY, width: side, height: UICalendarView.dayCircleSize)
            .insetBy(dx: 0, dy: (UICalendarView.dayCircleSize - side) / 2)
    }

    /// The area of a day's decoration: under the circle, centered.
    private func decorationRect(inCell cell: CGRect) -> CGRect {
        CGRect(x: cell.midX - 10, y: cell.minY + UICalendarView.dayCircleSize - 1, width: 20, height: 12)
    }

    /// The day (1-based) at `point`, if any.
    func day(at point: CGPoint) -> Int? {
        guard let layout, let calendarView, bounds.contains(point) else { return nil }
        let pitch = calendarView.dayRowHeight - 1
        let row = min(Int(point.y / pitch), CalendarMonthLayout.rowCount - 1)
        var column = min(Int(point.x / (bounds.width / 7)), 6)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { column = 6 - column }
        return layout.day(atRow: row, column: column)
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard let layout, let day = day(at: recognizer.location(in: self)) else { return }
        calendarView?.dayTapped(layout.calendarDay(day))
    }

    // MARK: Drawing

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let layout, let calendarView, calendarView.wantsDateDecorations else { return }
        for day in 1...layout.dayCount {
            guard case .customView(let provider)? = calendarView.decoration(for: layout.calendarDay(day))?.content else {
                dropDecorationView(ofDay: day)
                continue
            }
            let view = decorationViews[day] ?? provider()
            if decorationViews[day] == nil {
                view.isUserInteractionEnabled = false
                view.clipsToBounds = true
                decorationViews[day] = view
                addSubview(view)
            }
            let (row, column) = layout.cell(ofDay: day)
            view.frame = decorationRect(inCell: cellRect(row: row, column: column))
        }
    }

    override func draw(_ rect: CGRect) {
        guard let layout, let calendarView else { return }
        let tint = tintColor ?? .systemBlue
        let today = calendarView.today
        let selection = calendarView.selectionBehavior
        if selection?.selectsWeeks == true { drawWeekBand(layout: layout, selection: selection, tint: tint) }
        for day in 1...layout.dayCount {
            let calendarDay = layout.calendarDay(day)
            let (row, column) = layout.cell(ofDay: day)
            let cell = cellRect(row: row, column: column)
            let circle = circleRect(inCell: cell)
            let enabled = calendarView.canSelect(calendarDay)
            let selected = selection?.isSelected(calendarDay) ?? false
            let isToday = calendarDay == today
            var color: UIColor = .label
            if !enabled {
                color = .quaternaryLabel
            } else if selected && isToday && selection?.selectsWeeks != true {
                tint.setFill()
                UIBezierPath(ovalIn: circle).fill()
                color = isLight(tint) ? .black : .white
            } else if selected || isToday {
                if selected && selection?.selectsWeeks != true {
                    tint.withAlphaComponent(0.12).setFill()
                    UIBezierPath(ovalIn: circle).fill()
                }
                color = tint
            }
            let font = calendarView.dayFont(bold: selected)
            let number = numbers.indices.contains(day - 1) ? numbers[day - 1] : "\(day)"
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
            let size = number.size(withAttributes: attributes)
            number.draw(at: CGPoint(x: circle.midX - size.width / 2, y: circle.midY - size.height / 2), withAttributes: attributes)
            if calendarView.wantsDateDecorations { drawDecoration(of: calendarDay, in: cell) }
        }
    }

    /// Whether `color` is light enough (a luminance over 0.8) for black text on it, as UIKit decides.
    private func isLight(_ color: UIColor) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        guard color.resolvedColor(with: traitCollection).getRed(&red, green: &green, blue: &blue, alpha: nil) else { return false }
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.8
    }

    /// A week selection: a capsule across the selected week's row.
    private func drawWeekBand(layout: CalendarMonthLayout, selection: UICalendarSelection?, tint: UIColor) {
        guard let selection, let day = (1...layout.dayCount).first(where: { selection.isSelected(layout.calendarDay($0)) }) else { return }
        let row = layout.cell(ofDay: day).row
        let first = circleRect(inCell: cellRect(row: row, column: 0)), last = circleRect(inCell: cellRect(row: row, column: 6))
        let band = first.union(last)
        tint.withAlphaComponent(0.12).setFill()
        UIBezierPath(roundedRect: band, cornerRadius: band.height / 2).fill()
    }

    /// An image decoration (a filled circle by default) under the number, in its color and size.
    private func drawDecoration(of day: CalendarDay, in cell: CGRect) {
        guard case .image(let image, let asked, let size)? = calendarView?.decoration(for: day)?.content else { return }
        let side: CGFloat = switch size {
        case .small: 5
        case .medium: 7
        case .large: 10
        }
        let area = decorationRect(inCell: cell)
        let color = asked ?? .systemFill
        guard let image else {
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: area.midX - side / 2, y: area.midY - side / 2, width: side, height: side)).fill()
            return
        }
        let imageSide = side * 2
        let scale = min(imageSide / max(image.size.width, 1), imageSide / max(image.size.height, 1))
        let drawn = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        image.withTintColor(color, renderingMode: .alwaysTemplate)
            .draw(in: CGRect(x: area.midX - drawn.width / 2, y: area.midY - drawn.height / 2, width: drawn.width, height: drawn.height))
    }
}
