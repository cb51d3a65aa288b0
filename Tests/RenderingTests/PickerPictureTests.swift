import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

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
