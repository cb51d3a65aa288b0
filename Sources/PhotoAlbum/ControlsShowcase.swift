// The controls showcase: every control in several states, in the light and the dark
// appearance side by side. It lives here so that the picture tests draw it; the gallery can
// make it one of its screens.
import UIKit

/// Buttons (classic and configured), switches, sliders, steppers, segmented controls and page
/// controls, each in a few states (normal, selected, disabled, highlighted), in two panels: the
/// light appearance on the left, the dark on the right. The controls are live: they track
/// touches sent through the window.
public final class ControlsShowcaseViewController: UIViewController {
    /// The width of one panel.
    public static let panelWidth: CGFloat = 320
    /// The showcase's size: two panels side by side.
    public static let preferredSize = CGSize(width: 2 * panelWidth, height: 700)

    /// The two panels: light, then dark.
    public private(set) var panels: [UIView] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        for style in [UIUserInterfaceStyle.light, .dark] {
            let panel = UIView(frame: .zero)
            panel.overrideUserInterfaceStyle = style
            panel.backgroundColor = .systemBackground
            panel.frame = CGRect(x: CGFloat(panels.count) * Self.panelWidth, y: 0,
                                 width: Self.panelWidth, height: Self.preferredSize.height)
            fill(panel)
            view.addSubview(panel)
            panels.append(panel)
        }
    }

    /// Places `controls` in a row at `y`, 12 points apart from x 16, each at its natural size
    /// (or `width` when given), centered on the row's middle line; returns the row's bottom.
    @discardableResult
    private func row(_ controls: [UIView], in panel: UIView, y: CGFloat, widths: [CGFloat?] = []) -> CGFloat {
        var x: CGFloat = 16
        let sizes = controls.enumerated().map { index, control -> CGSize in
            var size = control.intrinsicContentSize
            if index < widths.count, let width = widths[index] { size.width = width }
            return size
        }
        let height = sizes.map(\.height).max() ?? 0
        for (control, size) in zip(controls, sizes) {
            control.frame = CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
            panel.addSubview(control)
            x += size.width + 12
        }
        return y + height
    }

    private func configured(_ configuration: UIButton.Configuration, _ title: String, image: String? = nil) -> UIButton {
        var configuration = configuration
        configuration.title = title
        if let image {
            configuration.image = UIImage(systemName: image)
            configuration.imagePadding = 6
        }
        return UIButton(configuration: configuration)
    }

    private func fill(_ panel: UIView) {
        var y: CGFloat = 16
        // Classic buttons: system, highlighted, disabled, the system types.
        let system = UIButton(type: .system)
        system.setTitle("Button", for: .normal)
        let highlighted = UIButton(type: .system)
        highlighted.setTitle("Pressed", for: .normal)
        highlighted.isHighlighted = true
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        y = row([system, highlighted, disabled], in: panel, y: y) + 8
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.setTitleColor(.systemPurple, for: .normal)
        y = row([UIButton(type: .close), UIButton(type: .detailDisclosure), UIButton(type: .contactAdd), custom], in: panel, y: y) + 14
        // Configured buttons.
        y = row([configured(.filled(), "Filled"), configured(.tinted(), "Tinted"), configured(.gray(), "Gray")], in: panel, y: y) + 10
        let selected = configured(.gray(), "Selected")
        selected.isSelected = true
        let pressed = configured(.filled(), "Pressed")
        pressed.isHighlighted = true
        let off = configured(.filled(), "Off")
        off.isEnabled = false
        y = row([configured(.plain(), "Plain", image: "heart"), selected], in: panel, y: y) + 10
        var loading = UIButton.Configuration.gray()
        loading.showsActivityIndicator = true
        loading.imagePadding = 6
        y = row([pressed, off, configured(loading, "Loading")], in: panel, y: y) + 10
        var capsule = UIButton.Configuration.filled()
        capsule.cornerStyle = .capsule
        capsule.subtitle = "with a subtitle"
        capsule.baseBackgroundColor = .systemGreen
        var small = UIButton.Configuration.tinted()
        small.buttonSize = .small
        small.baseForegroundColor = .systemRed
        small.baseBackgroundColor = .systemRed
        y = row([configured(capsule, "Capsule", image: "star.fill"), configured(small, "Small", image: "trash")], in: panel, y: y) + 16
        // Switches.
        let on = UISwitch()
        on.isOn = true
        let offSwitch = UISwitch()
        let disabledOn = UISwitch()
        disabledOn.isOn = true
        disabledOn.isEnabled = false
        let tinted = UISwitch()
        tinted.onTintColor = .systemOrange
        tinted.isOn = true
        y = row([on, offSwitch, disabledOn, tinted], in: panel, y: y) + 16
        // Sliders.
        let slider = UISlider()
        slider.value = 0.3
        let imaged = UISlider()
        imaged.minimumValueImage = UIImage(systemName: "speaker.fill")
        imaged.maximumValueImage = UIImage(systemName: "speaker.wave.3.fill")
        imaged.value = 0.7
        y = row([slider], in: panel, y: y, widths: [288]) + 8
        y = row([imaged], in: panel, y: y, widths: [288]) + 8
        let colored = UISlider()
        colored.value = 0.5
        colored.minimumTrackTintColor = .systemPink
        let disabledSlider = UISlider()
        disabledSlider.value = 0.8
        disabledSlider.isEnabled = false
        y = row([colored, disabledSlider], in: panel, y: y, widths: [138, 138]) + 16
        // Steppers.
        let stepper = UIStepper()
        stepper.value = 3
        let atMinimum = UIStepper()
        y = row([stepper, atMinimum], in: panel, y: y) + 16
        // Segmented controls.
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        segmented.selectedSegmentIndex = 1
        y = row([segmented], in: panel, y: y, widths: [288]) + 10
        let partly = UISegmentedControl(items: ["List", "Grid", "Off"])
        partly.selectedSegmentIndex = 0
        partly.setEnabled(false, forSegmentAt: 2)
        partly.selectedSegmentTintColor = .systemBlue
        partly.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        y = row([partly], in: panel, y: y) + 16
        // Page controls.
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        let prominent = UIPageControl()
        prominent.numberOfPages = 4
        prominent.currentPage = 3
        prominent.backgroundStyle = .prominent
        row([pages, prominent], in: panel, y: y)
    }
}
