import Foundation

/// The header of a calendar view, as UIKit draws it: on the leading side the month and year
/// ("November 2026", 17-point semibold) with a chevron in the tint that turns down while the
/// month and year wheels show (a tap on either toggles them; the title takes the tint then); on
/// the trailing side the previous and next month chevrons, each enabled while that month is in
/// the available range and hidden while the wheels show.
@preconcurrency @MainActor
final class CalendarHeaderView: UIView {
    let titleControl = UIControl()
    let titleLabel = UILabel()
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.forward",
                                                     withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .bold)))
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)

    /// The chevrons' width, each.
    static let stepButtonWidth: CGFloat = 36

    /// What a tap on the title does, and what a chevron does (with -1 or 1).
    var toggleWheels: () -> Void = {}
    var step: (Int) -> Void = { _ in }

    init() {
        super.init(frame: .zero)
        titleLabel.adjustsFontForContentSizeCategory = false
        titleControl.addSubview(titleLabel)
        titleControl.addSubview(chevron)
        titleControl.addAction(UIAction { [weak self] _ in self?.toggleWheels() }, for: .touchUpInside)
        addSubview(titleControl)
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)
        previousButton.setImage(UIImage(systemName: "chevron.backward", withConfiguration: configuration), for: .normal)
        nextButton.setImage(UIImage(systemName: "chevron.forward", withConfiguration: configuration), for: .normal)
        previousButton.accessibilityLabel = "Previous Month"
        nextButton.accessibilityLabel = "Next Month"
        previousButton.addAction(UIAction { [weak self] _ in self?.step(-1) }, for: .touchUpInside)
        nextButton.addAction(UIAction { [weak self] _ in self?.step(1) }, for: .touchUpInside)
        addSubview(previousButton)
        addSubview(nextButton)
    }

    required init?(coder: NSCoder) {
        fatalError("CalendarHeaderView is made by UICalendarView")
    }

    /// Shows `title` in `font`, the wheels' state and which months the chevrons can reach.
    func show(title: String, font: UIFont, wheelsShown: Bool, canGoBack: Bool, canGoForward: Bool) {
        titleLabel.text = title
        titleLabel.font = font
        titleLabel.textColor = wheelsShown ? tintColor : .label
        chevron.transform = wheelsShown ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        previousButton.isEnabled = canGoBack
        nextButton.isEnabled = canGoForward
        previousButton.alpha = wheelsShown ? 0 : 1
        nextButton.alpha = wheelsShown ? 0 : 1
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if chevron.transform != .identity { titleLabel.textColor = tintColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let titleSize = titleLabel.intrinsicContentSize
        let chevronSize = chevron.image?.size ?? .zero
        let titleWidth = min(ceil(titleSize.width), max(0, bounds.width - 2 * Self.stepButtonWidth - chevronSize.width - 12))
        titleControl.frame = CGRect(x: 0, y: 0, width: titleWidth + 6 + chevronSize.width, height: bounds.height)
        titleLabel.frame = CGRect(x: 0, y: ((bounds.height - titleSize.height) / 2).rounded(), width: titleWidth, height: ceil(titleSize.height))
        chevron.bounds = CGRect(origin: .zero, size: chevronSize)
        chevron.center = CGPoint(x: titleWidth + 6 + chevronSize.width / 2, y: bounds.midY)
        nextButton.frame = CGRect(x: bounds.width - Self.stepButtonWidth, y: 0, width: Self.stepButtonWidth, height: bounds.height)
        previousButton.frame = nextButton.frame.offsetBy(dx: -Self.stepButtonWidth, dy: 0)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in [titleControl, previousButton, nextButton] {
                view.frame.origin.x = bounds.width - view.frame.maxX
            }
        }
    }
}
