import UIKit

/// A calendar of when the album's photos were taken, as an iOS 16 app writes one: a
/// `UICalendarView` opened on the month of the latest photo, a dot under each day with photos (a
/// larger one for three or more), a single-date selection limited to those days, and a line
/// under the calendar saying what the selected day holds.
public final class PhotoCalendarViewController: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
    /// How many photos were taken on each day of March 2025, by day.
    public static let photosByDay: [Int: Int] = [3: 1, 7: 2, 8: 4, 14: 3, 21: 1, 22: 2, 29: 5]

    public let calendarView = UICalendarView()
    public let summaryLabel = UILabel()
    private lazy var selection = UICalendarSelectionSingleDate(delegate: self)
    private let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The day selected, if any.
    public var selectedDay: Int? { selection.selectedDate?.day }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Calendar"
        view.backgroundColor = .systemBackground
        calendarView.calendar = calendar
        calendarView.locale = Locale(identifier: "en_US")
        calendarView.timeZone = calendar.timeZone
        calendarView.delegate = self
        calendarView.selectionBehavior = selection
        calendarView.visibleDateComponents = DateComponents(year: 2025, month: 3)
        calendarView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(calendarView)
        summaryLabel.font = .preferredFont(forTextStyle: .body)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.textAlignment = .center
        summaryLabel.text = "Choose a day with photos."
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryLabel)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            calendarView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            calendarView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            calendarView.topAnchor.constraint(equalTo: guide.topAnchor),
            summaryLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            summaryLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            summaryLabel.topAnchor.constraint(equalTo: calendarView.bottomAnchor, constant: 8),
        ])
    }

    private func photoCount(on dateComponents: DateComponents?) -> Int {
        guard let dateComponents, dateComponents.year == 2025, dateComponents.month == 3, let day = dateComponents.day else { return 0 }
        return Self.photosByDay[day] ?? 0
    }

    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        let count = photoCount(on: dateComponents)
        guard count > 0 else { return nil }
        return .default(color: .systemBlue, size: count >= 3 ? .large : .small)
    }

    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        photoCount(on: dateComponents) > 0
    }

    public func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        guard let dateComponents, let date = calendar.date(from: dateComponents) else {
            summaryLabel.text = "Choose a day with photos."
            return
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .full
        let count = photoCount(on: dateComponents)
        summaryLabel.text = "\(count) photo\(count == 1 ? "" : "s") on \(formatter.string(from: date))"
    }
}
