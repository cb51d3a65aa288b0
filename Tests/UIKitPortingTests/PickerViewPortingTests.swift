@_spi(Host) import UIKit
import XCTest

/// A timer screen's duration picker, as apps write it: hours and minutes wheels from a data
/// source, titles from the delegate, the selection read back and set in code, turned by a drag,
/// a flick, the scroll wheel and the arrow keys.
final class PickerViewPortingTests: ManualClockTestCase {
    final class Duration: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var selections: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 24 : 60 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "\(row) h" : "\(row) min"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(row)")
        }
    }

    private var window: UIWindow!
    private var picker: UIPickerView!
    private var duration: Duration!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        duration = Duration()
        picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 390, height: 216))
        picker.dataSource = duration
        picker.delegate = duration
        window.addSubview(picker)
        window.layoutIfNeeded()
    }

    private func label(_ row: Int, _ component: Int) -> String? { (picker.view(forRow: row, forComponent: component) as? UILabel)?.text }

    func testComponentsRowsAndGeometry() {
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 24)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 60)
        XCTAssertEqual(picker.numberOfRows(inComponent: 5), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 7), -1)
        // 390 wide: 8-point insets and a 4-point gap leave two wheels of 185.
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 185, height: 32))
        XCTAssertEqual(picker.rowSize(forComponent: 1), CGSize(width: 185, height: 32))
        XCTAssertEqual(label(0, 0), "0 h")
        XCTAssertEqual(label(0, 1), "0 min")
        XCTAssertEqual(picker.view(forRow: 0, forComponent: 1)?.convert(CGPoint(x: 0, y: 16), to: picker).y, 108,
                       "the selected row sits in the middle")
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
        XCTAssertNil(picker.view(forRow: 30, forComponent: 1), "rows far from the middle are not shown")
    }

    func testSelectingInCodeTurnsTheWheelWithoutTellingTheDelegate() {
        picker.selectRow(45, inComponent: 1, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 45)
        XCTAssertEqual(label(45, 1), "45 min")
        picker.selectRow(3, inComponent: 0, animated: true)
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
        XCTAssertTrue(duration.selections.isEmpty)
        picker.reloadAllComponents()
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 45, "a reload keeps the selection")
    }

    func testADragComesToRestOnARowAndTellsTheDelegate() {
        let input = TouchInput(window: window)
        let start = CGPoint(x: 290, y: 408)
        let finger = input.begin(at: start)
        for step in 1...20 {
            clock.advance(by: 0.05)
            input.move(finger, to: CGPoint(x: 290, y: start.y - CGFloat(step) * 5))
        }
        clock.advance(by: 0.2)
        input.end(finger)
        for _ in 0..<180 { clock.advance(by: 1.0 / 60) }
        // 100 points up, slowly: about three rows.
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 3)
        XCTAssertEqual(duration.selections, ["1:3"])
    }

    func testTheScrollWheelAndTheArrowKeysTurnARowAtATime() {
        let wheel = picker.subviews.compactMap { $0 as? UIScrollView }[1]
        wheel.scroll(by: CGPoint(x: 0, y: 40))
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 1)
        wheel.scroll(by: CGPoint(x: 0, y: 40))
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 2)
        XCTAssertEqual(duration.selections, ["1:1", "1:2"])
        XCTAssertTrue(picker.becomeFirstResponder())
        let keys = KeyInput(window: window)
        keys.press(UIKey(keyCode: .keyboardDownArrow, characters: UIKeyCommand.inputDownArrow))
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 3, "the keys turn the wheel last turned")
        keys.press(UIKey(keyCode: .keyboardUpArrow, characters: UIKeyCommand.inputUpArrow))
        keys.press(UIKey(keyCode: .keyboardUpArrow, characters: UIKeyCommand.inputUpArrow))
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 1)
        XCTAssertEqual(duration.selections, ["1:1", "1:2", "1:3", "1:2", "1:1"])
    }
}
