import Foundation

/// An alert controller's view: it covers the screen, dimmed, with the alert in a rounded box
/// in the middle (270 points wide: the title in 17-point semibold, the message in 13-point,
/// text fields, then 44-point buttons — two side by side when their titles fit, else a column
/// with cancel last), or, for an action sheet, along the bottom 8 points from the edges (57-point
/// buttons in 20-point text under a 13-point gray header, cancel in a box of its own), as
/// UIKit draws them. Buttons are tinted by the view's tint; destructive ones red; the preferred
/// (or else the cancel) action semibold.
final class AlertView: UIView {
    private weak var controller: UIAlertController?
    private let box = UIView()
    private let cancelBox = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    private var fieldFrames: [UIView] = []

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8
    static let cornerRadius: CGFloat = 13

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        for group in [box, cancelBox] {
            group.backgroundColor = UIColor(light: UIColor(white: 0.97, alpha: 0.97), dark: UIColor(white: 0.17, alpha: 0.97))
            group.layer.cornerRadius = Self.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            box.addSubview(label)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    /// The actions in the order shown, the cancel action apart for a sheet.
    private func arrangedActions() -> (main: [UIAlertAction], cancel: UIAlertAction?) {
        guard let controller else { return ([], nil) }
        let cancel = controller.actions.first { $0.style == .cancel }
        let others = controller.actions.filter { $0.style != .cancel }
        return (others, cancel)
    }

    /// Builds the labels, fields and buttons again from the controller.
    func update() {
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        if isSheet {
            titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
            messageLabel.font = .systemFont(ofSize: 13)
            titleLabel.textColor = .secondaryLabel
            messageLabel.textColor = .secondaryLabel
        } else {
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            messageLabel.font = .systemFont(ofSize: 13)
            titleLabel.textColor = .label
            messageLabel.textColor = .label
        }
        (buttons + separators).forEach { $0.removeFromSuperview() }
        buttons = []
        separators = []
        let bold = controller.preferredAction ?? controller.actions.first { $0.style == .cancel }
        for action in controller.actions {
            let button = AlertActionButton(action: action, isBold: action === bold,
                                           fontSize: isSheet ? 20 : 17) { [weak controller] in controller?.choose(action) }
            buttons.append(button)
            (isSheet && action.style == .cancel ? cancelBox : box).addSubview(button)
        }
        // A field keeps its frame (moving it would end its editing).
        for field in controller.textFields ?? [] where !fieldFrames.contains(where: { $0 === field.superview }) {
            let frame = UIView()
            frame.backgroundColor = .systemBackground
            frame.layer.borderWidth = 0.5
            frame.layer.borderColor = UIColor.separator.cgColor
            frame.addSubview(field)
            box.addSubview(frame)
            fieldFrames.append(frame)
        }
        cancelBox.isHidden = !(isSheet && arrangedActions().cancel != nil)
        setNeedsLayout()
    }

    /// An action's `isEnabled` changed: its button follows (nothing else is built again).
    func actionDidChange(_ action: UIAlertAction) {
        buttons.first { $0.action === action }?.actionDidChange()
    }

    /// Once shown: the screen dimmed behind an alert or sheet, not behind a popover.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        backgroundColor = controller?.showsAsPopover() ?? false
            ? .clear : UIColor(light: UIColor(white: 0, alpha: 0.2), dark: UIColor(white: 0, alpha: 0.48))
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        if controller?.showsAsPopover() ?? false { layOutPopover() } else if isSheet { layOutSheet() } else { layOutAlert() }
    }

    private func separator(in group: UIView, _ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        group.addSubview(line)
        separators.append(line)
    }

    private var hairline: CGFloat { 1 / max(1, traitCollection.displayScale) }

    /// The header's labels from `top` in a box `width` wide; the y under them.
    private func layOutHeader(width: CGFloat, top: CGFloat, gap: CGFloat, bottom: CGFloat) -> CGFloat {
        var y = top
        let inner = width - 32
        let hasTitle = !(titleLabel.text ?? "").isEmpty, hasMessage = !(messageLabel.text ?? "").isEmpty
        titleLabel.isHidden = !hasTitle
        messageLabel.isHidden = !hasMessage
        guard hasTitle || hasMessage else { return 0 }
        if hasTitle {
            let height = titleLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height.rounded(.up)
            titleLabel.frame = CGRect(x: 16, y: y, width: inner, height: height)
            y += height
        }
        if hasMessage {
            if hasTitle { y += gap }
            let height = messageLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height.rounded(.up)
            messageLabel.frame = CGRect(x: 16, y: y, width: inner, height: height)
            y += height
        }
        return y + bottom
    }

    private func layOutAlert() {
        separators.forEach { $0.removeFromSuperview() }
        separators = []
        let width = Self.alertWidth
        var y = layOutHeader(width: width, top: 20, gap: 4, bottom: 20)
        if !fieldFrames.isEmpty {
            y = max(y - 4, 0)
            for frame in fieldFrames {
                frame.frame = CGRect(x: 16, y: y, width: width - 32, height: 25)
                frame.subviews.first?.frame = CGRect(x: 4, y: 0, width: width - 40, height: 25)
                y += 25
            }
            y += 16
        }
        let (main, cancel) = arrangedActions()
        let ordered = main + (cancel.map { [$0] } ?? [])
        let sideBySide = ordered.count == 2 && buttons.allSatisfy { $0.fitsWidth(width / 2 - 16) }
        if sideBySide, let cancel {
            // Two buttons in a row: cancel on the left.
            let row = [cancel] + main
            place(row, in: box, y: y, width: width, sideBySide: true)
        } else {
            place(ordered, in: box, y: y, width: width, sideBySide: sideBySide)
        }
        let rows = ordered.isEmpty ? 0 : (sideBySide ? 1 : ordered.count)
        let height = min(y + CGFloat(rows) * Self.alertButtonHeight, bounds.height - 2 * Self.sheetMargin)
        box.frame = CGRect(x: (bounds.width - width) / 2, y: ((bounds.height - height) / 2).rounded(),
                           width: width, height: height)
    }

