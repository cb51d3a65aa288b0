import Foundation

/// A month calendar that shows decorated days and lets a person select dates, as UIKit's
/// `UICalendarView` (iOS 16): a header with the month and year (a tap shows month and year
/// wheels) and previous and next chevrons, the weekdays from the calendar's first weekday, and
/// the month's days in a grid sized for six weeks, paged sideways a month at a time. The
/// `selectionBehavior` (a single date, several dates, a week) decides what a tap selects; the
/// delegate decorates days. Sizes follow UIKit's metrics: 16-point margins, 320 points wide when
/// nothing proposes a width, 44-point day circles.
@preconcurrency @MainActor
open class UICalendarView: UIView {
    /// The delegate asked for decorations and told of month changes.
    open weak var delegate: UICalendarViewDelegate? { didSet { reloadAllDecorations() } }

    /// What a tap selects (nil, the default: nothing).
    open var selectionBehavior: UICalendarSelection? {
        didSet {
            guard selectionBehavior !== oldValue else { return }
            oldValue?.view = nil
            selectionBehavior?.view = self
            selectionBehavior?.didMoveToCalendarView()
            showMonth()
        }
    }

    /// The locale of the names and numbers (the current locale by default).
    open var locale: Locale = .current { didSet { contentDidChange() } }
    /// The calendar of the days (the current calendar by default).
    open var calendar: Calendar = .current { didSet { calendarDidChange() } }
    /// The time zone of the days (nil, the default: the calendar's).
    open var timeZone: TimeZone? { didSet { calendarDidChange() } }
    /// The design of the calendar's fonts (`.default` by default).
    open var fontDesign: UIFontDescriptor.SystemDesign = .default { didSet { contentDidChange() } }

