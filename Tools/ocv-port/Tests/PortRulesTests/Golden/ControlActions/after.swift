import UIKit

final class ComposeViewController: UIViewController {
    let sendButton = UIButton(type: .system)
    let toggle = UISwitch()
    let slider = UISlider()
    let stepper = UIStepper()
    let model = ComposeModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.addAction(UIAction { [weak self] action in self?.sendTapped(action.sender as! UIButton) }, for: .touchUpInside)
        toggle.addAction(UIAction { [weak self] action in self?.toggled(action.sender as Any) }, for: .valueChanged)
        slider.addAction(
                         UIAction { [weak self] action in self?.sliderMoved(action.sender as? UISlider) },
                         for: [.valueChanged, .touchDragInside])
        stepper.addAction(UIAction { [weak model] _ in model?.step() }, for: .valueChanged)
        sendButton.addTarget(nil, action: #selector(sendTapped(_:)), for: .touchDown)
        sendButton.addTarget(self, action: #selector(unknownHandler(_:)), for: .touchDown)
    }

    func sendTapped(_ sender: UIButton) {}
    func toggled(_ sender: Any) {}
    func sliderMoved(_ sender: UISlider?) {}
}

final class ComposeModel {
    func step() {}
}
