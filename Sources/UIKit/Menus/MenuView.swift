import Foundation

/// A menu drawn like iOS's context menu (`MenuLayout` places everything): a rounded platter in
/// a solid color standing in for iOS's blurred material, with a soft shadow; rows with their
/// title (and subtitle) on the leading side, their image on the trailing side, a checkmark for
/// `.on`; hairlines between rows, gaps between inline sections. A touch highlights the row under
/// it; lifting on a row chooses it: an action goes to `chooseAction`, a submenu opens in place
/// (its own row closes it again) and the view resizes (`sizeDidChange`). A menu taller than the
/// space it is given (its frame, cut by the presentation) scrolls: its platter is a scroll view.
final class MenuView: UIView {
    /// The platter's color: iOS's menu material, as a solid color (light and dark).
    static let platterColor = UIColor(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(white: 0.15, alpha: 1))
    /// The color of the gaps between sections.
    static let gapColor = UIColor(light: UIColor(white: 0, alpha: 0.08), dark: UIColor(white: 0, alpha: 0.35))
    /// The color behind a highlighted row.
    static let highlightColor = UIColor(light: UIColor(white: 0, alpha: 0.1), dark: UIColor(white: 1, alpha: 0.12))

    private(set) var menu: UIMenu
    /// The nested submenus opened in place, outermost first.
    private(set) var openedPath: [UIMenu] = []
    private(set) var layout: MenuLayout
    /// The row a touch is on.
    var highlightedRow: Int? { didSet { if highlightedRow != oldValue { platter.setNeedsDisplay() } } }
    var chooseAction: ((UIAction) -> Void)?
    var sizeDidChange: (() -> Void)?
    private let platter = MenuPlatterView()

    init(menu: UIMenu) {
        self.menu = menu
        layout = MenuLayout(menu: menu)
        super.init(frame: CGRect(origin: .zero, size: layout.size))
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 18
        layer.shadowOffset = CGSize(width: 0, height: 6)
        platter.menuView = self
        platter.backgroundColor = Self.platterColor
        platter.layer.cornerRadius = MenuLayout.cornerRadius
        platter.clipsToBounds = true
        platter.showsHorizontalScrollIndicator = false
        addSubview(platter)
        rebuild()
    }

