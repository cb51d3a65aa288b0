import Foundation

/// How a date picker looks, as UIKit's `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    /// The style the picker's mode and size suit: compact here, wheels for a countdown.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A button showing the date; tapping it shows the wheels in a sheet.
    case compact = 2
    /// A calendar of the month (with a time row for `.dateAndTime`).
    case inline = 3
}

/// A control for choosing dates, times, or a countdown, as UIKit's `UIDatePicker`: wheels (a
/// `UIPickerView`) for the mode and the locale — month, day and year in the locale's order;
/// the day, hour, minute and AM/PM; hours and minutes — or, in the compact style, a rounded
/// button showing the date that opens the wheels in a sheet, or, in the inline style, a month
/// calendar (`UICalendarView`) with a time row. The date stays within
/// `minimumDate`…`maximumDate`; `.valueChanged` is sent when the user changes it.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses, as UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        /// A month and a year (iOS 17.4).
        case yearAndMonth = 4
    }

    let wheels = UIPickerView()
    let compactButton = UIButton(type: .system)
    /// The inline style's calendar, made when first shown.
    private var inlineCalendar: DatePickerCalendar?
    private lazy var columnSource = DatePickerWheelSource(picker: self)
    private(set) var columns: DatePickerColumns?
    private var storedDate = Date()
    private var storedDuration: TimeInterval = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        wheels.dataSource = columnSource
        wheels.delegate = columnSource
        addSubview(wheels)
        compactButton.addAction(UIAction { [weak self] _ in self?.showWheelsSheet() }, for: .touchUpInside)
        compactButton.backgroundColor = .tertiarySystemFill
        compactButton.layer.cornerRadius = 6
        addSubview(compactButton)
        reloadColumns()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// What the picker chooses (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime { didSet { reloadColumns() } }
    /// The locale of the wheels' order and names (nil: the current locale).
    open var locale: Locale? { didSet { reloadColumns() } }
    /// The calendar of the dates (the current calendar by default; nil sets it back).
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? .current
            reloadColumns()
        }
    }
    private var storedCalendar = Calendar.current
    /// The time zone of the dates (nil: the calendar's).
    open var timeZone: TimeZone? { didSet { reloadColumns() } }

    /// The date shown, within `minimumDate` and `maximumDate`. Setting it turns the wheels and
    /// sends no action.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Shows `date` (kept within the minimum and maximum), turning the wheels (animated: smoothly).
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        showDate(animated: animated)
    }

    /// The earliest date that can be chosen (nil: none).
    open var minimumDate: Date? { didSet { boundsDidChange() } }
    /// The latest date that can be chosen (nil: none).
    open var maximumDate: Date? { didSet { boundsDidChange() } }
    /// The countdown in seconds (`.countDownTimer` mode), at least a minute; 0 until set.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            storedDuration = newValue.isFinite ? min(max(0, newValue), 23 * 3600 + 59 * 60) : 0
            showDate(animated: false)
        }
    }
    /// The step of the minute wheel, from 1 to 30, dividing 60 (others count as 1, as in UIKit).
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            reloadColumns()
        }
    }
    /// Whether a date set in code is rounded to the minute interval (kept: the wheels here show
    /// the nearest step below).
    open var roundsToMinuteInterval = true
    /// The style asked for.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { styleDidChange() } }
    /// The style shown: compact for `.automatic` (wheels for a countdown), the calendar for
    /// `.inline` (wheels for a countdown or a month and year; the compact button for a time).
    open var datePickerStyle: UIDatePickerStyle {
        switch preferredDatePickerStyle {
        case .automatic, .compact: datePickerMode == .countDownTimer ? .wheels : .compact
        case .wheels: .wheels
        case .inline:
            switch datePickerMode {
            case .date, .dateAndTime: .inline
            case .time: .compact
            case .countDownTimer, .yearAndMonth: .wheels
            }
        }
    }

    // MARK: Wheels

    /// Rebuilds the wheels for the mode, locale and bounds, and shows the date on them.
    func reloadColumns() {
        var calendar = storedCalendar
        if let timeZone { calendar.timeZone = timeZone }
        let locale = self.locale ?? .current
        calendar.locale = locale
        columns = DatePickerColumns(mode: datePickerMode, calendar: calendar, locale: locale, minuteInterval: minuteInterval,
                                    around: storedDate, minimum: minimumDate, maximum: maximumDate)
        wheels.reloadAllComponents()
        styleDidChange()
        showDate(animated: false)
    }

    private func boundsDidChange() {
        storedDate = clamped(storedDate)
        reloadColumns()
    }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    private func showDate(animated: Bool) {
        guard let columns else { return }
        for (component, row) in columns.rows(for: storedDate, duration: storedDuration).enumerated()
            where row >= 0 && row < wheels.numberOfRows(inComponent: component) {
            wheels.selectRow(row, inComponent: component, animated: animated)
        }
        compactButton.setTitle(compactTitle, for: .normal)
        showDateOnCalendar()
        invalidateIntrinsicContentSize()
    }

    /// The user turned a wheel: the new date, kept within the bounds and its month (the wheels
    /// turn back to it when the rows showed another: a date past the bounds, a 31st in a
    /// 30-day month), and `.valueChanged`.
    func wheelsChanged() {
        guard let columns else { return }
        let rows = (0..<wheels.numberOfComponents).map { wheels.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            storedDuration = columns.duration(from: rows)
        } else {
            storedDate = clamped(columns.date(from: rows, keeping: storedDate))
            if columns.rows(for: storedDate, duration: storedDuration) != rows { showDate(animated: true) }
        }
        compactButton.setTitle(compactTitle, for: .normal)
        sendActions(for: .valueChanged)
    }

    // MARK: Inline style

    private func showDateOnCalendar() {
        guard let inlineCalendar, let columns else { return }
        inlineCalendar.show(date: storedDate, calendar: columns.calendar, locale: locale ?? .current, minimum: minimumDate,
                            maximum: maximumDate, time: formatted(date: .none, time: .short))
    }

    /// A tap on the calendar's day `day` (or the month moved): that day at the same time, within
    /// the bounds, and `.valueChanged` when the date changed.
    func calendarSelected(_ day: CalendarDay) {
        guard let columns else { return }
        let calendar = columns.calendar
        var components = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: storedDate)
        components.era = day.era
        components.year = day.year
        components.month = day.month
        components.day = day.day
        guard let date = calendar.date(from: components) else { return }
        let chosen = clamped(date)
        let changed = chosen != storedDate
        storedDate = chosen
        showDate(animated: false)
        if changed { sendActions(for: .valueChanged) }
    }

    // MARK: Compact style

    /// What the compact button shows: the date, the time, or both, in the locale's short style.
    var compactTitle: String {
        formatted(date: datePickerMode == .time ? .none : .medium,
                  time: datePickerMode == .date || datePickerMode == .yearAndMonth ? .none : .short)
    }

    /// The date in the locale's `date` and `time` styles.
    private func formatted(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale ?? .current
        formatter.calendar = columns?.calendar ?? storedCalendar
        formatter.timeZone = columns?.calendar.timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: storedDate)
    }

    private func styleDidChange() {
        let style = datePickerStyle
        wheels.isHidden = style != .wheels
        compactButton.isHidden = style != .compact
        if style == .inline && inlineCalendar == nil {
            let calendar = DatePickerCalendar(picker: self)
            addSubview(calendar)
            inlineCalendar = calendar
        }
        inlineCalendar?.isHidden = style != .inline
        showDateOnCalendar()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows the wheels for this picker in a sheet, from the controller showing it; they set
    /// the date as they turn.
    private func showWheelsSheet() {
        topmostPresenter?.present(DatePickerSheet(for: self, mode: datePickerMode), animated: true)
    }

    /// The wheels' 320 × 216; the compact button's title and padding, 34 high; the calendar's
    /// 320 wide and its height (345 for a date, 393 with the time row).
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .compact:
            let title = compactButton.titleLabel?.intrinsicContentSize ?? .zero
            return CGSize(width: ceil(title.width) + 24, height: 34)
        case .inline:
            return CGSize(width: 320, height: inlineCalendar?.naturalHeight ?? 0)
        default:
            return UIPickerView.naturalSize
        }
    }

    /// The intrinsic size; the calendar takes the width proposed, from 280 to 407 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard datePickerStyle == .inline, let inlineCalendar else { return intrinsicContentSize }
        return CGSize(width: inlineCalendar.calendarView.sizeThatFits(size).width, height: inlineCalendar.naturalHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
        inlineCalendar?.frame = bounds
        let size = intrinsicContentSize
        compactButton.frame = CGRect(x: bounds.width - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
    }
}

