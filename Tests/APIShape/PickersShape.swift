// Issue 30's picker view, as iOS code writes one: a view controller as data source and
// delegate, titles, attributed titles, custom row views and widths, selection in code. It must
// compile in Swift 6 and Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class PickersShapeController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let picker = UIPickerView()
    private let sizes = ["Small", "Medium", "Large"]
    private(set) var chosen = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.translatesAutoresizingMaskIntoConstraints = false
        picker.showsSelectionIndicator = true
        view.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            picker.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            picker.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        picker.reloadAllComponents()
        picker.reloadComponent(1)
        picker.selectRow(1, inComponent: 0, animated: false)
        _ = (picker.selectedRow(inComponent: 0), picker.numberOfComponents, picker.numberOfRows(inComponent: 1),
             picker.rowSize(forComponent: 0), picker.view(forRow: 0, forComponent: 2))
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : 10
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : "\(row)"
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        component == 1 ? NSAttributedString(string: "\(row)", attributes: [.foregroundColor: UIColor.systemBlue]) : nil
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? UILabel) ?? UILabel()
        label.text = component == 0 ? sizes[row] : "\(row)"
        label.textAlignment = .center
        return label
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 150 : 80 }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 36 }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen = component == 0 ? sizes[row] : "\(row)"
    }
}

@MainActor
func pickersShape() {
    let controller = PickersShapeController()
    controller.loadViewIfNeeded()
    controller.view.layoutIfNeeded()
    _ = controller.chosen
    pickersShapeBooking()
}

@MainActor
final class PickersShapeBooking: UIViewController {
    let datePicker = UIDatePicker()
    let timer = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.locale = Locale(identifier: "en_GB")
        datePicker.calendar = Calendar(identifier: .gregorian)
        datePicker.timeZone = TimeZone(secondsFromGMT: 0)
        datePicker.minimumDate = Date()
        datePicker.maximumDate = Calendar.current.date(byAdding: .month, value: 3, to: Date())
        datePicker.setDate(Date(), animated: false)
        datePicker.minuteInterval = 15
        datePicker.roundsToMinuteInterval = true
        datePicker.addTarget(self, action: { [weak self] _ in self?.dateChanged() }, for: .valueChanged)
        view.addSubview(datePicker)
        timer.datePickerMode = .countDownTimer
        timer.countDownDuration = 25 * 60
        view.addSubview(timer)
        _ = (datePicker.datePickerStyle == .wheels, UIDatePickerStyle.inline, UIDatePicker.Mode.dateAndTime, UIDatePicker.Mode.time)
    }

    func dateChanged() {
        _ = (datePicker.date, timer.countDownDuration)
    }
}

@MainActor
func pickersShapeBooking() {
    let booking = PickersShapeBooking()
    booking.loadViewIfNeeded()
    booking.dateChanged()
}
