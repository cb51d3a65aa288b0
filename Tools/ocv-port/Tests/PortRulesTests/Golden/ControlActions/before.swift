import UIKit

final class ComposeViewController: UIViewController {
    let sendButton = UIButton(type: .system)
    let toggle = UISwitch()
    let slider = UISlider()
    let stepper = UIStepper()
    let model = ComposeModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.addTarget(self, action: #selector(sendTapped(_:)), for: .touchUpInside)
        toggle.addTarget(self, action: #selector(toggled), for: .valueChanged)
        slider.addTarget(self,
                         action: #selector(ComposeViewController.sliderMoved(_:)),
                         for: [.valueChanged, .touchDragInside])
        stepper.addTarget(model, action: #selector(ComposeModel.step), for: .valueChanged)
        sendButton.addTarget(nil, action: #selector(sendTapped(_:)), for: .touchDown)
        sendButton.addTarget(self, action: #selector(unknownHandler(_:)), for: .touchDown)
    }

    @objc func sendTapped(_ sender: UIButton) {}
    @objc func toggled(_ sender: Any) {}
    @objc func sliderMoved(_ sender: UISlider?) {}
}

final class ComposeModel {
    @objc func step() {}
}
