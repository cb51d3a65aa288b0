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
