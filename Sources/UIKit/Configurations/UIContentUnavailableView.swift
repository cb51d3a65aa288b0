import Foundation

/// The view of a content-unavailable configuration, as UIKit's `UIContentUnavailableView`
/// (iOS 17): its background filling the view, and the spinner (loading), image, text, secondary
/// text and buttons stacked in the layout margins — centered as a block, each line centered
/// (leading for the `.natural` alignment) — with the configuration's paddings between them.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private var shown: UIContentUnavailableConfiguration
    private let background = BackgroundConfigurationView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let button = UIButton(type: .system)
    private let secondaryButton = UIButton(type: .system)
    /// The primary actions the buttons run, to replace when the configuration changes.
    private var buttonActions: [ObjectIdentifier: UIAction] = [:]

    /// A view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        for view in [background, spinner, imageView, textLabel, secondaryTextLabel, button, secondaryButton] { addSubview(view) }
        apply(configuration)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIContentUnavailableView(coder:) is not supported: make it with init(configuration:)")
    }

    /// The configuration shown (a `UIContentUnavailableConfiguration`; others are ignored).
    open var configuration: any UIContentConfiguration {
        get { shown }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else { return }
            apply(configuration)
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private func apply(_ configuration: UIContentUnavailableConfiguration) {
        shown = configuration
        directionalLayoutMargins = configuration.directionalLayoutMargins
        preservesSuperviewLayoutMargins = !configuration.axesPreservingSuperviewLayoutMargins.isEmpty
        configuration.showsActivityIndicator ? spinner.startAnimating() : spinner.stopAnimating()
        spinner.isHidden = !configuration.showsActivityIndicator
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor ?? .secondaryLabel
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
            ?? UIImage.SymbolConfiguration(pointSize: 48, weight: .regular)
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        show(configuration.text, configuration.attributedText, configuration.textProperties, in: textLabel, alignment: configuration.alignment)
        show(configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties,
             in: secondaryTextLabel, alignment: configuration.alignment)
        show(configuration.button, configuration.buttonProperties, in: button)
        show(configuration.secondaryButton, configuration.secondaryButtonProperties, in: secondaryButton)
        setNeedsLayout()
    }

    private func show(_ text: String?, _ attributed: NSAttributedString?, _ properties: UIContentUnavailableConfiguration.TextProperties,
                      in label: UILabel, alignment: UIContentUnavailableConfiguration.Alignment) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (attributed?.length ?? (text as NSString?)?.length ?? 0) == 0
    }

    private func show(_ configuration: UIButton.Configuration, _ properties: UIContentUnavailableConfiguration.ButtonProperties,
                      in button: UIButton) {
        button.configuration = configuration
        button.isEnabled = properties.isEnabled
        button.role = properties.role
        button.menu = properties.menu
        button.showsMenuAsPrimaryAction = properties.primaryAction == nil && properties.menu != nil
        if let old = buttonActions.removeValue(forKey: ObjectIdentifier(button)) { button.removeAction(old, for: .primaryActionTriggered) }
        if let action = properties.primaryAction {
            button.addAction(action, for: .primaryActionTriggered)
            buttonActions[ObjectIdentifier(button)] = action
        }
        button.isHidden = configuration.title == nil && configuration.attributedTitle == nil && configuration.image == nil
            && properties.primaryAction == nil && properties.menu == nil
    }

    /// The parts shown, top to bottom, each with the padding above it.
    private var stacked: [(view: UIView, padding: CGFloat)] {
        let parts: [(UIView, CGFloat)] = [(spinner, 0), (imageView, 0), (textLabel, shown.imageToTextPadding),
                                          (secondaryTextLabel, shown.textToSecondaryTextPadding), (button, shown.textToButtonPadding),
                                          (secondaryButton, shown.buttonToSecondaryButtonPadding)]
        var visible: [(view: UIView, padding: CGFloat)] = []
        for (view, padding) in parts where !view.isHidden { visible.append((view, visible.isEmpty ? 0 : padding)) }
        return visible
    }

    /// The size a part takes in `width`: a label wraps, the image keeps within its maximum size.
    private func size(of view: UIView, in width: CGFloat) -> CGSize {
        var size = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        if view === imageView, shown.imageProperties.maximumSize != .zero {
            let maximum = shown.imageProperties.maximumSize
            let scale = min(1, maximum.width > 0 ? maximum.width / max(size.width, 1) : 1, maximum.height > 0 ? maximum.height / max(size.height, 1) : 1)
            size = CGSize(width: size.width * scale, height: size.height * scale)
        }
        return CGSize(width: min(ceil(size.width), width), height: ceil(size.height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        background.show(shown.background, margins: directionalLayoutMargins)
        let area = bounds.inset(by: layoutMargins)
        let parts = stacked.map { ($0.view, $0.padding, size(of: $0.view, in: area.width)) }
        let height = parts.reduce(0) { $0 + $1.1 + $1.2.height }
        var y = (area.minY + (area.height - height) / 2).rounded()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (view, padding, size) in parts {
            y += padding
            let x: CGFloat
            if shown.alignment == .center {
                x = (area.midX - size.width / 2).rounded()
            } else {
                x = rightToLeft ? area.maxX - size.width : area.minX
            }
            view.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            y += size.height
        }
    }
}
