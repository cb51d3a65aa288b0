import Foundation
import Testing
@testable import UIKit

/// A picker asked for a row or a component out of range raises UIKit's exceptions.
@MainActor
struct PickerBadInputTests {
    private static func text(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func selectingARowOutOfRangeRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            final class Rows: NSObject, UIPickerViewDataSource {
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
            }
            let rows = Rows()
            let picker = UIPickerView()
            picker.dataSource = rows
            picker.selectRow(10, inComponent: 0, animated: false)
        } }
        #expect(Self.text(result).contains("'NSRangeException', reason: '-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: row (10) beyond bounds (5) for section (0).'"))
    }

    @Test func selectingInAComponentOutOfRangeRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            UIPickerView().selectRow(0, inComponent: 2, animated: false)
        } }
        #expect(Self.text(result).contains("'NSRangeException', reason: '-[__NSArrayM objectAtIndexedSubscript:]: index 2 beyond bounds for empty array'"))
    }
}
