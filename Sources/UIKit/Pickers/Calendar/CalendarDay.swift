import Foundation

/// A day of a calendar (its era, year, month and day), as a calendar view keys its days.
struct CalendarDay: Hashable {
    var era: Int
    var year: Int
    var month: Int
    var day: Int

    init(era: Int, year: Int, month: Int, day: Int) {
        self.era = era
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day of `date` in `calendar`.
    init(_ date: Date, in calendar: Calendar) {
        let components = calendar.dateComponents([.era, .year, .month, .day], from: date)
        self.init(era: components.era ?? 1, year: components.year ?? 1, month: components.month ?? 1, day: components.day ?? 1)
    }

    /// The day `components` names in `calendar` (converted when they carry another calendar);
    /// nil without a year, a month and a day.
    init?(_ components: DateComponents, in calendar: Calendar) {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        let source = components.calendar ?? calendar
        if source.identifier != calendar.identifier, let date = source.date(from: components) {
            self.init(date, in: calendar)
        } else {
            self.init(era: components.era ?? calendar.component(.era, from: Date()), year: year, month: month, day: day)
        }
    }

    /// The first day of this day's month.
    var firstOfMonth: CalendarDay {
        var first = self
        first.day = 1
        return first
    }

    /// The start of the day in `calendar`.
    func date(in calendar: Calendar) -> Date? {
        calendar.date(from: DateComponents(era: era, year: year, month: month, day: day))
    }

    /// The day as UIKit hands it out: the calendar, era, year, month and day.
    func components(in calendar: Calendar) -> DateComponents {
        DateComponents(calendar: calendar, era: era, year: year, month: month, day: day)
    }

    /// The first day of the month `months` away from this day's.
    func month(adding months: Int, in calendar: Calendar) -> CalendarDay? {
        guard let first = firstOfMonth.date(in: calendar),
              let moved = calendar.date(byAdding: .month, value: months, to: first) else { return nil }
        return CalendarDay(moved, in: calendar)
    }
}

/// Where a month's days sit in a calendar view's grid: 7 columns from the calendar's first
/// weekday, the first day in its weekday's column, a row per week (6 at most, as UIKit sizes the
/// grid for whatever month).
struct CalendarMonthLayout {
    /// The month's first day.
    let month: CalendarDay
    /// The column of the month's first day.
    let firstColumn: Int
    /// How many days the month has.
    let dayCount: Int

    init(month: CalendarDay, calendar: Calendar) {
        self.month = month.firstOfMonth
        let first = self.month.date(in: calendar) ?? Date()
        firstColumn = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
        dayCount = calendar.range(of: .day, in: .month, for: first)?.count ?? 30
    }

    /// The rows a grid has whatever the month.
    static let rowCount = 6

    /// The row and column of day `day` (1-based).
    func cell(ofDay day: Int) -> (row: Int, column: Int) {
        let index = firstColumn + day - 1
        return (index / 7, index % 7)
    }

    /// The day (1-based) at `row` and `column`, nil for a cell before the first or after the last.
    func day(atRow row: Int, column: Int) -> Int? {
        let day = row * 7 + column - firstColumn + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    /// The day `day` (1-based) of this month.
    func calendarDay(_ day: Int) -> CalendarDay {
        var result = month
        result.day = day
        return result
    }
}
