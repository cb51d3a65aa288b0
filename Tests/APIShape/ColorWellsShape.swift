// Issue 30's color well and color picker, as a drawing app writes them: a well with a primary
// action, a picker presented by hand with a delegate (the iOS 15 method and the iOS 14 one), and
// subclasses. It must compile in Swift 6 and Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class ColorWellsShapeController: UIViewController, UIColorPickerViewControllerDelegate {
    private var penColor: UIColor = .black
    private lazy var well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 36, height: 36), primaryAction: UIAction { [weak self] action in
        if let color = (action.sender as? UIColorWell)?.selectedColor { self?.penColor = color }
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        well.title = "Pen"
        well.supportsAlpha = false
        well.selectedColor = penColor
        view.addSubview(well)
    }

    func pickColor() {
        let picker = UIColorPickerViewController()
        picker.title = "Background"
        picker.selectedColor = view.backgroundColor ?? .white
        picker.supportsAlpha = true
        picker.delegate = self
        present(picker, animated: true)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        if !continuously { view.backgroundColor = color }
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

@MainActor
final class ColorWellsShapeWell: UIColorWell {
    override var selectedColor: UIColor? { didSet {} }
    override var supportsAlpha: Bool { get { super.supportsAlpha } set { super.supportsAlpha = newValue } }
    override var title: String? { get { super.title } set { super.title = newValue } }
}

@MainActor
final class ColorWellsShapePicker: UIColorPickerViewController {
    override var selectedColor: UIColor { get { super.selectedColor } set { super.selectedColor = newValue } }
}

@MainActor
func colorWellsShape() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ColorWellsShapeController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.pickColor()
    _ = (ColorWellsShapeWell(), ColorWellsShapePicker())
}
