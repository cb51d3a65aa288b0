// Issue 30's calendars, as iOS 16 code writes them: a UICalendarView with decorations (every
// factory), a single-date, a multi-date and a week selection with their delegates, the visible
// month, an available range, the inline date picker, and subclasses overriding the calendar's
// members. It must compile in Swift 6 and Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class CalendarsShapeController: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate,
    UICalendarSelectionMultiDateDelegate, UICalendarSelectionWeekOfYearDelegate {
    private let calendarView = UICalendarView()
    private var events: Set<DateComponents> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        calendarView.translatesAutoresizingMaskIntoConstraints = false
        calendarView.calendar = Calendar(identifier: .gregorian)
        calendarView.locale = Locale(identifier: "en_US")
        calendarView.timeZone = TimeZone(identifier: "UTC")
        calendarView.fontDesign = .rounded
        calendarView.delegate = self
        calendarView.availableDateRange = DateInterval(start: Date(), duration: 86_400 * 90)
        let selection = UICalendarSelectionSingleDate(delegate: self)
        selection.setSelected(Calendar.current.dateComponents([.year, .month, .day], from: Date()), animated: false)
        calendarView.selectionBehavior = selection
        calendarView.wantsDateDecorations = true
        view.addSubview(calendarView)
        NSLayoutConstraint.activate([
            calendarView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            calendarView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            calendarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .dateAndTime
        picker.addAction(UIAction { action in _ = (action.sender as? UIDatePicker)?.date }, for: .valueChanged)
        view.addSubview(picker)
    }

    func showNextMonth() {
        var month = calendarView.visibleDateComponents
        month.month = (month.month ?? 1) + 1
        calendarView.setVisibleDateComponents(month, animated: true)
        calendarView.reloadDecorations(forDateComponents: Array(events), animated: true)
    }

    func useSeveralDates() {
        let selection = UICalendarSelectionMultiDate(delegate: self)
        selection.setSelectedDates([DateComponents(year: 2025, month: 3, day: 4)], animated: true)
        calendarView.selectionBehavior = selection
        let dates: [DateComponents] = selection.selectedDates
        _ = dates
    }

    func useWeeks() {
        let selection = UICalendarSelectionWeekOfYear(delegate: self)
        selection.selectedWeekOfYear = DateComponents(weekOfYear: 10, yearForWeekOfYear: 2025)
        calendarView.selectionBehavior = selection
    }

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        switch dateComponents.day ?? 0 {
        case 1: return .default()
        case 2: return .default(color: .systemRed, size: .large)
        case 3: return .image(UIImage(systemName: "star.fill"), color: .systemYellow, size: .small)
        case 4: return .image(UIImage(systemName: "heart"))
        case 5: return .customView { UILabel() }
        case 6: return UICalendarView.Decoration(image: nil, color: nil, size: .medium)
        case 7: return UICalendarView.Decoration()
        default: return nil
        }
    }

    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        guard let dateComponents, let date = dateComponents.date else { return }
        _ = date
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {}
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {}
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool { true }

    func weekOfYearSelection(_ selection: UICalendarSelectionWeekOfYear, didSelectWeekOfYear weekOfYearComponents: DateComponents?) {}
    func weekOfYearSelection(_ selection: UICalendarSelectionWeekOfYear, canSelectWeekOfYear weekOfYearComponents: DateComponents?) -> Bool { true }
}

@MainActor
final class CalendarsShapeView: UICalendarView {
    override var visibleDateComponents: DateComponents { get { super.visibleDateComponents } set { super.visibleDateComponents = newValue } }
    override func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        super.setVisibleDateComponents(dateComponents, animated: animated)
    }
    override var availableDateRange: DateInterval { get { super.availableDateRange } set { super.availableDateRange = newValue } }
    override func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        super.reloadDecorations(forDateComponents: dates, animated: animated)
    }
}

@MainActor
final class CalendarsShapeSelection: UICalendarSelectionSingleDate {
    override var selectedDate: DateComponents? { get { super.selectedDate } set { super.selectedDate = newValue } }
    override func setSelected(_ selectedDate: DateComponents?, animated: Bool) { super.setSelected(selectedDate, animated: animated) }
}

@MainActor
func calendarsShape() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = CalendarsShapeController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.showNextMonth()
    controller.useSeveralDates()
    controller.useWeeks()
    let behavior: UICalendarSelection? = CalendarsShapeSelection(delegate: nil)
    _ = (CalendarsShapeView(frame: .zero), behavior, UICalendarView.DecorationSize.medium.rawValue)
}