    /// The dates that can be shown and selected (distant past to distant future by default);
    /// days outside are drawn disabled, the visible month is kept within them, and a selected
    /// date outside is deselected.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture) {
        didSet {
            visibleMonth = clampedMonth(visibleMonth)
            selectionBehavior?.availableDateRangeDidChange()
            showMonth()
        }
    }

    /// The month shown (its era, year and month, with the calendar). Setting it shows that
    /// month (kept within the available range) and tells no delegate.
    open var visibleDateComponents: DateComponents {
        get {
            DateComponents(calendar: effectiveCalendar, era: visibleMonth.era, year: visibleMonth.year, month: visibleMonth.month)
        }
        set { setVisibleDateComponents(newValue, animated: false) }
    }

    /// Shows the month of `dateComponents` (kept within the available range): the next or
    /// previous month slides in when animated; others replace it.
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        var components = dateComponents
        components.day = 1
        if components.year == nil { components.year = visibleMonth.year }
        if components.month == nil { components.month = visibleMonth.month }
        guard let month = CalendarDay(components, in: effectiveCalendar) else { return }
        show(clampedMonth(month), animated: animated, byUser: false)
    }

    /// Whether days show decorations (true by default); the rows are taller to hold them. The
    /// delegate's `calendarView(_:decorationFor:)` gives them.
    open var wantsDateDecorations = true {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            for page in pager.pages { page.setNeedsDisplay() }
        }
    }

    /// Asks the delegate again for the decorations of `dates`.
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        for components in dates {
            guard let day = CalendarDay(components, in: effectiveCalendar) else { continue }
            decorations.removeValue(forKey: day)
            for page in pager.pages where page.layout?.month == day.firstOfMonth { page.dropDecorationView(ofDay: day.day) }
        }
        for page in pager.pages {
            page.setNeedsLayout()
            page.setNeedsDisplay()
        }
    }

    // MARK: State

    /// The first day of the month shown.
    private(set) var visibleMonth: CalendarDay
    /// The decorations the delegate gave, by day (`nil`: it gave none).
    private var decorations: [CalendarDay: UICalendarView.Decoration?] = [:]
    /// The day drawn as today (tests fix it; nil: the clock's).
    var todayOverride: Date?
    private var monthYearWheels: UIDatePicker?

    let header = CalendarHeaderView()
    let weekdayRow = CalendarWeekdayRow()
    lazy var pager = CalendarPager(calendarView: self)

    public override init(frame: CGRect) {
        visibleMonth = CalendarDay(Date(), in: .current).firstOfMonth
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        visibleMonth = CalendarDay(Date(), in: .current).firstOfMonth
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        header.toggleWheels = { [weak self] in self?.toggleMonthYearWheels() }
        header.step = { [weak self] in self?.step(by: $0) }
        addSubview(header)
        addSubview(weekdayRow)
        addSubview(pager)
        contentDidChange()
    }

    /// The calendar with the view's locale and time zone.
    var effectiveCalendar: Calendar {
        var calendar = calendar
        calendar.locale = locale
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    /// Today in the view's calendar.
    var today: CalendarDay { CalendarDay(todayOverride ?? Date(), in: effectiveCalendar) }

    private func calendarDidChange() {
        visibleMonth = clampedMonth(CalendarDay(visibleMonth.date(in: effectiveCalendar) ?? Date(), in: effectiveCalendar).firstOfMonth)
        selectionBehavior?.didMoveToCalendarView()
        contentDidChange()
    }

    /// The names, numbers or fonts changed: everything is shown again.
    private func contentDidChange() {
        decorations = [:]
        weekdayRow.show(symbols: weekdaySymbols, font: font(size: 13, weight: .semibold))
        showMonth()
        invalidateIntrinsicContentSize()
    }

    /// `month` kept within the available range.
    private func clampedMonth(_ month: CalendarDay) -> CalendarDay {
        let calendar = effectiveCalendar
        if let start = month.date(in: calendar), let next = month.month(adding: 1, in: calendar)?.date(in: calendar) {
            if next <= availableDateRange.start { return CalendarDay(availableDateRange.start, in: calendar).firstOfMonth }
            if start > availableDateRange.end { return CalendarDay(availableDateRange.end, in: calendar).firstOfMonth }
        }
        return month.firstOfMonth
    }

    /// The month `offset` months from the visible one, if any of it is in the available range.
    func month(offsetBy offset: Int) -> CalendarDay? {
        guard let month = visibleMonth.month(adding: offset, in: effectiveCalendar) else { return nil }
        return clampedMonth(month) == month ? month : nil
    }

    /// Whether any of `day` is in the available range.
    func isAvailable(_ day: CalendarDay) -> Bool {
        guard let date = day.date(in: effectiveCalendar), let end = effectiveCalendar.date(byAdding: .day, value: 1, to: date) else {
            return false
        }
        return end > availableDateRange.start && date <= availableDateRange.end
    }

    /// Whether a tap may select `day`: in the available range and allowed by the selection.
    func canSelect(_ day: CalendarDay) -> Bool {
        isAvailable(day) && selectionBehavior?.canSelect(day) ?? true
    }

    /// The day `day`'s number of the month `month` (its last day when shorter), kept within the
    /// available range.
    func day(matching day: CalendarDay, in month: CalendarDay) -> CalendarDay {
        let layout = CalendarMonthLayout(month: month, calendar: effectiveCalendar)
        let moved = layout.calendarDay(min(day.day, layout.dayCount))
        guard let date = moved.date(in: effectiveCalendar) else { return moved }
        if date < availableDateRange.start { return CalendarDay(availableDateRange.start, in: effectiveCalendar) }
        if date > availableDateRange.end { return CalendarDay(availableDateRange.end, in: effectiveCalendar) }
        return moved
    }

    // MARK: Decorations

    /// The decoration of `day`, asked of the delegate once.
    func decoration(for day: CalendarDay) -> UICalendarView.Decoration? {
        if let known = decorations[day] { return known }
        let decoration = delegate?.calendarView(self, decorationFor: day.components(in: effectiveCalendar))
        decorations[day] = .some(decoration)
        return decoration
    }

    private func reloadAllDecorations() {
        decorations = [:]
        for page in pager.pages {
            page.setNeedsLayout()
            page.setNeedsDisplay()
        }
    }

    // MARK: Selection and months

    /// A tap on a day the month shows.
    func dayTapped(_ day: CalendarDay) {
        guard let selectionBehavior else { return }
        if !selectionBehavior.isSelected(day) || selectionBehavior.selectsWeeks { guard canSelect(day) else { return } }
        selectionBehavior.tapped(day)
    }

    /// The selection changed: the days are drawn again, and `day`'s month shown when given.
    func selectionDidChange(showing day: CalendarDay?, animated: Bool) {
        if let day { show(clampedMonth(day.firstOfMonth), animated: animated, byUser: false) }
        for page in pager.pages { page.setNeedsDisplay() }
    }

    /// The chevrons: the next or previous month, animated.
    private func step(by months: Int) {
        guard let month = month(offsetBy: months) else { return }
        show(month, animated: true, byUser: true)
    }

    /// Shows `month`: slid in when it is next to the visible one and `animated`; the delegate
    /// hears of the user's moves (and a date picker's selection follows).
    func show(_ month: CalendarDay, animated: Bool, byUser: Bool) {
        guard month != visibleMonth else { return }
        let previous = visibleDateComponents
        let adjacent = month == self.month(offsetBy: 1) ? 1 : month == self.month(offsetBy: -1) ? -1 : 0
        if animated && adjacent != 0 && window != nil && pager.bounds.width > 0 {
            pager.slide(by: adjacent) { [weak self] in self?.monthDidChange(to: month, from: previous, byUser: byUser) }
        } else {
            monthDidChange(to: month, from: previous, byUser: byUser)
        }
    }

    /// The pager came to rest `offset` months away after the user's swipe.
    func pagerSettled(movingBy offset: Int) {
        guard offset != 0, let month = month(offsetBy: offset) else { return }
        monthDidChange(to: month, from: visibleDateComponents, byUser: true)
    }

    private func monthDidChange(to month: CalendarDay, from previous: DateComponents, byUser: Bool) {
        visibleMonth = month
        showMonth()
        guard byUser else { return }
        (selectionBehavior as? UICalendarSelectionSingleDate)?.visibleMonthChanged(to: month)
        delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
    }

    /// Shows the visible month and its neighbours, and the header's title and chevrons.
    private func showMonth() {
        let calendar = effectiveCalendar
        pager.show(previous: month(offsetBy: -1), current: visibleMonth, next: month(offsetBy: 1), calendar: calendar,
                   numbers: dayNumbers)
        header.show(title: monthTitle, font: font(size: 17, weight: .semibold), wheelsShown: monthYearWheels != nil,
                    canGoBack: month(offsetBy: -1) != nil, canGoForward: month(offsetBy: 1) != nil)
        monthYearWheels?.setDate(visibleMonth.date(in: calendar) ?? Date(), animated: false)
    }

    // MARK: Month and year wheels

    /// The title's tap: month and year wheels in place of the days, or the days again.
    private func toggleMonthYearWheels() {
        if let wheels = monthYearWheels {
            wheels.removeFromSuperview()
            monthYearWheels = nil
            weekdayRow.alpha = 1
            pager.alpha = 1
        } else {
            let wheels = UIDatePicker()
            wheels.preferredDatePickerStyle = .wheels
            wheels.datePickerMode = .yearAndMonth
            wheels.locale = locale
            wheels.calendar = calendar
            wheels.timeZone = timeZone
            if availableDateRange.start > .distantPast { wheels.minimumDate = availableDateRange.start }
            if availableDateRange.end < .distantFuture { wheels.maximumDate = availableDateRange.end }
            wheels.addAction(UIAction { [weak self, weak wheels] _ in
                guard let self, let wheels else { return }
                self.show(self.clampedMonth(CalendarDay(wheels.date, in: self.effectiveCalendar).firstOfMonth), animated: false, byUser: true)
            }, for: .valueChanged)
            addSubview(wheels)
            monthYearWheels = wheels
            weekdayRow.alpha = 0
            pager.alpha = 0
        }
        showMonth()
        setNeedsLayout()
    }

    // MARK: Names and fonts

    /// The title: the month and year in the locale's form ("November 2026").
    private var monthTitle: String {
        let formatter = DateFormatter()
        formatter.calendar = effectiveCalendar
        formatter.locale = locale
        formatter.timeZone = effectiveCalendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        return visibleMonth.date(in: effectiveCalendar).map(formatter.string(from:)) ?? ""
    }

    /// The weekdays from the calendar's first, short and upper-cased in the locale ("SUN").
    private var weekdaySymbols: [String] {
        let calendar = effectiveCalendar
        let symbols = calendar.shortStandaloneWeekdaySymbols.map { $0.uppercased(with: locale) }
        guard symbols.count == 7 else { return symbols }
        let first = (calendar.firstWeekday - 1 + 7) % 7
        return Array(symbols[first...] + symbols[..<first])
    }

    /// The numbers of the days 1 to 31 in the locale.
    private var dayNumbers: [String] {
        let formatter = NumberFormatter()
        formatter.locale = locale
        return (1...31).map { formatter.string(from: NSNumber(value: $0)) ?? "\($0)" }
    }

    /// The system font of `size` and `weight` in the view's font design.
    func font(size: CGFloat, weight: UIFont.Weight) -> UIFont {
        let font = UIFont.systemFont(ofSize: size, weight: weight)
        guard fontDesign != .default, let descriptor = font.fontDescriptor.withDesign(fontDesign) else { return font }
        return UIFont(descriptor: descriptor, size: size)
    }

    /// The numbers' font: Title3 (20 points), semibold when selected.
    func dayFont(bold: Bool) -> UIFont { font(size: 20, weight: bold ? .semibold : .regular) }

    // MARK: Layout

    /// The diameter of a day's circle.
    static let dayCircleSize: CGFloat = 44
    /// The margin around the content (UIKit's minimum date picker margin).
    static let margin: CGFloat = 16
    /// The header's height, and the gap under it.
    static let headerHeight: CGFloat = 34, headerGap: CGFloat = 16
    /// The weekday row's height.
    static let weekdayRowHeight: CGFloat = 18

    /// A day row's height: the circle, and room under it for decorations when wanted.
    var dayRowHeight: CGFloat { Self.dayCircleSize + (wantsDateDecorations ? 10 : 0) }

    /// The grid's height: six rows, each overlapping the next by a point.
    var gridHeight: CGFloat { CGFloat(CalendarMonthLayout.rowCount) * (dayRowHeight - 1) + 1 }

    /// The height for any width: margin, header, gap, weekdays, six weeks and two points.
    var naturalHeight: CGFloat {
        Self.margin + Self.headerHeight + Self.headerGap + Self.weekdayRowHeight + gridHeight + 2
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight)
    }

    /// UIKit's: the width proposed, from 280 to 375 plus the margins (320 when none is
    /// proposed), and the natural height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let proposed = size.width.isFinite && size.width > 0 && size.width < .greatestFiniteMagnitude / 2 ? size.width : 320
        return CGSize(width: min(max(proposed, 280), 375 + 2 * Self.margin), height: naturalHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = min(max(0, bounds.width - 2 * Self.margin), 375)
        let x = ((bounds.width - width) / 2).rounded()
        header.frame = CGRect(x: x, y: Self.margin, width: width, height: Self.headerHeight)
        let weekdayTop = Self.margin + Self.headerHeight + Self.headerGap
        weekdayRow.frame = CGRect(x: x, y: weekdayTop, width: width, height: Self.weekdayRowHeight)
        pager.frame = CGRect(x: x, y: weekdayTop + Self.weekdayRowHeight, width: width, height: gridHeight)
        monthYearWheels?.frame = CGRect(x: x, y: weekdayTop, width: width, height: min(UIPickerView.naturalSize.height, max(0, bounds.height - weekdayTop)))
    }
}

/// The weekday names over a calendar's columns, in the tertiary label color.
@preconcurrency @MainActor
final class CalendarWeekdayRow: UIView {
    private var symbols: [String] = []
    private var font = UIFont.systemFont(ofSize: 13, weight: .semibold)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("CalendarWeekdayRow is made by UICalendarView")
    }

    func show(symbols: [String], font: UIFont) {
        self.symbols = symbols
        self.font = font
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.tertiaryLabel]
        let width = bounds.width / 7
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (column, symbol) in symbols.enumerated() {
            let size = symbol.size(withAttributes: attributes)
            let x = (rightToLeft ? CGFloat(6 - column) : CGFloat(column)) * width
            symbol.draw(at: CGPoint(x: x + (width - size.width) / 2, y: (bounds.height - size.height) / 2), withAttributes: attributes)
        }
    }
}
