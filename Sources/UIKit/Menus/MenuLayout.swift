import Foundation

/// Where everything of a menu drawn like iOS's context menu goes, decided from the model alone
/// (no views): rows of `rowHeight` points (taller with a subtitle) in a `width`-point platter,
/// hairline separators between the rows of a section and `gapHeight`-point gaps between the
/// sections that inline submenus (`.displayInline`, and palettes, drawn as inline here) make;
/// a header row for a titled menu; a nested submenu as a row with a chevron, which opens in
/// place (its header row, with the chevron pointing down, closes it again).
///
/// Colors follow UIKit: destructive elements (the attribute, or a `.destructive` menu's
/// children) in `systemRed`, disabled ones in `tertiaryLabel`; a checkmark on the leading side
/// for `.on` (a dash for `.mixed`), with the column kept for every row once one has a state.
@MainActor
struct MenuLayout {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let rowHeight: CGFloat = 44
    static let subtitleRowHeight: CGFloat = 60
    static let headerHeight: CGFloat = 32
    static let gapHeight: CGFloat = 8
    static let separatorThickness: CGFloat = 0.5
    static let horizontalInset: CGFloat = 16
    /// Where a row's title starts when the checkmark column is kept.
    static let titleInsetWithCheckmark: CGFloat = 44
    static let imageSide: CGFloat = 24

    enum Kind {
        /// A menu's title, small and grey.
        case header(String)
        /// An action: choosing it performs it.
        case action(UIAction)
        /// A nested menu, closed: choosing it opens it in place.
        case submenu(UIMenu)
        /// The opened nested menu's own row: choosing it closes it.
        case openedSubmenu(UIMenu)
    }

    struct Row {
        let kind: Kind
        var frame: CGRect
        let title: String
        let subtitle: String?
        let image: UIImage?
        let textColor: UIColor
        /// `.on` draws a checkmark, `.mixed` a dash, on the leading side.
        let state: UIMenuElement.State
        let isEnabled: Bool
        /// The chevron on the trailing side: right for a closed submenu, down for an opened one.
        let chevron: Chevron?

        /// Whether a touch may choose the row.
        var isChoosable: Bool {
            if case .header = kind { return false }
            return isEnabled
        }
    }

    enum Chevron { case right, down }

    struct Separator: Equatable {
        let frame: CGRect
        /// A gap between sections (else a hairline between rows).
        let isGap: Bool
    }

    private(set) var rows: [Row] = []
    private(set) var separators: [Separator] = []
    private(set) var size: CGSize = .zero
    /// Whether the titles leave room for checkmarks.
    let reservesCheckmarkColumn: Bool

    /// The layout of `menu`, with `openedPath` the nested submenus opened in place (each a child
    /// of the one before; the last is shown).
    init(menu: UIMenu, openedPath: [UIMenu] = [], width: CGFloat = MenuLayout.width) {
        let shown = openedPath.last ?? menu
        var sections: [[Row]] = [[]]
        let ancestors = openedPath.isEmpty ? [] : [menu] + openedPath.dropLast()
        let destructiveParent = ancestors.contains { $0.options.contains(.destructive) }
        if let opened = openedPath.last {
            sections = [[Self.row(.openedSubmenu(opened), destructive: destructiveParent)], []]
        } else if !menu.title.isEmpty {
            sections = [[Self.header(menu.title)]]
        }
        Self.collect(shown, destructive: destructiveParent || shown.options.contains(.destructive), into: &sections)
        sections.removeAll { $0.isEmpty }
        reservesCheckmarkColumn = sections.joined().contains { $0.state != .off }
        var y: CGFloat = 0
        for (index, section) in sections.enumerated() {
            if index > 0 {
                separators.append(Separator(frame: CGRect(x: 0, y: y, width: width, height: Self.gapHeight), isGap: true))
                y += Self.gapHeight
            }
            for (rowIndex, row) in section.enumerated() {
                if rowIndex > 0 {
                    separators.append(Separator(frame: CGRect(x: 0, y: y - Self.separatorThickness / 2, width: width,
                                                              height: Self.separatorThickness), isGap: false))
                }
                var placed = row
                placed.frame = CGRect(x: 0, y: y, width: width, height: row.frame.height)
                rows.append(placed)
                y += row.frame.height
            }
        }
        size = CGSize(width: width, height: y)
    }

