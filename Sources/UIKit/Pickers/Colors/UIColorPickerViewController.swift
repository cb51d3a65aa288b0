import Foundation

/// A controller that lets a person pick a color, as UIKit's `UIColorPickerViewController`
/// (iOS 14): a grid of colors (a row of grays, then each hue from dark to light), an opacity
/// slider while `supportsAlpha`, the title, and a close button. A tap on a color selects it (with
/// the opacity kept) and tells the delegate; dragging the slider tells it continuously; the close
/// button dismisses the picker, then the delegate hears it finished. iOS's spectrum and sliders
/// tabs and the eyedropper are not built: the grid is iOS's first tab.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The delegate told of the colors picked and of the end.
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// The color selected. Default white.
    open var selectedColor: UIColor = .white { didSet { if isViewLoaded { showSelection() } } }
    /// Whether the picker offers opacity. Default true.
    open var supportsAlpha = true { didSet { if isViewLoaded { view.setNeedsLayout() } } }
    /// Whether the picker offers an eyedropper (iOS 26). Default true. Kept: no eyedropper here.
    open var supportsEyedropper = true
    /// The largest exposure of an HDR color offered (iOS 26); 0 (the default): SDR. Kept.
    open var maximumLinearExposure: CGFloat = 0

    /// The grid's size: 12 columns of 10 rows.
    static let columns = 12, rows = 10

    /// The color of the grid at `column` and `row`: grays on the first row (white to black),
    /// then each of 12 hues from dark to light.
    static func gridColor(column: Int, row: Int) -> UIColor {
        if row == 0 { return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1) }
        let step = CGFloat(row - 1) / CGFloat(rows - 2)
        let hue = CGFloat(column) / CGFloat(columns)
        return UIColor(hue: hue, saturation: step < 0.5 ? 1 : 1 - (step - 0.5) * 1.5, brightness: step < 0.5 ? 0.35 + step * 1.3 : 1, alpha: 1)
    }

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .close)
    private var swatches: [UIControl] = []
    private let opacitySlider = UISlider()

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        view.addSubview(closeButton)
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let swatch = UIControl()
                swatch.backgroundColor = Self.gridColor(column: column, row: row)
                swatch.addAction(UIAction { [weak self, weak swatch] _ in
                    guard let color = swatch?.backgroundColor else { return }
                    self?.pick(color.withAlphaComponent(self?.selectedColor.alpha ?? 1), continuously: false)
                }, for: .touchUpInside)
                swatches.append(swatch)
                view.addSubview(swatch)
            }
        }
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged() }, for: .valueChanged)
        opacitySlider.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.pick(self.selectedColor, continuously: false)
        }, for: [.touchUpInside, .touchUpOutside])
        view.addSubview(opacitySlider)
        showSelection()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin: CGFloat = 16, top = view.safeAreaInsets.top
        titleLabel.text = title ?? "Colors"
        titleLabel.frame = CGRect(x: 60, y: top + 12, width: max(0, view.bounds.width - 120), height: 22)
        closeButton.frame = CGRect(x: view.bounds.width - margin - 30, y: top + 8, width: 30, height: 30)
        let side = floor((view.bounds.width - 2 * margin) / CGFloat(Self.columns))
        let gridTop = top + 56
        for (index, swatch) in swatches.enumerated() {
            swatch.frame = CGRect(x: margin + CGFloat(index % Self.columns) * side, y: gridTop + CGFloat(index / Self.columns) * side,
                                  width: side, height: side)
        }
        opacitySlider.isHidden = !supportsAlpha
        opacitySlider.frame = CGRect(x: margin, y: gridTop + CGFloat(Self.rows) * side + 24, width: view.bounds.width - 2 * margin, height: 31)
    }

    /// The selection shown: the slider at the color's opacity, the chosen swatch outlined.
    private func showSelection() {
        opacitySlider.value = Float(selectedColor.alpha)
        let opaque = selectedColor.withAlphaComponent(1)
        for swatch in swatches {
            let chosen = swatch.backgroundColor == opaque
            swatch.layer.borderWidth = chosen ? 3 : 0
            swatch.layer.borderColor = UIColor.label.cgColor
        }
    }

    private func opacityChanged() {
        pick(selectedColor.withAlphaComponent(CGFloat(opacitySlider.value)), continuously: opacitySlider.isTracking)
    }

    /// `color` becomes the selection, and the delegate hears of it.
    private func pick(_ color: UIColor, continuously: Bool) {
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// The close button: dismissed, then the delegate told.
    private func close() {
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.colorPickerViewControllerDidFinish(self)
        }
    }
}

/// The delegate of a color picker, as UIKit's (every member has a default).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// Called for each color picked; `continuously` while the opacity slider is being dragged
    /// (a call with false follows when it is let go).
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// Called for each color picked (iOS 14; replaced by the method above in iOS 15).
    @available(iOS, introduced: 14.0, deprecated: 15.0, message: "Use colorPickerViewController(_:didSelect:continuously:)")
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// Called after the picker was closed with its close button.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
