@_spi(Host) import UIKit
import XCTest

/// A booking form's date pickers, as apps write them: a date with bounds, a time, a countdown,
/// the wheels and the compact style, the value read in a `.valueChanged` action.
final class DatePickerPortingTests: ManualClockTestCase {
    private var window: UIWindow!
    private let utc = TimeZone(identifier: "UTC")!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
    }

    private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func makePicker(_ mode: UIDatePicker.Mode, locale: String = "en_US") -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 300, width: 390, height: 216))
        picker.preferredDatePickerStyle = .wheels
        picker.locale = Locale(identifier: locale)
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = utc
        picker.datePickerMode = mode
        window.rootViewController!.view.addSubview(picker)
        return picker
    }

    private func wheels(of picker: UIDatePicker) -> UIPickerView { picker.subviews.compactMap { $0 as? UIPickerView }[0] }

    private func titles(of picker: UIDatePicker) -> [String?] {
        let wheels = wheels(of: picker)
        picker.layoutIfNeeded()
        wheels.layoutIfNeeded()
        return (0..<wheels.numberOfComponents).map { component in
            (wheels.view(forRow: wheels.selectedRow(inComponent: component), forComponent: component) as? UILabel)?.text
        }
    }

    func testADateShowsMonthDayAndYearInTheLocalesOrder() {
        let picker = makePicker(.date)
        picker.date = day(2026, 11, 30)
        XCTAssertEqual(picker.datePickerStyle, .wheels)
        XCTAssertEqual(titles(of: picker), ["November", "30", "2026"])
        let german = makePicker(.date, locale: "de_DE")
        german.date = day(2026, 11, 30)
        XCTAssertEqual(titles(of: german), ["30", "November", "2026"])
    }

    func testTimesFollowTheLocalesClock() {
        let picker = makePicker(.time)
        picker.date = day(2026, 11, 30, 14, 5)
        XCTAssertEqual(titles(of: picker), ["2", "05", "PM"])
        let german = makePicker(.time, locale: "de_DE")
        german.date = day(2026, 11, 30, 14, 5)
        XCTAssertEqual(titles(of: german), ["14", "05"])
    }

    func testTheDateStaysWithinTheBounds() {
        let picker = makePicker(.date)
        picker.minimumDate = day(2026, 1, 1)
        picker.maximumDate = day(2026, 12, 31)
        picker.date = day(2030, 6, 1)
        XCTAssertEqual(picker.date, day(2026, 12, 31))
        picker.setDate(day(2020, 6, 1), animated: true)
        XCTAssertEqual(picker.date, day(2026, 1, 1))
    }

    func testTurningAWheelChangesTheDateAndSendsValueChanged() {
        let picker = makePicker(.date)
        picker.date = day(2026, 11, 28)
        picker.maximumDate = day(2026, 11, 30)
        var changes: [Date] = []
        picker.addAction(UIAction { _ in changes.append(picker.date) }, for: .valueChanged)
        window.layoutIfNeeded()
        let dayWheel = wheels(of: picker).subviews.compactMap { $0 as? UIScrollView }[1]
        dayWheel.scroll(by: CGPoint(x: 0, y: 40))
        XCTAssertEqual(picker.date, day(2026, 11, 29))
        dayWheel.scroll(by: CGPoint(x: 0, y: 40))
        dayWheel.scroll(by: CGPoint(x: 0, y: 40))
        XCTAssertEqual(picker.date, day(2026, 11, 30), "past the maximum, the date stays at it")
        for _ in 0..<30 { clock.advance(by: 1.0 / 60) }
        XCTAssertEqual(titles(of: picker), ["November", "30", "2026"], "the wheel turned back")
        XCTAssertEqual(changes, [day(2026, 11, 29), day(2026, 11, 30), day(2026, 11, 30)])
    }

    func testACountdown() {
        let picker = makePicker(.countDownTimer)
        XCTAssertEqual(picker.countDownDuration, 0)
        picker.countDownDuration = 5400
        XCTAssertEqual(titles(of: picker), ["1 hour", "30 min"])
        picker.minuteInterval = 7
        XCTAssertEqual(picker.minuteInterval, 1, "an interval that does not divide 60 counts as 1")
    }

    func testTheCompactStyleShowsTheDateOnAButton() {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = utc
        picker.datePickerMode = .date
        picker.date = day(2026, 11, 30)
        XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(picker.datePickerStyle, .compact)
        let button = picker.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden }
        XCTAssertEqual(button?.title(for: .normal), "Nov 30, 2026")
        XCTAssertEqual(picker.intrinsicContentSize.height, 34)
        window.rootViewController!.view.addSubview(picker)
        button?.sendActions(for: .touchUpInside)
        XCTAssertNotNil(window.rootViewController?.presentedViewController, "the wheels show in a sheet")
    }

    // MARK: Inline style

    private func makeInlinePicker(_ mode: UIDatePicker.Mode) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .inline
        picker.locale = Locale(identifier: "en_US")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        picker.calendar = calendar
        picker.timeZone = utc
        picker.datePickerMode = mode
        picker.date = day(2025, 3, 14, 9, 41)
        picker.frame = CGRect(origin: CGPoint(x: 0, y: 100), size: picker.intrinsicContentSize)
        window.rootViewController!.view.addSubview(picker)
        window.layoutIfNeeded()
        return picker
    }

    /// The middle of March 2025's day `day` in an inline picker at y = 100 (the 1st is a
    /// Saturday): 16-point margins, seven columns of 288 / 7 points, rows 43 points apart under
    /// the header, its gap and the weekdays (84 points).
    private func point(ofMarchDay day: Int) -> CGPoint {
        let index = day - 1 + 6
        return CGPoint(x: 16 + (CGFloat(index % 7) + 0.5) * 288 / 7, y: 100 + 84 + CGFloat(index / 7) * 43 + 22)
    }

    private func tap(_ point: CGPoint) {
        let input = TouchInput(window: window)
        input.end(input.begin(at: point))
        run(window, seconds: 0.5)
    }

    func testTheInlineStyleIsACalendarOfUIKitsSize() {
        let date = makeInlinePicker(.date)
        XCTAssertEqual(date.datePickerStyle, .inline)
        XCTAssertEqual(date.intrinsicContentSize, CGSize(width: 320, height: 345))
        XCTAssertEqual(makeInlinePicker(.dateAndTime).intrinsicContentSize, CGSize(width: 320, height: 393), "the time row")
        XCTAssertEqual(makeInlinePicker(.time).datePickerStyle, .compact)
        XCTAssertEqual(makeInlinePicker(.countDownTimer).datePickerStyle, .wheels)
        XCTAssertEqual(date.sizeThatFits(CGSize(width: 390, height: 1000)), CGSize(width: 390, height: 345))
    }

    func testTappingADayKeepsTheTimeAndSendsValueChanged() {
        let picker = makeInlinePicker(.dateAndTime)
        var changes: [Date] = []
        picker.addAction(UIAction { _ in changes.append(picker.date) }, for: .valueChanged)
        tap(point(ofMarchDay: 20))
        XCTAssertEqual(picker.date, day(2025, 3, 20, 9, 41))
        XCTAssertEqual(changes, [day(2025, 3, 20, 9, 41)])
        tap(point(ofMarchDay: 20))
        XCTAssertEqual(changes.count, 1, "the same day again changes nothing")
        picker.date = day(2025, 3, 2, 8, 0)
        XCTAssertEqual(changes.count, 1, "setting the date sends nothing")
    }

    func testDaysBeforeTheMinimumCannotBeTapped() {
        let picker = makeInlinePicker(.date)
        picker.minimumDate = day(2025, 3, 10)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        tap(point(ofMarchDay: 5))
        XCTAssertEqual(picker.date, day(2025, 3, 14, 9, 41))
        XCTAssertEqual(changes, 0)
    }

    func testTheNextMonthTakesTheSelectionToTheSameDay() throws {
        let picker = makeInlinePicker(.date)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let next = try XCTUnwrap(picker.firstSubview(ofType: UIButton.self, labelled: "Next Month"))
        next.sendActions(for: .touchUpInside)
        run(window, seconds: 1)
        XCTAssertEqual(picker.date, day(2025, 4, 14, 9, 41), "UIKit's date picker: the selection follows the month")
        XCTAssertEqual(changes, 1)
    }

    func testTheTimePillOpensTheTimeWheels() throws {
        let picker = makeInlinePicker(.dateAndTime)
        let pill = try XCTUnwrap(picker.firstSubview { ($0 as? UIButton)?.title(for: .normal)?.hasPrefix("9:41") == true } as? UIButton)
        pill.sendActions(for: .touchUpInside)
        run(window, seconds: 1)
        let presented = try XCTUnwrap(window.rootViewController?.presentedViewController)
        let wheels = try XCTUnwrap(presented.view.subviews.compactMap { $0 as? UIDatePicker }.first)
        XCTAssertEqual(wheels.datePickerMode, .time)
    }
}
