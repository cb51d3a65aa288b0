import Foundation

/// The wheels a date picker shows for its mode and locale, and how their rows map to dates:
/// month, day and year in the locale's order for dates; the day (as "Mon Nov 30"), hour,
/// minute and AM/PM for dates and times; hour, minute and AM/PM (12-hour locales) for times;
/// hours and minutes for a countdown.
@preconcurrency @MainActor
struct DatePickerColumns {
    enum Column: Equatable {
        case month, day, year, weekdayDate, hour, minute, meridiem, countdownHours, countdownMinutes
    }

    let columns: [Column]
    let calendar: Calendar
    let locale: Locale
    let minuteInterval: Int
    /// The first day the weekday-and-date wheel shows, and how many.
    let firstDay: Date
    let dayCount: Int
    /// The years the year wheel shows.
    let years: ClosedRange<Int>
    let uses12Hours: Bool

    init(mode: UIDatePicker.Mode, calendar: Calendar, locale: Locale, minuteInterval: Int, around date: Date,
         minimum: Date?, maximum: Date?) {
        self.calendar = calendar
        self.locale = locale
        self.minuteInterval = minuteInterval
        let hourFormat = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        uses12Hours = hourFormat.contains("a")
        let time: [Column] = uses12Hours ? [.hour, .minute, .meridiem] : [.hour, .minute]
        switch mode {
        case .time: columns = time
        case .dateAndTime: columns = [.weekdayDate] + time
        case .countDownTimer: columns = [.countdownHours, .countdownMinutes]
        case .yearAndMonth: columns = Self.dateOrder(locale).filter { $0 != .day }
        case .date: columns = Self.dateOrder(locale)
        }
        let year = calendar.component(.year, from: date)
        let lowest = minimum.map { calendar.component(.year, from: $0) } ?? year - 100
        let highest = maximum.map { calendar.component(.year, from: $0) } ?? year + 100
        years = min(lowest, year)...max(highest, year)
        let start = calendar.startOfDay(for: minimum ?? calendar.date(byAdding: .year, value: -1, to: date) ?? date)
        let end = maximum ?? calendar.date(byAdding: .year, value: 1, to: date) ?? date
        firstDay = min(start, calendar.startOfDay(for: date))
        dayCount = max(1, (calendar.dateComponents([.day], from: firstDay, to: max(end, date)).day ?? 0) + 1)
    }

    /// Month, day and year in the order the locale writes them.
    private static func dateOrder(_ locale: Locale) -> [Column] {
        let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
        let positions: [(Column, String.Index?)] = [(.month, format.firstIndex(of: "M")), (.day, format.firstIndex(of: "d")),
                                                    (.year, format.firstIndex(of: "y"))]
        return positions.sorted { ($0.1 ?? format.endIndex) < ($1.1 ?? format.endIndex) }.map(\.0)
    }

    func rowCount(_ column: Column) -> Int {
        switch column {
        case .month: 12
        case .day: 31
        case .year: years.count
        case .weekdayDate: dayCount
        case .hour: uses12Hours ? 12 : 24
        case .minute, .countdownMinutes: 60 / minuteInterval
        case .meridiem: 2
        case .countdownHours: 24
        }
    }

    func title(_ column: Column, row: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        switch column {
        case .month: return formatter.standaloneMonthSymbols[row]
        case .day: return "\(row + 1)"
        case .year: return "\(years.lowerBound + row)"
        case .weekdayDate:
            let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
            if calendar.isDateInToday(day) { return "Today" }
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day)
        case .hour: return uses12Hours ? "\(row == 0 ? 12 : row)" : "\(row)"
        case .minute: return String(format: "%02d", row * minuteInterval)
        case .meridiem: return row == 0 ? formatter.amSymbol : formatter.pmSymbol
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes: return "\(row * minuteInterval) min"
        }
    }

    /// The rows showing `date` (or, for a countdown, `duration`).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return columns.map { column in
            switch column {
            case .month: (parts.month ?? 1) - 1
            case .day: (parts.day ?? 1) - 1
            case .year: (parts.year ?? years.lowerBound) - years.lowerBound
            case .weekdayDate: calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
            case .hour: uses12Hours ? (parts.hour ?? 0) % 12 : (parts.hour ?? 0)
            case .minute: (parts.minute ?? 0) / minuteInterval
            case .meridiem: (parts.hour ?? 0) >= 12 ? 1 : 0
            case .countdownHours: Int(duration) / 3600
            case .countdownMinutes: (Int(duration) % 3600) / 60 / minuteInterval
            }
        }
    }

    /// The date the rows show, keeping from `date` what they do not show (a day past the end
    /// of the month becomes its last day).
    func date(from rows: [Int], keeping date: Date) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        parts.second = 0
        var meridiem = (parts.hour ?? 0) >= 12 ? 1 : 0, hour12 = (parts.hour ?? 0) % 12
        for (column, row) in zip(columns, rows) {
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = years.lowerBound + row
            case .weekdayDate:
                let day = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay)
                (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
            case .hour:
                if uses12Hours { hour12 = row } else { parts.hour = row }
            case .minute: parts.minute = row * minuteInterval
            case .meridiem: meridiem = row
            case .countdownHours, .countdownMinutes: break
            }
        }
        if uses12Hours, columns.contains(.hour) { parts.hour = hour12 + 12 * meridiem }
        if let year = parts.year, let month = parts.month,
           let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first)?.count, let day = parts.day, day > days {
            parts.day = days
        }
        return calendar.date(from: parts) ?? date
    }

    /// The countdown the rows show, in seconds (at least a minute, as UIKit's).
    func duration(from rows: [Int]) -> TimeInterval {
        var seconds = 0
        for (column, row) in zip(columns, rows) {
            if column == .countdownHours { seconds += row * 3600 }
            if column == .countdownMinutes { seconds += row * minuteInterval * 60 }
        }
        return TimeInterval(max(60, seconds))
    }
}
