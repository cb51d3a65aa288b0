import Foundation

/// How a table cell lays out its parts, as UIKit's `UITableViewCellLayoutManager` does: the
/// background above the separator, the accessory along the trailing margin, the content view
/// before it, and in the content view the standard image, text and detail labels of the cell's
/// style.
extension UITableViewCell {
    /// The default row height and the least height of a cell with standard content.
    static let defaultRowHeight: CGFloat = 44
    /// The space between an image and the text after it.
    private static let imageToTextPadding: CGFloat = 15
    /// The least space between the text and the detail of a `.value1` cell.
    private static let textToValuePadding: CGFloat = 6
    /// The width of a `.value2` cell's text column, which the detail follows.
    private static let value2TextColumnWidth: CGFloat = 67
    /// The space between the editing control and the indented content.
    private static let contentEditPadding: CGFloat = 16
    /// The default trailing margin of the accessory.
    private static let accessoryTrailingMargin: CGFloat = 16

    private var pixel: CGFloat { 1 / max(1, traitCollection.displayScale) }

    /// The background's rectangle: the bounds above the separator.
    private var backgroundRect: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - separatorHeight))
    }

    func layOutCell() {
        let background = backgroundRect
        layOutBackgrounds(in: background)
        layOutEditingControls(in: background)
        let accessory = layOutAccessory(in: background)
        let contentFrame = contentFrame(in: bounds)
        contentView.frame = contentFrame
        let margins = directionalLayoutMargins
        // Content indented past the editing control keeps UIKit's 16-point content-edit padding.
        let leading = contentFrame.minX > 0 ? max(Self.contentEditPadding, margins.leading - contentFrame.minX) : margins.leading
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: margins.top, leading: leading,
            bottom: margins.bottom, trailing: accessory == nil ? margins.trailing : Self.accessoryTrailingMargin)
        if contentConfiguration == nil { layOutStandardViews() }
        layOutSeparator()
        layOutSwipe()
    }

    /// The bottom separator: one pixel at the bottom, from the separator inset (the text's
    /// leading edge by default: after the image when one shows) to the trailing inset.
    private func layOutSeparator() {
        guard separatorHeight > 0, separatorPlacement != .hidden else {
            separatorView.removeFromSuperview()
            return
        }
        if separatorView.superview !== self { addSubview(separatorView) }
        let inset = separatorInset
        var leading = separatorPlacement == .fullWidth ? 0 : inset.left
        if separatorPlacement == .inset, ownSeparatorInset == nil, usesAutomaticSeparatorInset {
            // The automatic inset follows the text: past an image, and past the editing control.
            leading = max(leading, contentView.frame.minX + contentView.directionalLayoutMargins.leading)
            if contentConfiguration == nil, let image = standardViews.image, image.image != nil {
                leading = max(leading, contentView.frame.minX + image.frame.maxX + Self.imageToTextPadding)
            }
        }
        let trailing = separatorPlacement == .fullWidth ? 0 : inset.right
        separatorView.frame = CGRect(x: leading, y: bounds.height - separatorHeight,
                                     width: max(0, bounds.width - leading - trailing), height: separatorHeight)
    }

    /// The content view's frame: the background's height, from the editing control's end (when
    /// the content indents while editing) to the accessory or the reorder control (or the
    /// trailing edge).
    func contentFrame(in bounds: CGRect) -> CGRect {
        let height = max(0, bounds.height - separatorHeight)
        let rect = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        let leading = shouldIndentWhileEditing && tableIndentsWhileEditing ? editingControlFrame(in: rect)?.maxX ?? 0 : 0
        let trailing = accessoryFrame(in: rect)?.minX ?? reorderControlFrame(in: rect)?.minX ?? bounds.width
        return CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: height)
    }

    // MARK: Editing controls

    private static let editingControlSize = CGSize(width: 22, height: 22)

    /// The leading control while editing: the selection circle in multiple-selection editing,
    /// else the row's delete or insert control.
    private var editingControlKind: UICellAccessory? {
        guard isEditing else { return nil }
        if showsSelectionCircle { return .multiselect() }
        switch editingStyle {
        case .delete: return .delete()
        case .insert: return .insert()
        case .none: return nil
        }
    }

    /// Where the leading editing control goes: at the leading margin, centred vertically.
    func editingControlFrame(in rect: CGRect) -> CGRect? {
        guard editingControlKind != nil else { return nil }
        let size = Self.editingControlSize
        let y = ((rect.height - size.height) / 2).roundedToPixel(scale: traitCollection.displayScale)
        return CGRect(x: directionalLayoutMargins.leading, y: y, width: size.width, height: size.height)
    }

    /// Where the reorder control goes: at the trailing margin, centred vertically.
    func reorderControlFrame(in rect: CGRect) -> CGRect? {
        guard isEditing, showsReorderHandle else { return nil }
        let size = Self.editingControlSize
        let y = ((rect.height - size.height) / 2).roundedToPixel(scale: traitCollection.displayScale)
        let trailing = max(directionalLayoutMargins.trailing, Self.accessoryTrailingMargin)
        return CGRect(x: rect.maxX - trailing - size.width, y: y, width: size.width, height: size.height)
    }

    private func layOutEditingControls(in rect: CGRect) {
        let kind = editingControlKind
        if let kind, !Self.sameControl(editingControl?.accessory.kind, kind.kind) {
            editingControl?.removeFromSuperview()
            let control = CellAccessoryView(kind)
            editingControl = control
            addSubview(control)
        } else if kind == nil {
            editingControl?.removeFromSuperview()
            editingControl = nil
        }
        editingControl?.isCellSelected = isSelected
        if let frame = editingControlFrame(in: rect) { editingControl?.frame = frame }
        if let frame = reorderControlFrame(in: rect) {
            if reorderControl == nil {
                let control = CellAccessoryView(.reorder())
                reorderControl = control
                addSubview(control)
            }
            reorderControl?.frame = frame
        } else {
            reorderControl?.removeFromSuperview()
            reorderControl = nil
        }
    }

    private static func sameControl(_ a: UICellAccessory.Kind?, _ b: UICellAccessory.Kind) -> Bool {
        switch (a, b) {
        case (.delete?, .delete), (.insert?, .insert), (.multiselect?, .multiselect): true
        default: false
        }
    }

    /// Which part of the cell `point` (in the cell) is on.
    enum EditingPart { case editingControl, reorderControl, detailButton }

    func editingPart(at point: CGPoint) -> EditingPart? {
        if let control = editingControl, control.frame.insetBy(dx: -11, dy: -11).contains(point) { return .editingControl }
        if let control = reorderControl, control.frame.insetBy(dx: -11, dy: -11).contains(point) { return .reorderControl }
        return detailButton(at: point) ? .detailButton : nil
    }

    // MARK: Swipe

    /// Slides the row's content, backgrounds and accessories by `swipeOffset` and puts the
    /// revealed actions in the space it leaves.
    private func layOutSwipe() {
        guard swipeOffset != 0 || swipeActionsView != nil else { return }
        let slid = [contentView, backgroundView, selectedBackgroundView, defaultBackground, defaultSelectedBackground,
                    accessoryView, editingAccessoryView, editingControl, reorderControl, separatorView].compactMap { $0 }
            + standardAccessoryViews
        for view in slid where view.superview === self { view.frame.origin.x += swipeOffset }
        guard let actions = swipeActionsView else { return }
        let width = abs(swipeOffset)
        actions.frame = swipeOffset < 0
            ? CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height - separatorHeight)
            : CGRect(x: 0, y: 0, width: width, height: bounds.height - separatorHeight)
        bringSubviewToFront(actions)
    }

    // MARK: Backgrounds

    private func layOutBackgrounds(in rect: CGRect) {
        let lit = ((isSelected || isHighlighted) && selectionStyle != .none || isFocusedState && focusStyle == .default)
            && !(isSelected && showsSelectionCircle && multipleSelectionBackgroundView != nil)
        let custom = backgroundView != nil || backgroundConfiguration != nil
        showDefault(defaultBackground, color: custom ? nil : (backgroundColor == nil ? tableBackgroundColor : nil), in: rect, below: 0)
        showDefault(defaultSelectedBackground,
                    color: lit && selectedBackgroundView == nil && backgroundConfiguration == nil ? .systemGray4 : nil, in: rect, below: 1)
        backgroundView?.frame = rect
        selectedBackgroundView?.frame = rect
        selectedBackgroundView?.isHidden = !lit
        multipleSelectionBackgroundView?.frame = rect
        multipleSelectionBackgroundView?.isHidden = !(isSelected && showsSelectionCircle)
    }

    /// Shows a system background in `color` (rounded as the card's corners), or hides it for nil.
    private func showDefault(_ view: UIView, color: UIColor?, in rect: CGRect, below index: Int) {
        guard let color else {
            view.removeFromSuperview()
            return
        }
        if view.superview !== self { insertSubview(view, at: min(index, subviews.count)) }
        view.frame = rect
        view.backgroundColor = color
        view.layer.cornerRadius = cardCorners.isEmpty ? 0 : UITableView.insetGroupedCornerRadius
        view.layer.maskedCorners = cardCorners
    }

    // MARK: Accessory

    /// The accessory shown now: the editing accessory while editing, else the normal one; a
    /// custom view wins over a type.
    private var currentAccessory: (view: UIView?, type: AccessoryType) {
        isEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
    }

    /// Lays out the accessory in the background rectangle; returns its frame, nil without one.
    @discardableResult
    private func layOutAccessory(in rect: CGRect) -> CGRect? {
        let (custom, type) = currentAccessory
        if accessoryView !== custom { accessoryView?.removeFromSuperview() }
        if editingAccessoryView !== custom { editingAccessoryView?.removeFromSuperview() }
        if custom != nil || shownAccessoryType != type {
            standardAccessoryViews.forEach { $0.removeFromSuperview() }
            standardAccessoryViews = custom == nil ? Self.accessories(for: type).map(CellAccessoryView.init) : []
            standardAccessoryViews.forEach(addSubview)
            shownAccessoryType = custom == nil ? type : nil
        }
        guard let frame = accessoryFrame(in: rect) else { return nil }
        if let custom {
            if custom.superview !== self { addSubview(custom) }
            custom.frame = frame
        } else {
            var x = frame.minX
            for view in standardAccessoryViews {
                let size = Self.accessorySize(of: view)
                let y = ((rect.height - size.height) / 2).roundedToPixel(scale: traitCollection.displayScale)
                view.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
                x += size.width + Self.accessorySpacing
            }
        }
        return frame
    }

    /// Where the accessory goes in the background rectangle: its size, at the trailing margin,
    /// centred vertically on the pixel grid.
    func accessoryFrame(in rect: CGRect) -> CGRect? {
        let (custom, type) = currentAccessory
        let size: CGSize
        if let custom {
            size = custom.bounds.size == .zero ? custom.sizeThatFits(.zero) : custom.bounds.size
        } else {
            let kinds = Self.accessories(for: type)
            guard !kinds.isEmpty else { return nil }
            // Summed in place: layout asks for this often, and an array per call would allocate.
            var width = CGFloat(kinds.count - 1) * Self.accessorySpacing, height: CGFloat = 0
            for kind in kinds {
                let kindSize = Self.accessorySize(of: kind)
                width += kindSize.width
                height = max(height, kindSize.height)
            }
            size = CGSize(width: width, height: height)
        }
        let trailing = max(directionalLayoutMargins.trailing, safeAreaInsets.right, Self.accessoryTrailingMargin)
        let y = ((rect.height - size.height) / 2).roundedToPixel(scale: traitCollection.displayScale)
        return CGRect(x: rect.maxX - size.width - trailing, y: y, width: size.width, height: size.height)
    }

    private static let accessorySpacing: CGFloat = 10

    /// The list accessories that draw each standard accessory type (made once: layout asks often).
    private static let standardAccessories: [[UICellAccessory]] = [
        [], [.disclosureIndicator()], [.detail(), .disclosureIndicator()], [.checkmark()], [.detail()],
    ]

    /// The list accessories that draw a standard accessory type.
    private static func accessories(for type: AccessoryType) -> [UICellAccessory] { standardAccessories[type.rawValue] }

    /// The size of a standard accessory: the chevron 8 × 13, the checkmark 14 × 13, the
    /// information button 22 × 22 (the SF Symbols' sizes at the body text style).
    private static func accessorySize(of accessory: UICellAccessory) -> CGSize {
        switch accessory.kind {
        case .checkmark: CGSize(width: 14, height: 13)
        case .detail: CGSize(width: 22, height: 22)
        default: CGSize(width: 8, height: 13)
        }
    }

    private static func accessorySize(of view: CellAccessoryView) -> CGSize { accessorySize(of: view.accessory) }

    /// The standard detail button under `point` (in the cell), for the table's tap handling.
    func detailButton(at point: CGPoint) -> Bool {
        standardAccessoryViews.contains { view in
            if case .detail = view.accessory.kind { return view.frame.insetBy(dx: -11, dy: -11).contains(point) }
            return false
        }
    }

    // MARK: Standard views

    /// The rectangle of the text in the content view: from the leading margin (after the
    /// indentation and the image) to the trailing margin.
    private func textRect(imageFrame: CGRect?) -> CGRect {
        let margins = contentView.directionalLayoutMargins
        var x = margins.leading + CGFloat(indentationLevel) * indentationWidth
        if let imageFrame { x = max(x, imageFrame.maxX + Self.imageToTextPadding) }
        let width = max(0, contentView.bounds.width - margins.trailing - x)
        return CGRect(x: x, y: 0, width: width, height: contentView.bounds.height)
    }

    private func layOutStandardViews() {
        let (text, detail, image) = standardViews
        let scale = traitCollection.displayScale
        let height = contentView.bounds.height
        var imageFrame: CGRect?
        if let image, let size = image.image?.size {
            let fitted = size.height > height && size.height > 0
                ? CGSize(width: size.width * height / size.height, height: height) : size
            let frame = CGRect(x: contentView.directionalLayoutMargins.leading, y: ((height - fitted.height) / 2).roundedToPixel(scale: scale),
                               width: fitted.width, height: fitted.height)
            image.frame = frame
            imageFrame = frame
        } else {
            image?.frame = .zero
        }
        let rect = textRect(imageFrame: imageFrame)
        let textSize = fittedSize(of: text, width: rect.width)
        switch cellStyle {
        case .default:
            text?.frame = rect
        case .subtitle:
            let detailSize = fittedSize(of: detail, width: rect.width)
            let top = ((height - textSize.height - detailSize.height) / 2).rounded(.up)
            text?.frame = CGRect(x: rect.minX, y: top, width: textSize.width, height: textSize.height)
            detail?.frame = CGRect(x: rect.minX, y: top + textSize.height, width: detailSize.width, height: detailSize.height)
        case .value1:
            let detailSize = fittedSize(of: detail, width: max(0, rect.width - textSize.width - Self.textToValuePadding))
            let top = ((height - max(textSize.height, detailSize.height)) / 2).rounded(.up)
            text?.frame = CGRect(x: rect.minX, y: top, width: textSize.width, height: textSize.height)
            detail?.frame = CGRect(x: rect.maxX - detailSize.width, y: top, width: detailSize.width, height: detailSize.height)
        case .value2:
            let column = min(Self.value2TextColumnWidth, rect.width)
            let detailX = rect.minX + column + Self.textToValuePadding
            let detailSize = fittedSize(of: detail, width: max(0, rect.maxX - detailX))
            let top = ((height - max(textSize.height, detailSize.height)) / 2).rounded(.up)
            let textWidth = min(textSize.width, column)
            text?.frame = CGRect(x: rect.minX + column - textWidth, y: top, width: textWidth, height: textSize.height)
            detail?.frame = CGRect(x: detailX, y: top, width: detailSize.width, height: detailSize.height)
        }
    }

    /// A label's size for the width, as wide as its text but no wider than `width`.
    private func fittedSize(of label: UILabel?, width: CGFloat) -> CGSize {
        guard let label else { return .zero }
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(size.width, width), height: size.height)
    }

    // MARK: Height

    /// The row height the cell's content needs at `width`, the separator included: the content
    /// configuration's and the standard labels' are at least the default row (44 points); a
    /// content view sized by constraints takes what its constraints give.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let scale = traitCollection.displayScale
        let contentWidth = contentFrame(in: CGRect(x: 0, y: 0, width: width, height: Self.defaultRowHeight)).width
        let content: CGFloat
        if contentConfiguration != nil {
            // A list configuration is at least a default row tall itself, separator included.
            updateConfigurationIfNeeded()
            content = contentView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
            return content <= Self.defaultRowHeight ? Self.defaultRowHeight : ceilToPixel(content + separatorHeight, scale: scale)
        }
        if contentView.hasConstraintsInSubtree {
            content = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                          withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel).height
            return ceilToPixel(content + separatorHeight, scale: scale)
        }
        let (text, detail, _) = standardViews
        let margins = directionalLayoutMargins
        let labelWidth = max(0, contentWidth - margins.leading - margins.trailing)
        let textHeight = fittedSize(of: text, width: labelWidth).height
        let detailHeight = fittedSize(of: detail, width: labelWidth).height
        let labels = cellStyle == .subtitle ? textHeight + detailHeight : max(textHeight, detailHeight)
        return max(Self.defaultRowHeight, ceilToPixel(margins.top + labels + margins.bottom + separatorHeight, scale: scale))
    }

    private func ceilToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = max(1, scale)
        return (value * scale - 1e-9).rounded(.up) / scale
    }
}

/// The labels of the standard cell styles, in UIKit's fonts and colors.
@MainActor
enum StandardCellLabel {
    static func make(for style: UITableViewCell.CellStyle, detail: Bool, tintColor: UIColor?) -> UILabel {
        let label = UILabel(frame: .zero)
        switch (style, detail) {
        case (.value1, true):
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case (.value2, false):
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = tintColor ?? .systemBlue
            label.textAlignment = .right
        case (.value2, true):
            label.font = .preferredFont(forTextStyle: .footnote)
        case (.subtitle, true):
            label.font = .preferredFont(forTextStyle: .caption1)
        default:
            label.font = .preferredFont(forTextStyle: .body)
        }
        return label
    }
}
