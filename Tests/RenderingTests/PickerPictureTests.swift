import Foundation
import Rendering
import Testing
@_spi(Host) @testable import UIKit

/// A picker view as iOS draws it: two wheels of rows curving away from the middle, the
/// selected rows on a rounded gray band.
@Suite(.serialized) @MainActor struct PickerPictureTests {
    final class Duration: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 24 : 60 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "\(row) hours" : "\(row) min"
        }
    }

    init() {
        Rendering.install()
    }

    @Test func aDurationPicker() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        root.backgroundColor = .systemBackground
        root.traitOverrides.userInterfaceStyle = .light
        let duration = Duration()
        let picker = UIPickerView(frame: root.bounds)
        picker.dataSource = duration
        picker.delegate = duration
        root.addSubview(picker)
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(30, inComponent: 1, animated: false)
        root.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "picker-duration")
        withExtendedLifetime(duration) {}
    }
}

/// Date pickers as iOS draws them: the wheels of a date and of a time, and the compact button.
@Suite(.serialized) @MainActor struct DatePickerPictureTests {
    init() {
        Rendering.install()
    }

    @Test func datePickers() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 500))
        root.backgroundColor = .systemBackground
        root.traitOverrides.userInterfaceStyle = .light
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 9, minute: 41))!
        let styles: [(UIDatePicker.Mode, UIDatePickerStyle, CGRect)] = [
            (.date, .wheels, CGRect(x: 0, y: 0, width: 320, height: 216)),
            (.time, .wheels, CGRect(x: 0, y: 216, width: 320, height: 216)),
            (.dateAndTime, .compact, CGRect(x: 16, y: 448, width: 288, height: 40)),
        ]
        for (mode, style, frame) in styles {
            let picker = UIDatePicker(frame: frame)
            picker.preferredDatePickerStyle = style
            picker.locale = Locale(identifier: "en_US")
            picker.calendar = calendar
            picker.timeZone = calendar.timeZone
            picker.datePickerMode = mode
            picker.date = date
            root.addSubview(picker)
        }
        root.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "date-pickers")
    }
}

/// Calendars as iOS 16 draws them: the inline date picker (a date; a date and a time) and a
/// calendar view with several dates selected and decorated days.
@Suite(.serialized) @MainActor struct CalendarPictureTests {
    final class Decorations: NSObject, UICalendarViewDelegate, UICalendarSelectionMultiDateDelegate {
        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
            switch dateComponents.day {
            case 3: .default()
            case 12: .default(color: .systemRed, size: .large)
            case 20: .image(UIImage(systemName: "star.fill"), color: .systemOrange, size: .small)
            default: nil
            }
        }
        func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {}
        func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {}
    }

    init() {
        Rendering.install()
    }

    private var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }

    @Test func inlineDatePickers() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 393))
        root.backgroundColor = .systemBackground
        root.traitOverrides.userInterfaceStyle = .light
        let calendar = utcCalendar
        for (index, mode) in [UIDatePicker.Mode.date, .dateAndTime].enumerated() {
            let picker = UIDatePicker()
            picker.preferredDatePickerStyle = .inline
            picker.locale = Locale(identifier: "en_US")
            picker.calendar = calendar
            picker.timeZone = calendar.timeZone
            picker.datePickerMode = mode
            picker.minimumDate = calendar.date(from: DateComponents(year: 2025, month: 3, day: 4))
            picker.date = calendar.date(from: DateComponents(year: 2025, month: 3, day: 14, hour: 9, minute: 41))!
            picker.frame = CGRect(origin: CGPoint(x: CGFloat(index) * 320, y: 0), size: picker.intrinsicContentSize)
            root.addSubview(picker)
        }
        root.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "inline-date-pickers")
    }

    @Test func aCalendarViewWithDecorationsAndSelectedDates() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 420))
        root.backgroundColor = .systemBackground
        root.traitOverrides.userInterfaceStyle = .light
        let decorations = Decorations()
        let calendarView = UICalendarView()
        calendarView.calendar = utcCalendar
        calendarView.locale = Locale(identifier: "en_US")
        calendarView.todayOverride = utcCalendar.date(from: DateComponents(year: 2025, month: 7, day: 9))
        calendarView.delegate = decorations
        let selection = UICalendarSelectionMultiDate(delegate: decorations)
        calendarView.selectionBehavior = selection
        selection.selectedDates = [9, 10, 24].map { DateComponents(year: 2025, month: 7, day: $0) }
        calendarView.visibleDateComponents = DateComponents(year: 2025, month: 7)
        calendarView.frame = CGRect(x: 0, y: 0, width: 360, height: calendarView.intrinsicContentSize.height)
        root.addSubview(calendarView)
        root.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "calendar-view")
        withExtendedLifetime(decorations) {}
    }
}