    /// Adds `menu`'s visible children to the sections: runs of actions and closed submenus in
    /// the current section, each inline menu in sections of its own.
    private static func collect(_ menu: UIMenu, destructive: Bool, into sections: inout [[Row]]) {
        for element in menu.children where !isHidden(element) {
            if let inline = element as? UIMenu, inline.options.contains(.displayInline) || inline.options.contains(.displayAsPalette) {
                sections.append(inline.title.isEmpty ? [] : [header(inline.title)])
                collect(inline, destructive: destructive || inline.options.contains(.destructive), into: &sections)
                sections.append([])
            } else if let submenu = element as? UIMenu {
                sections[sections.count - 1].append(row(.submenu(submenu), destructive: destructive))
            } else if let action = element as? UIAction {
                sections[sections.count - 1].append(row(.action(action), destructive: destructive))
            }
        }
    }

    private static func isHidden(_ element: UIMenuElement) -> Bool {
        (element as? UIAction)?.attributes.contains(.hidden) ?? false
    }

    private static func header(_ title: String) -> Row {
        Row(kind: .header(title), frame: CGRect(x: 0, y: 0, width: 0, height: headerHeight), title: title, subtitle: nil,
            image: nil, textColor: .secondaryLabel, state: .off, isEnabled: false, chevron: nil)
    }

    private static func row(_ kind: Kind, destructive: Bool) -> Row {
        switch kind {
        case .action(let action):
            let isEnabled = !action.attributes.contains(.disabled)
            let color: UIColor = !isEnabled ? .tertiaryLabel
                : (destructive || action.attributes.contains(.destructive) ? .systemRed : .label)
            let image = action.state == .on ? (action.selectedImage ?? action.image) : action.image
            return Row(kind: kind, frame: CGRect(x: 0, y: 0, width: 0, height: height(subtitle: action.subtitle)),
                       title: action.title, subtitle: action.subtitle, image: image, textColor: color, state: action.state,
                       isEnabled: isEnabled, chevron: nil)
        case .submenu(let menu), .openedSubmenu(let menu):
            let opened = { if case .openedSubmenu = kind { true } else { false } }()
            let color: UIColor = destructive || menu.options.contains(.destructive) ? .systemRed : .label
            return Row(kind: kind, frame: CGRect(x: 0, y: 0, width: 0, height: height(subtitle: menu.subtitle)),
                       title: menu.title, subtitle: menu.subtitle, image: nil, textColor: color, state: .off,
                       isEnabled: true, chevron: opened ? .down : .right)
        case .header(let title):
            return header(title)
        }
    }

    private static func height(subtitle: String?) -> CGFloat {
        (subtitle?.isEmpty ?? true) ? rowHeight : subtitleRowHeight
    }

    // MARK: Inside a row

    /// Where a row's title (and subtitle) go, in the platter's coordinates.
    func textFrame(of row: Row) -> CGRect {
        let leading: CGFloat
        if case .header = row.kind { leading = Self.horizontalInset } else {
            leading = reservesCheckmarkColumn ? Self.titleInsetWithCheckmark : Self.horizontalInset
        }
        let hasTrailing = row.image != nil || row.chevron != nil
        let trailing = Self.horizontalInset + (hasTrailing ? Self.imageSide + 8 : 0)
        return CGRect(x: leading, y: row.frame.minY, width: row.frame.width - leading - trailing, height: row.frame.height)
    }

    /// Where a row's image (or chevron) goes: a square on the trailing side, centred vertically.
    func imageFrame(of row: Row) -> CGRect {
        CGRect(x: row.frame.maxX - Self.horizontalInset - Self.imageSide, y: row.frame.midY - Self.imageSide / 2,
               width: Self.imageSide, height: Self.imageSide)
    }

    /// The center of a row's checkmark, on the leading side.
    func checkmarkCenter(of row: Row) -> CGPoint {
        CGPoint(x: Self.horizontalInset + 10, y: row.frame.midY)
    }

    /// The index of the row at `point` (platter coordinates), if any.
    func rowIndex(at point: CGPoint) -> Int? {
        rows.firstIndex { $0.frame.contains(point) }
    }
}