/// The date picker's wheels' data source and delegate.
@preconcurrency @MainActor
final class DatePickerWheelSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    private weak var picker: UIDatePicker?

    init(picker: UIDatePicker) {
        self.picker = picker
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { picker?.columns?.columns.count ?? 0 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard let columns = picker?.columns, columns.columns.indices.contains(component) else { return 0 }
        return columns.rowCount(columns.columns[component])
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let columns = picker?.columns, columns.columns.indices.contains(component) else { return nil }
        return columns.title(columns.columns[component], row: row)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picker?.wheelsChanged()
    }

    /// The wheels' shares of the width: wide for names (months, days of the week), narrow for
    /// numbers.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard let columns = picker?.columns?.columns, columns.indices.contains(component) else { return 0 }
        func weight(_ column: DatePickerColumns.Column) -> CGFloat {
            switch column {
            case .month, .weekdayDate: 3
            case .year: 1.6
            case .day, .hour, .minute, .meridiem: 1.2
            case .countdownHours, .countdownMinutes: 2
            }
        }
        let available = pickerView.bounds.width - 2 * UIPickerView.sideInset - UIPickerView.componentSpacing * CGFloat(columns.count - 1)
        return max(0, available * weight(columns[component]) / columns.map(weight).reduce(0, +)).rounded(.down)
    }
}

/// The sheet of a compact date picker (or of an inline picker's time): wheels of `mode`, bound
/// to the picker, and Done.
@preconcurrency @MainActor
final class DatePickerSheet: UIViewController {
    private weak var source: UIDatePicker?
    let wheels = UIDatePicker()

    init(for source: UIDatePicker, mode: UIDatePicker.Mode) {
        self.source = source
        super.init(nibName: nil, bundle: nil)
        wheels.preferredDatePickerStyle = .wheels
        wheels.locale = source.locale
        wheels.calendar = source.calendar
        wheels.timeZone = source.timeZone
        wheels.minuteInterval = source.minuteInterval
        wheels.minimumDate = source.minimumDate
        wheels.maximumDate = source.maximumDate
        wheels.datePickerMode = mode
        wheels.date = source.date
        wheels.addAction(UIAction { [weak self] _ in
            guard let self, let source = self.source else { return }
            source.setDate(self.wheels.date, animated: false)
            source.sendActions(for: .valueChanged)
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("DatePickerSheet is made by UIDatePicker")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(wheels)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(done)
        done.frame = CGRect(x: 16, y: 16, width: 60, height: 34)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        wheels.frame = CGRect(x: 0, y: 60, width: view.bounds.width, height: 216)
    }
}
