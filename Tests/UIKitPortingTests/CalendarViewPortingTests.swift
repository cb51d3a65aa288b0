@_spi(Host) import UIKit
import XCTest

/// A booking screen's calendar, as iOS 16 code writes it: a `UICalendarView` with a single-date
/// selection, several dates, a week, decorations for days with events, months paged by the
/// chevrons and by a swipe, and an available range.
final class CalendarViewPortingTests: ManualClockTestCase {
    final class Booking: NSObject, UICalendarSelectionSingleDateDelegate, UICalendarViewDelegate {
        var selected: [DateComponents?] = []
        var blockedDays: Set<Int> = []
        var deselectable = false
        var asked: [Int] = []
        var monthChanges: [DateComponents] = []
        var eventDays: Set<Int> = [5]

        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
            selected.append(dateComponents)
        }
        func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
            guard let day = dateComponents?.day else { return deselectable }
            return !blockedDays.contains(day)
        }
        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
            asked.append(dateComponents.day ?? 0)
            return eventDays.contains(dateComponents.day ?? 0) ? .default(color: .systemRed) : nil
        }
        func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {
            monthChanges.append(previousDateComponents)
        }
    }

    final class Trip: NSObject, UICalendarSelectionMultiDateDelegate {
        var log: [String] = []
        var keepDay: Int?
        func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {
            log.append("+\(dateComponents.day ?? 0)")
        }
        func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {
            log.append("-\(dateComponents.day ?? 0)")
        }
        func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool {
            dateComponents.day != keepDay
        }
    }

    final class Week: NSObject, UICalendarSelectionWeekOfYearDelegate {
        var weeks: [DateComponents?] = []
        func weekOfYearSelection(_ selection: UICalendarSelectionWeekOfYear, didSelectWeekOfYear weekOfYearComponents: DateComponents?) {
            weeks.append(weekOfYearComponents)
        }
    }

    private var window: UIWindow!
    private var calendarView: UICalendarView!
    private let utc = TimeZone(identifier: "UTC")!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        calendarView = UICalendarView()
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = utc
        calendarView.calendar = gregorian
        calendarView.locale = Locale(identifier: "en_US")
        calendarView.wantsDateDecorations = false
        calendarView.visibleDateComponents = DateComponents(year: 2025, month: 3)
        calendarView.frame = CGRect(x: 0, y: 100, width: 320, height: calendarView.intrinsicContentSize.height)
        window.rootViewController!.view.addSubview(calendarView)
        window.layoutIfNeeded()
    }

    private func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendarView.calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    /// The middle of March 2025's day `day` (the 1st is a Saturday): 16-point margins, seven
    /// columns of 288 / 7 points, the grid under the header (34), the gap (16) and the weekdays
    /// (18), rows 43 points apart (53 with decorations).
    private func point(ofMarchDay day: Int) -> CGPoint {
        let index = day - 1 + 6
        let pitch: CGFloat = calendarView.wantsDateDecorations ? 53 : 43
        return CGPoint(x: 16 + (CGFloat(index % 7) + 0.5) * 288 / 7, y: 100 + 84 + CGFloat(index / 7) * pitch + 22)
    }

    private func tap(_ point: CGPoint) {
        let input = TouchInput(window: window)
        input.end(input.begin(at: point))
        run(window, seconds: 0.5)
    }

    private func tap(marchDay day: Int) { tap(point(ofMarchDay: day)) }

    func testDefaultsAreUIKits() {
        let fresh = UICalendarView()
        XCTAssertTrue(fresh.wantsDateDecorations)
        XCTAssertNil(fresh.selectionBehavior)
        XCTAssertNil(fresh.delegate)
        XCTAssertNil(fresh.timeZone)
        XCTAssertEqual(fresh.fontDesign, .default)
        XCTAssertEqual(fresh.availableDateRange, DateInterval(start: .distantPast, end: .distantFuture))
        let today = Calendar.current.dateComponents([.year, .month], from: Date())
        XCTAssertEqual(fresh.visibleDateComponents.year, today.year)
        XCTAssertEqual(fresh.visibleDateComponents.month, today.month)
        XCTAssertEqual(fresh.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width, 320)
        XCTAssertEqual(fresh.sizeThatFits(CGSize(width: 200, height: 400)).width, 280)
        XCTAssertEqual(fresh.sizeThatFits(CGSize(width: 1000, height: 400)).width, 407)
        XCTAssertEqual(fresh.intrinsicContentSize.height, 405, "six rows of 54 (overlapping by a point), with decorations")
        XCTAssertEqual(calendarView.intrinsicContentSize.height, 345, "six rows of 44 without them")
    }

    func testATapSelectsTheDayAndTellsTheDelegate() {
        let booking = Booking()
        let selection = UICalendarSelectionSingleDate(delegate: booking)
        calendarView.selectionBehavior = selection
        tap(marchDay: 14)
        XCTAssertEqual(selection.selectedDate?.year, 2025)
        XCTAssertEqual(selection.selectedDate?.month, 3)
        XCTAssertEqual(selection.selectedDate?.day, 14)
        XCTAssertEqual(selection.selectedDate?.calendar?.identifier, .gregorian)
        XCTAssertEqual(selection.selectedDate?.date, date(2025, 3, 14), "the components carry the calendar")
        XCTAssertEqual(booking.selected.map { $0?.day }, [14])
        tap(marchDay: 14)
        XCTAssertEqual(selection.selectedDate?.day, 14, "not deselected: canSelectDate(nil) is false")
        XCTAssertEqual(booking.selected.count, 1)
        booking.deselectable = true
        tap(marchDay: 14)
        XCTAssertNil(selection.selectedDate)
        XCTAssertEqual(booking.selected.count, 2)
        XCTAssertNil(booking.selected.last!)
    }

    func testDaysTheDelegateBlocksCannotBeSelected() {
        let booking = Booking()
        booking.blockedDays = [15]
        let selection = UICalendarSelectionSingleDate(delegate: booking)
        calendarView.selectionBehavior = selection
        tap(marchDay: 15)
        XCTAssertNil(selection.selectedDate)
        XCTAssertTrue(booking.selected.isEmpty)
    }

    func testSettingTheSelectionShowsItsMonthAndTellsNoOne() {
        let booking = Booking()
        let selection = UICalendarSelectionSingleDate(delegate: booking)
        calendarView.selectionBehavior = selection
        selection.setSelected(DateComponents(year: 2025, month: 8, day: 2), animated: false)
        XCTAssertEqual(calendarView.visibleDateComponents.month, 8)
        XCTAssertTrue(booking.selected.isEmpty)
        XCTAssertTrue(booking.monthChanges.isEmpty)
    }

    func testSeveralDatesAreSelectedAndDeselectedByTaps() {
        let trip = Trip()
        trip.keepDay = 4
        let selection = UICalendarSelectionMultiDate(delegate: trip)
        calendarView.selectionBehavior = selection
        tap(marchDay: 4)
        tap(marchDay: 5)
        tap(marchDay: 5)
        tap(marchDay: 4)
        XCTAssertEqual(trip.log, ["+4", "+5", "-5"], "the 4th may not be deselected")
        XCTAssertEqual(selection.selectedDates.map(\.day), [4])
        selection.selectedDates = [DateComponents(year: 2025, month: 3, day: 9), DateComponents(year: 2025, month: 3, day: 9)]
        XCTAssertEqual(selection.selectedDates.map(\.day), [9], "once each")
        XCTAssertEqual(trip.log.count, 3, "setting tells no one")
    }

    func testATapSelectsTheWholeWeek() {
        let week = Week()
        let selection = UICalendarSelectionWeekOfYear(delegate: week)
        calendarView.selectionBehavior = selection
        tap(marchDay: 12)
        let expected = calendarView.calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date(2025, 3, 12))
        XCTAssertEqual(selection.selectedWeekOfYear?.weekOfYear, expected.weekOfYear)
        XCTAssertEqual(selection.selectedWeekOfYear?.yearForWeekOfYear, 2025)
        XCTAssertEqual(week.weeks.count, 1)
    }

    func testTheChevronsPageTheMonthsAndTellTheDelegate() throws {
        let booking = Booking()
        calendarView.delegate = booking
        let next = try XCTUnwrap(calendarView.firstSubview(ofType: UIButton.self, labelled: "Next Month"))
        next.sendActions(for: .touchUpInside)
        run(window, seconds: 1)
        XCTAssertEqual(calendarView.visibleDateComponents.month, 4)
        XCTAssertEqual(booking.monthChanges.map(\.month), [3], "the month it came from")
        calendarView.setVisibleDateComponents(DateComponents(year: 2026, month: 1), animated: false)
        XCTAssertEqual(calendarView.visibleDateComponents.year, 2026)
        XCTAssertEqual(booking.monthChanges.count, 1, "moves in code tell no one")
    }

    func testASwipeMovesToTheNextMonth() {
        let booking = Booking()
        calendarView.delegate = booking
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 280, y: 300))
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            input.move(finger, to: CGPoint(x: 280 - 24 * CGFloat(step), y: 300))
        }
        input.end(finger)
        run(window, seconds: 2)
        XCTAssertEqual(calendarView.visibleDateComponents.month, 4)
        XCTAssertEqual(booking.monthChanges.map(\.month), [3])
    }

    func testTheAvailableRangeBoundsMonthsAndSelection() throws {
        let booking = Booking()
        let selection = UICalendarSelectionSingleDate(delegate: booking)
        calendarView.selectionBehavior = selection
        calendarView.availableDateRange = DateInterval(start: date(2025, 3, 10), end: date(2025, 3, 31))
        let next = try XCTUnwrap(calendarView.firstSubview(ofType: UIButton.self, labelled: "Next Month"))
        let previous = try XCTUnwrap(calendarView.firstSubview(ofType: UIButton.self, labelled: "Previous Month"))
        XCTAssertFalse(next.isEnabled)
        XCTAssertFalse(previous.isEnabled)
        tap(marchDay: 5)
        XCTAssertNil(selection.selectedDate, "before the range")
        tap(marchDay: 10)
        XCTAssertEqual(selection.selectedDate?.day, 10)
        calendarView.visibleDateComponents = DateComponents(year: 2030, month: 1)
        XCTAssertEqual(calendarView.visibleDateComponents.year, 2025, "kept in the range")
        XCTAssertEqual(calendarView.visibleDateComponents.month, 3)
        calendarView.availableDateRange = DateInterval(start: date(2025, 3, 20), end: date(2025, 3, 31))
        XCTAssertNil(selection.selectedDate, "a selection outside a new range is dropped")
    }

    /// Draws the calendar as a screenshot does.
    private func drawCalendar() {
        _ = UIGraphicsImageRenderer(bounds: calendarView.bounds).image { _ in
            _ = calendarView.drawHierarchy(in: calendarView.bounds, afterScreenUpdates: true)
        }
    }

    func testDecorationsAreAskedOnceAndReloadedOnRequest() {
        let booking = Booking()
        calendarView.wantsDateDecorations = true
        calendarView.delegate = booking
        calendarView.frame.size.height = calendarView.intrinsicContentSize.height
        window.layoutIfNeeded()
        drawCalendar()
        let first = booking.asked.filter { $0 == 5 }.count
        XCTAssertEqual(first, 3, "the 5th of the month shown and of each neighbour")
        drawCalendar()
        XCTAssertEqual(booking.asked.filter { $0 == 5 }.count, first, "not asked again")
        calendarView.reloadDecorations(forDateComponents: [DateComponents(year: 2025, month: 3, day: 5)], animated: false)
        drawCalendar()
        XCTAssertEqual(booking.asked.filter { $0 == 5 }.count, first + 1)
    }

    func testACustomViewDecorationIsMadeOnce() {
        final class Badges: NSObject, UICalendarViewDelegate {
            var made = 0
            func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
                guard dateComponents.month == 3, dateComponents.day == 8 else { return nil }
                return .customView { [weak self] in
                    self?.made += 1
                    let badge = UILabel()
                    badge.text = "🎂"
                    return badge
                }
            }
        }
        let badges = Badges()
        calendarView.wantsDateDecorations = true
        calendarView.delegate = badges
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        XCTAssertEqual(badges.made, 1)
        let badge = calendarView.firstSubview { ($0 as? UILabel)?.text == "🎂" }
        XCTAssertNotNil(badge)
        XCTAssertEqual(badge?.isUserInteractionEnabled, false)
    }
}