    required init?(coder: NSCoder) {
        fatalError("MenuView is made by menu presentations, not archives")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        platter.frame = bounds
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: MenuLayout.cornerRadius).cgPath
    }

    /// Lays the rows out again (a submenu opened or closed) and makes their labels and images.
    private func rebuild() {
        layout = MenuLayout(menu: menu, openedPath: openedPath)
        for subview in platter.subviews { subview.removeFromSuperview() }
        for row in layout.rows {
            let text = layout.textFrame(of: row)
            let hasSubtitle = !(row.subtitle ?? "").isEmpty
            let title = UILabel(frame: hasSubtitle ? CGRect(x: text.minX, y: text.minY + 9, width: text.width, height: 22) : text)
            title.text = row.title
            if case .header = row.kind {
                title.font = .systemFont(ofSize: 13)
            } else {
                title.font = .systemFont(ofSize: 17)
            }
            title.textColor = row.textColor
            platter.addSubview(title)
            if hasSubtitle {
                let subtitle = UILabel(frame: CGRect(x: text.minX, y: text.minY + 31, width: text.width, height: 20))
                subtitle.text = row.subtitle
                subtitle.font = .systemFont(ofSize: 15)
                subtitle.textColor = row.isEnabled ? .secondaryLabel : .tertiaryLabel
                platter.addSubview(subtitle)
            }
            if let image = row.image {
                let imageView = UIImageView(image: image)
                imageView.frame = layout.imageFrame(of: row)
                imageView.contentMode = .center
                imageView.tintColor = row.textColor
                imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17)
                platter.addSubview(imageView)
            }
        }
        highlightedRow = nil
        frame.size = layout.size
        platter.contentSize = layout.size
        platter.setNeedsDisplay()
        setNeedsLayout()
    }

    /// Shows `newMenu` instead (its submenus closed).
    func replaceMenu(_ newMenu: UIMenu) {
        menu = newMenu
        openedPath = []
        rebuild()
        sizeDidChange?()
    }

    /// Lays the rows out again for the elements' current states.
    func reload() {
        rebuild()
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches)
        guard let index = highlightedRow else { return }
        highlightedRow = nil
        choose(row: index)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightedRow = nil
    }

    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        highlightRow(at: touch.location(in: self))
    }

    /// Highlights the choosable row at `point` (the menu's coordinates, over its scrolled
    /// rows), or none.
    func highlightRow(at point: CGPoint) {
        let index = layout.rowIndex(at: platter.convert(point, from: self))
        highlightedRow = index.flatMap { layout.rows[$0].isChoosable ? $0 : nil }
    }

    /// Chooses the row at `index`, as a lifted touch on it does.
    func choose(row index: Int) {
        let row = layout.rows[index]
        guard row.isChoosable else { return }
        switch row.kind {
        case .action(let action): chooseAction?(action)
        case .submenu(let submenu):
            openedPath.append(submenu)
            rebuild()
            sizeDidChange?()
        case .openedSubmenu:
            openedPath.removeLast()
            rebuild()
            sizeDidChange?()
        case .header: break
        }
    }

    // MARK: Drawing (the platter's)

    fileprivate func drawPlatter() {
        for separator in layout.separators {
            (separator.isGap ? Self.gapColor : UIColor.separator).setFill()
            UIBezierPath(rect: separator.frame).fill()
        }
        if let highlightedRow {
            Self.highlightColor.setFill()
            UIBezierPath(rect: layout.rows[highlightedRow].frame).fill()
        }
        for row in layout.rows {
            switch row.state {
            case .on: drawCheckmark(at: layout.checkmarkCenter(of: row), color: row.textColor)
            case .mixed: drawLine(from: CGPoint(x: -5, y: 0), to: CGPoint(x: 5, y: 0), at: layout.checkmarkCenter(of: row), color: row.textColor)
            case .off: break
            }
            if let chevron = row.chevron {
                let center = CGPoint(x: layout.imageFrame(of: row).midX, y: row.frame.midY)
                drawChevron(chevron, at: center, color: row.isEnabled ? row.textColor : .tertiaryLabel)
            }
        }
    }

    private func drawCheckmark(at center: CGPoint, color: UIColor) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: center.x - 6, y: center.y))
        path.addLine(to: CGPoint(x: center.x - 2, y: center.y + 4.5))
        path.addLine(to: CGPoint(x: center.x + 6, y: center.y - 5.5))
        path.strokeRounded(color: color, width: 2)
    }

    private func drawChevron(_ chevron: MenuLayout.Chevron, at center: CGPoint, color: UIColor) {
        let path = UIBezierPath()
        switch chevron {
        case .right:
            path.move(to: CGPoint(x: center.x - 3, y: center.y - 6))
            path.addLine(to: CGPoint(x: center.x + 3, y: center.y))
            path.addLine(to: CGPoint(x: center.x - 3, y: center.y + 6))
        case .down:
            path.move(to: CGPoint(x: center.x - 6, y: center.y - 3))
            path.addLine(to: CGPoint(x: center.x, y: center.y + 3))
            path.addLine(to: CGPoint(x: center.x + 6, y: center.y - 3))
        }
        path.strokeRounded(color: color, width: 2)
    }

    private func drawLine(from start: CGPoint, to end: CGPoint, at center: CGPoint, color: UIColor) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: center.x + start.x, y: center.y + start.y))
        path.addLine(to: CGPoint(x: center.x + end.x, y: center.y + end.y))
        path.strokeRounded(color: color, width: 2)
    }
}

/// The menu's rounded, clipping platter: it draws the separators, the highlight, checkmarks
/// and chevrons under the rows' labels and images, and scrolls them when the menu is cut.
final class MenuPlatterView: UIScrollView {
    weak var menuView: MenuView?

    override func draw(_ rect: CGRect) {
        let savedColors = (Graphics.fillColor, Graphics.strokeColor)
        defer { (Graphics.fillColor, Graphics.strokeColor) = savedColors }
        menuView?.drawPlatter()
    }
}
