import Foundation

/// The view of one cell accessory, drawn as vector paths in its tint (chevrons, checkmark,
/// delete and insert circles, reorder grip, selection circle, information button) or holding a
/// label or a custom view. A tap runs the accessory's action.
final class CellAccessoryView: UIView {
    let accessory: UICellAccessory
    /// Whether the outline it discloses is expanded (the chevron points down).
    var isExpanded = false { didSet { if isExpanded != oldValue { setNeedsDisplay() } } }
    /// Whether its cell is selected (the selection circle fills).
    var isCellSelected = false { didSet { if isCellSelected != oldValue { setNeedsDisplay() } } }
    private var label: UILabel?

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        switch accessory.kind {
        case .label(let text, let font):
            let label = UILabel(frame: .zero)
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
            self.label = label
        case .customView(let configuration):
            addSubview(configuration.customView)
        default:
            break
        }
    }

    required init?(coder: NSCoder) {
        accessory = .disclosureIndicator()
        super.init(coder: coder)
    }

    /// The accessory's own width.
    var actualWidth: CGFloat {
        switch accessory.kind {
        case .disclosureIndicator: 9
        case .popUpMenu: 10
        case .outlineDisclosure: 13
        case .checkmark: 15
        case .delete, .insert, .multiselect, .detail: 22
        case .reorder: 22
        case .label: label?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width ?? 0
        case .customView(let configuration):
            configuration.maintainsFixedSize ? configuration.customView.bounds.width
                : configuration.customView.sizeThatFits(CGSize(width: 44, height: 44)).width
        }
    }

    /// The width the accessory takes in the row.
    var layoutWidth: CGFloat {
        switch accessory.reservedLayoutWidth {
        case .custom(let width): max(width, actualWidth)
        case .standard: max(actualWidth, 22)
        case .actual, nil: actualWidth
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label?.frame = bounds
        if case .customView(let configuration) = accessory.kind {
            let size = configuration.maintainsFixedSize ? configuration.customView.bounds.size
                : CGSize(width: actualWidth, height: min(bounds.height, configuration.customView.sizeThatFits(bounds.size).height))
            configuration.customView.frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                                                    width: size.width, height: size.height)
        }
    }

    override func draw(_ rect: CGRect) {
        let tint = accessory.tintColor ?? tintColor ?? .systemBlue
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        switch accessory.kind {
        case .disclosureIndicator:
            chevron(pointing: .right, center: center, size: CGSize(width: 7, height: 12), color: accessory.tintColor ?? .tertiaryLabel)
        case .outlineDisclosure:
            chevron(pointing: isExpanded ? .down : .right, center: center, size: CGSize(width: 7, height: 12), color: tint)
        case .checkmark:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: center.x - 7, y: center.y))
            path.addLine(to: CGPoint(x: center.x - 2, y: center.y + 5))
            path.addLine(to: CGPoint(x: center.x + 7, y: center.y - 6))
            path.strokeRounded(color: tint, width: 2.2)
        case .delete, .insert:
            let isDelete = { if case .delete = accessory.kind { true } else { false } }()
            (accessory.backgroundColor ?? (isDelete ? .systemRed : .systemGreen)).setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22)).fill()
            let bar = UIBezierPath()
            bar.move(to: CGPoint(x: center.x - 6, y: center.y))
            bar.addLine(to: CGPoint(x: center.x + 6, y: center.y))
            if !isDelete {
                bar.move(to: CGPoint(x: center.x, y: center.y - 6))
                bar.addLine(to: CGPoint(x: center.x, y: center.y + 6))
            }
            bar.strokeRounded(color: accessory.tintColor ?? .white, width: 2.5)
        case .reorder(let separator):
            let grip = UIBezierPath()
            for dy in [-5.0, 0, 5] {
                grip.move(to: CGPoint(x: center.x - 9, y: center.y + dy))
                grip.addLine(to: CGPoint(x: center.x + 9, y: center.y + dy))
            }
            grip.strokeRounded(color: accessory.tintColor ?? .tertiaryLabel, width: 1.5)
            if separator {
                let line = UIBezierPath()
                line.move(to: CGPoint(x: bounds.minX - 8, y: bounds.minY + 6))
                line.addLine(to: CGPoint(x: bounds.minX - 8, y: bounds.maxY - 6))
                line.strokeRounded(color: .separator, width: 0.5)
            }
        case .multiselect:
            let circle = UIBezierPath(ovalIn: CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22))
            if isCellSelected {
                (accessory.backgroundColor ?? tint).setFill()
                circle.fill()
                let check = UIBezierPath()
                check.move(to: CGPoint(x: center.x - 5, y: center.y))
                check.addLine(to: CGPoint(x: center.x - 1.5, y: center.y + 4))
                check.addLine(to: CGPoint(x: center.x + 5.5, y: center.y - 4))
                check.strokeRounded(color: .white, width: 2)
            } else {
                circle.strokeRounded(color: .tertiaryLabel, width: 1.5)
            }
        case .detail:
            UIBezierPath(ovalIn: CGRect(x: center.x - 10, y: center.y - 10, width: 20, height: 20)).strokeRounded(color: tint, width: 1.5)
            let stem = UIBezierPath()
            stem.move(to: CGPoint(x: center.x, y: center.y - 1))
            stem.addLine(to: CGPoint(x: center.x, y: center.y + 5))
            stem.strokeRounded(color: tint, width: 2)
            tint.setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - 1.25, y: center.y - 5.5, width: 2.5, height: 2.5)).fill()
        case .popUpMenu:
            let color = accessory.tintColor ?? .secondaryLabel
            chevron(pointing: .up, center: CGPoint(x: center.x, y: center.y - 4), size: CGSize(width: 5, height: 10), color: color)
            chevron(pointing: .down, center: CGPoint(x: center.x, y: center.y + 4), size: CGSize(width: 5, height: 10), color: color)
        case .label, .customView:
            break
        }
    }

    /// Whether it is a pop-up menu accessory (a tap anywhere in its row shows the menu).
    var isPopUpMenu: Bool {
        if case .popUpMenu = accessory.kind { true } else { false }
    }

    /// Shows a pop-up menu accessory's menu next to it.
    func showPopUpMenu() {
        guard case .popUpMenu(let menu, let didChange) = accessory.kind else { return }
        PopUpMenu.present(menu, from: self, sender: self) { _ in didChange?(menu) }
    }

    private enum Direction { case right, down, up }

    private func chevron(pointing direction: Direction, center: CGPoint, size: CGSize, color: UIColor) {
        let path = UIBezierPath()
        let (w, h) = (size.width / 2, size.height / 2)
        if direction == .right {
            path.move(to: CGPoint(x: center.x - w, y: center.y - h))
            path.addLine(to: CGPoint(x: center.x + w, y: center.y))
            path.addLine(to: CGPoint(x: center.x - w, y: center.y + h))
        } else if direction == .down {
            path.move(to: CGPoint(x: center.x - h, y: center.y - w))
            path.addLine(to: CGPoint(x: center.x, y: center.y + w))
            path.addLine(to: CGPoint(x: center.x + h, y: center.y - w))
        } else {
            path.move(to: CGPoint(x: center.x - h, y: center.y + w))
            path.addLine(to: CGPoint(x: center.x, y: center.y - w))
            path.addLine(to: CGPoint(x: center.x + h, y: center.y + w))
        }
        path.strokeRounded(color: color, width: 2)
    }
}