    private func layOutSheet() {
        separators.forEach { $0.removeFromSuperview() }
        separators = []
        let safe = bounds.inset(by: safeAreaInsets)
        let width = min(bounds.width, bounds.height) - 2 * Self.sheetMargin
        let x = ((bounds.width - width) / 2).rounded()
        let (main, cancel) = arrangedActions()
        buttons.forEach { $0.isHidden = false }
        let header = layOutHeader(width: width, top: 14, gap: 12, bottom: 14)
        place(main, in: box, y: header, width: width, sideBySide: false)
        let boxHeight = header + CGFloat(main.count) * Self.sheetButtonHeight
        var bottom = safe.maxY - Self.sheetMargin
        cancelBox.isHidden = cancel == nil
        if let cancel, let button = buttons.first(where: { $0.action === cancel }) {
            cancelBox.frame = CGRect(x: x, y: bottom - Self.sheetButtonHeight, width: width, height: Self.sheetButtonHeight)
            button.frame = cancelBox.bounds
            bottom = cancelBox.frame.minY - Self.sheetMargin
        }
        box.frame = CGRect(x: x, y: bottom - boxHeight, width: width, height: boxHeight)
    }

    /// An action sheet as a popover: 304 points wide, without its cancel button, below what it
    /// points at (above when there is no room), kept 10 points from the screen's edges.
    private func layOutPopover() {
        separators.forEach { $0.removeFromSuperview() }
        separators = []
        let width: CGFloat = 304
        let (main, cancel) = arrangedActions()
        cancelBox.isHidden = true
        for button in buttons { button.isHidden = button.action === cancel }
        let header = layOutHeader(width: width, top: 14, gap: 12, bottom: 14)
        place(main, in: box, y: header, width: width, sideBySide: false)
        let height = header + CGFloat(main.count) * Self.sheetButtonHeight
        let anchor = popoverAnchor()
        let margin: CGFloat = 10, arrow: CGFloat = 13
        let x = min(max(anchor.midX - width / 2, bounds.minX + margin), bounds.maxX - margin - width)
        let below = anchor.maxY + arrow
        let y = below + height <= bounds.maxY - margin ? below : max(bounds.minY + margin, anchor.minY - arrow - height)
        box.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    /// What the popover points at, in this view: the source view's rectangle (its bounds when
    /// none is given), or for a bar button item — whose place is not known here — the top
    /// trailing corner under the safe area's top, where navigation bars put their items.
    private func popoverAnchor() -> CGRect {
        guard let popover = controller?.popover else { return .zero }
        if let view = popover.sourceView ?? (popover.sourceItem as? UIView) {
            let rect = popover.sourceView != nil && popover.sourceRect != .zero ? popover.sourceRect : view.bounds
            return view.convert(rect, to: self)
        }
        return CGRect(x: bounds.maxX - safeAreaInsets.right - 52, y: safeAreaInsets.top, width: 44, height: 44)
    }

    /// Places the buttons of `actions` from `y`, with hairlines between them.
    private func place(_ actions: [UIAlertAction], in group: UIView, y: CGFloat, width: CGFloat, sideBySide: Bool) {
        let height = isSheet ? Self.sheetButtonHeight : Self.alertButtonHeight
        for (index, action) in actions.enumerated() {
            guard let button = buttons.first(where: { $0.action === action }) else { continue }
            if sideBySide {
                let half = width / 2
                button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: height)
                if index == 0 { separator(in: group, CGRect(x: 0, y: y, width: width, height: hairline)) }
                if index == 1 { separator(in: group, CGRect(x: half, y: y, width: hairline, height: height)) }
            } else {
                button.frame = CGRect(x: 0, y: y + CGFloat(index) * height, width: width, height: height)
                if index > 0 || y > 0 { separator(in: group, CGRect(x: 0, y: button.frame.minY, width: width, height: hairline)) }
            }
        }
    }

    // MARK: Touches

    /// A tap on the dimmed area of an action sheet chooses its cancel action; outside a
    /// popover, the popover's delegate is asked first.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSheet, let controller, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard !box.frame.contains(point), cancelBox.isHidden || !cancelBox.frame.contains(point) else { return }
        if controller.showsAsPopover() { controller.tapOutsidePopover() } else { controller.chooseCancelAction() }
    }
}

/// A button of an alert: its action's title in the tint color (red when destructive, gray when
/// disabled), gray behind it while pressed.
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel()
    private let chosen: () -> Void

    init(action: UIAlertAction, isBold: Bool, fontSize: CGFloat, chosen: @escaping () -> Void) {
        self.action = action
        self.chosen = chosen
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: fontSize, weight: isBold ? .semibold : .regular)
        addSubview(label)
        isEnabled = action.isEnabled
        addAction(UIAction { [weak self] _ in self?.chosen() }, for: .touchUpInside)
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func fitsWidth(_ width: CGFloat) -> Bool {
        label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width <= width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    override var isHighlighted: Bool { didSet { updateColors() } }

    func actionDidChange() {
        isEnabled = action.isEnabled
        updateColors()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        label.textColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
        backgroundColor = isHighlighted ? UIColor(white: 0.5, alpha: 0.2) : nil
    }
}
