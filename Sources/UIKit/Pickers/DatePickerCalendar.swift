import Foundation

/// The inline style of a date picker, as UIKit's `_UIDatePickerCalendarView`: a
/// `UICalendarView` (no decorations) whose single-date selection is the picker's day and follows
/// the month shown, and, in `.dateAndTime` mode, a "Time" row under it with the time in a rounded
/// pill that opens the time wheels in a sheet. A tap on a day keeps the time of day, stays
/// within the picker's bounds and sends `.valueChanged`.
@preconcurrency @MainActor
final class DatePickerCalendar: UIView, UICalendarSelectionSingleDateDelegate {
    private weak var picker: UIDatePicker?
    let calendarView = UICalendarView()
    private lazy var selection = UICalendarSelectionSingleDate(delegate: self)
    private let timeLabel = UILabel()
    let timeButton = UIButton(type: .system)

    /// The time row's height, and how far it tucks under the calendar (UIKit's 4 points).
    static let timeRowHeight: CGFloat = 44, timeRowOverlap: CGFloat = 4
    /// The margin under the time row.
    static let bottomMargin: CGFloat = 8

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
        selection.followsVisibleMonth = true
        calendarView.wantsDateDecorations = false
        calendarView.selectionBehavior = selection
        addSubview(calendarView)
        timeLabel.text = "Time"
        timeLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        addSubview(timeLabel)
        timeButton.backgroundColor = .tertiarySystemFill
        timeButton.layer.cornerRadius = 8
        timeButton.setTitleColor(.label, for: .normal)
        timeButton.titleLabel?.font = .systemFont(ofSize: 17)
        timeButton.addAction(UIAction { [weak self] _ in self?.showTimeWheels() }, for: .touchUpInside)
        addSubview(timeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("DatePickerCalendar is made by UIDatePicker")
    }

    /// Whether the time row shows (`.dateAndTime`).
    private var showsTime: Bool { picker?.datePickerMode == .dateAndTime }

    /// Shows the picker's calendar, bounds, date and time.
    func show(date: Date, calendar: Calendar, locale: Locale, minimum: Date?, maximum: Date?, time: String) {
        if calendarView.locale != locale { calendarView.locale = locale }
        if calendarView.calendar != calendar { calendarView.calendar = calendar }
        if calendarView.timeZone != calendar.timeZone { calendarView.timeZone = calendar.timeZone }
        let range = DateInterval(start: minimum ?? .distantPast, end: max(maximum ?? .distantFuture, minimum ?? .distantPast))
        if calendarView.availableDateRange != range { calendarView.availableDateRange = range }
        selection.setSelected(CalendarDay(date, in: calendar).components(in: calendar), animated: false)
        timeButton.setTitle(time, for: .normal)
        timeLabel.isHidden = !showsTime
        timeButton.isHidden = !showsTime
        setNeedsLayout()
    }

    /// The height for the mode: the calendar's, and the time row's.
    var naturalHeight: CGFloat {
        calendarView.naturalHeight + (showsTime ? Self.timeRowHeight - Self.timeRowOverlap + Self.bottomMargin : 0)
    }

    // MARK: Selection

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        guard let picker, let dateComponents, let day = CalendarDay(dateComponents, in: calendarView.effectiveCalendar) else { return }
        picker.calendarSelected(day)
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        dateComponents != nil
    }

    private func showTimeWheels() {
        guard let picker else { return }
        picker.topmostPresenter?.present(DatePickerSheet(for: picker, mode: .time), animated: true)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let calendarHeight = calendarView.naturalHeight
        calendarView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: calendarHeight)
        let margin = UICalendarView.margin
        let rowTop = calendarHeight - Self.timeRowOverlap
        let titleSize = timeButton.titleLabel?.intrinsicContentSize ?? .zero
        let pill = CGSize(width: ceil(titleSize.width) + 24, height: ceil(titleSize.height) + 14)
        timeButton.frame = CGRect(x: bounds.width - margin - pill.width, y: rowTop + ((Self.timeRowHeight - pill.height) / 2).rounded(),
                                  width: pill.width, height: pill.height)
        timeLabel.frame = CGRect(x: margin, y: rowTop, width: max(0, timeButton.frame.minX - 2 * margin), height: Self.timeRowHeight)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in [timeButton, timeLabel] { view.frame.origin.x = bounds.width - view.frame.maxX }
        }
    }
}
