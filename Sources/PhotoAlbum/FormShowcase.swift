// The form showcase: a screen built with Auto Layout as an iOS app builds one, which follows
// its window's size. It lives here so that the picture tests draw it; the gallery shows it as
// one of its screens.
import UIKit

/// A photo editing form built entirely with constraints: a stack-view toolbar along the top
/// (Reset, a size choice, Rotate), a card of labelled rows (a slider, a stepper, a switch) in
/// nested stack views, and the photo filling the rest of the screen, which pinches and rotates
/// with two fingers (on a mouse: the wheel with Control or Alt held) as Apple's sample code
/// does it. Every view is placed by constraints to the layout margins, so the form resizes
/// with the window.
public final class FormShowcaseViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The photo shown (a name for `UIImage(named:)`).
    public var photoName = "7"

    public private(set) var toolbar: UIStackView!
    public private(set) var card: UIView!
    public private(set) var brightnessSlider: UISlider!
    public private(set) var copiesStepper: UIStepper!
    public private(set) var captionSwitch: UISwitch!
    public private(set) var sizeControl: UISegmentedControl!
    public private(set) var photoView: UIImageView!
    private var copiesLabel: UILabel!
    private var captionLabel: UILabel!
    private var photoWidth: NSLayoutConstraint!

    /// The photo's scale and rotation (radians) from the pinch and rotation gestures and the
    /// Rotate button.
    public private(set) var photoScale: CGFloat = 1
    public private(set) var photoRotation: CGFloat = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        makeToolbar()
        makeCard()
        makePhoto()
        NSLayoutConstraint.activate([
            toolbar.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 8),
            toolbar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: toolbar.bottomAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            photoView.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 16),
            photoView.bottomAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.bottomAnchor),
            photoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            photoView.widthAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.widthAnchor),
        ])
        reset()
    }

    // MARK: The toolbar

    private func makeToolbar() {
        let resetButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Reset") { [weak self] _ in self?.reset() })
        sizeControl = UISegmentedControl(items: ["S", "M", "L"])
        sizeControl.addAction(UIAction { [weak self] _ in self?.updatePhotoWidth() }, for: .valueChanged)
        let rotateButton = UIButton(configuration: .gray(), primaryAction: UIAction(title: "Rotate") { [weak self] _ in
            self?.rotatePhoto(by: .pi / 2)
        })
        toolbar = UIStackView(arrangedSubviews: [resetButton, sizeControl, rotateButton])
        toolbar.axis = .horizontal
        toolbar.alignment = .center
        toolbar.distribution = .equalSpacing
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)
    }

    // MARK: The card of settings

    private func makeCard() {
        brightnessSlider = UISlider()
        copiesStepper = UIStepper()
        copiesStepper.minimumValue = 1
        copiesStepper.maximumValue = 9
        copiesStepper.addAction(UIAction { [weak self] _ in self?.updateCopies() }, for: .valueChanged)
        copiesLabel = UILabel()
        copiesLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        captionSwitch = UISwitch()
        captionSwitch.addAction(UIAction { [weak self] _ in self?.updateCaption() }, for: .valueChanged)
        // The stepper keeps its size; the count after it takes the rest of the row.
        copiesLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let copies = UIStackView(arrangedSubviews: [copiesStepper, copiesLabel])
        copies.spacing = 12
        copies.alignment = .center
        let rows = UIStackView(arrangedSubviews: [
            row("Brightness", brightnessSlider), row("Copies", copies), row("Caption", captionSwitch),
        ])
        rows.axis = .vertical
        rows.spacing = 12
        rows.translatesAutoresizingMaskIntoConstraints = false
        card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(rows)
        view.addSubview(card)
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            rows.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            rows.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            rows.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
    }

    /// A row: a title on the leading side, `control` after it taking the rest of the width.
    private func row(_ title: String, _ control: UIView) -> UIStackView {
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .body)
        let row = UIStackView(arrangedSubviews: [label, control])
        row.spacing = 16
        row.alignment = .center
        label.widthAnchor.constraint(equalToConstant: 100).isActive = true
        return row
    }

    // MARK: The photo

    private func makePhoto() {
        photoView = UIImageView()
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 12
        photoView.isUserInteractionEnabled = true
        photoView.translatesAutoresizingMaskIntoConstraints = false
        captionLabel = UILabel()
        captionLabel.textColor = .white
        captionLabel.font = .preferredFont(forTextStyle: .headline)
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        photoView.addSubview(captionLabel)
        view.addSubview(photoView)
        // The photo is 4:3, as wide as the size choice asks when the screen has room for it
        // (below the compression resistance of the form's controls: the photo gives first).
        photoWidth = photoView.widthAnchor.constraint(equalToConstant: 0)
        photoWidth.priority = .defaultHigh - 1
        NSLayoutConstraint.activate([
            photoWidth,
            photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: 0.75),
            captionLabel.leadingAnchor.constraint(equalTo: photoView.leadingAnchor, constant: 12),
            captionLabel.bottomAnchor.constraint(equalTo: photoView.bottomAnchor, constant: -10),
        ])
        let pinch = UIPinchGestureRecognizer(target: self) { [weak self] recognizer in
            guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            self.scalePhoto(by: pinch.scale)
            pinch.scale = 1
        }
        let rotation = UIRotationGestureRecognizer(target: self) { [weak self] recognizer in
            guard let self, let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            self.rotatePhoto(by: rotation.rotation)
            rotation.rotation = 0
        }
        for recognizer in [pinch, rotation] as [UIGestureRecognizer] {
            recognizer.delegate = self
            photoView.addGestureRecognizer(recognizer)
        }
    }

    /// Pinching and rotating together, as the sample code lets them.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Changes

    /// Back to the start: the medium size, full brightness, one copy, the caption on, no
    /// scale or rotation.
    public func reset() {
        photoView.image = UIImage(named: photoName)
        sizeControl.selectedSegmentIndex = 1
        brightnessSlider.value = 1
        copiesStepper.value = 1
        captionSwitch.isOn = true
        photoScale = 1
        photoRotation = 0
        photoView.transform = .identity
        updatePhotoWidth()
        updateCopies()
        updateCaption()
    }

    private func scalePhoto(by factor: CGFloat) {
        photoScale = min(max(photoScale * factor, 0.5), 3)
        photoView.transform = CGAffineTransform(rotationAngle: photoRotation).scaledBy(x: photoScale, y: photoScale)
    }

    private func rotatePhoto(by angle: CGFloat) {
        photoRotation += angle
        photoView.transform = CGAffineTransform(rotationAngle: photoRotation).scaledBy(x: photoScale, y: photoScale)
    }

    /// The photo's width for the size choice: 200, 300 or 400 points (narrowed to the margins).
    private func updatePhotoWidth() {
        photoWidth.constant = [200, 300, 400][max(0, sizeControl.selectedSegmentIndex)]
    }

    private func updateCopies() {
        copiesLabel.text = "\(Int(copiesStepper.value))×"
    }

    private func updateCaption() {
        captionLabel.text = "Photo \(photoName)"
        captionLabel.isHidden = !captionSwitch.isOn
    }
}
