import Foundation
import Testing
@testable import UIKit

/// A calendar selection set to components without a year, a month and a day raises UIKit's
/// `NSInternalInconsistencyException`; a week without its week and year too.
@MainActor
struct CalendarBadInputTests {
    private static func text(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func aSelectedDateWithoutADayRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            UICalendarSelectionSingleDate(delegate: nil).selectedDate = DateComponents(year: 2025, month: 3)
        } }
        #expect(Self.text(result).contains(
            "'NSInternalInconsistencyException', reason: 'dateComponents (year: 2025 month: 3 ) is invalid. It requires at least [.year, .month, .day]'"))
    }

    @Test func selectedDatesWithoutAMonthRaise() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            UICalendarSelectionMultiDate(delegate: nil).selectedDates = [DateComponents(year: 2025, day: 3)]
        } }
        #expect(Self.text(result).contains("It requires at least [.year, .month, .day]"))
    }

    @Test func aWeekWithoutItsYearRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            UICalendarSelectionWeekOfYear(delegate: nil).selectedWeekOfYear = DateComponents(weekOfYear: 12)
        } }
        #expect(Self.text(result).contains("It requires at least [.yearForWeekOfYear, .weekOfYear]"))
    }

    @Test func aDayIsReadFromComponentsOfAnotherCalendar() {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.timeZone = gregorian.timeZone
        let date = gregorian.date(from: DateComponents(year: 2025, month: 3, day: 14))!
        var components = hebrew.dateComponents([.era, .year, .month, .day], from: date)
        components.calendar = hebrew
        #expect(CalendarDay(components, in: gregorian) == CalendarDay(date, in: gregorian))
        #expect(CalendarDay(DateComponents(year: 2025, month: 3), in: gregorian) == nil)
    }

    @Test func aMonthIsLaidOutFromTheCalendarsFirstWeekday() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let march = CalendarDay(era: 1, year: 2025, month: 3, day: 14)
        let sundayFirst = CalendarMonthLayout(month: march, calendar: calendar)
        #expect(sundayFirst.firstColumn == 6, "March 1st 2025 is a Saturday")
        #expect(sundayFirst.dayCount == 31)
        #expect(sundayFirst.cell(ofDay: 31) == (5, 1))
        #expect(sundayFirst.day(atRow: 0, column: 5) == nil)
        calendar.firstWeekday = 2
        let mondayFirst = CalendarMonthLayout(month: march, calendar: calendar)
        #expect(mondayFirst.firstColumn == 5)
        #expect(CalendarMonthLayout(month: CalendarDay(era: 1, year: 2024, month: 2, day: 1), calendar: calendar).dayCount == 29)
    }
}
