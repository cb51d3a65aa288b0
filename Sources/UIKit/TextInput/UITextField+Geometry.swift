import Foundation

/// UIKit's text field geometry: each border style's padding and minimum height, the text
/// rectangle less the shown overlays, the overlays' places, and the intrinsic size (which, as
/// UIKit's code does, counts the padding twice: once through `textRect`, once around it).
extension UITextField {
    /// The padding inside the border (top, left, bottom, right), as UIKit's metrics providers.
    var stylePadding: UIEdgeInsets {
        switch borderStyle {
        case .none: .zero
        case .line: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .bezel: UIEdgeInsets(top: 4, left: 7, bottom: 1, right: 7)
        case .roundedRect: UIEdgeInsets(top: 2, left: 7, bottom: 2, right: 7)
        }
    }

    /// The smallest height the content gets before the padding is added (a rounded rect's 30).
    private var minimumContentHeight: CGFloat { borderStyle == .roundedRect ? 30 : 0 }

    /// Whether an overlay with `mode` shows, editing or not.
    func shows(_ mode: ViewMode, editing: Bool) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: storage.isEmpty || !editing
        }
    }

    /// Whether the right view shows (it takes the clear button's place).
    func showsRightView(editing: Bool) -> Bool { rightView != nil && shows(rightViewMode, editing: editing) }
    func showsLeftView(editing: Bool) -> Bool { leftView != nil && shows(leftViewMode, editing: editing) }

    /// Whether the clear button shows: over text, as its mode says, unless the right view shows.
    func showsClearButton(editing: Bool) -> Bool {
        !storage.isEmpty && shows(clearButtonMode, editing: editing) && !showsRightView(editing: editing)
    }

    /// The text rectangle: the padded bounds, less the left view, and the clear button (with
    /// its 8-point margin) or the right view.
    func availableTextRect(_ bounds: CGRect, editing: Bool) -> CGRect {
        var rect = bounds.inset(by: stylePadding)
        rect.size.width = max(0, rect.width)
        rect.size.height = max(0, rect.height)
        if showsLeftView(editing: editing) {
            let taken = min(rect.width, max(0, leftViewRect(forBounds: bounds).maxX - rect.minX))
            rect.origin.x += taken
            rect.size.width -= taken
        }
        if showsClearButton(editing: editing) {
            rect.size.width -= clearButtonRect(forBounds: bounds).width + 8
        } else if showsRightView(editing: editing) {
            rect.size.width -= min(rect.width, max(0, rect.maxX - rightViewRect(forBounds: bounds).minX))
        }
        rect.size.width = max(0, rect.width)
        return rect.integral
    }

    /// One line of the placeholder's font, centred in the text (or editing) rectangle.
    func defaultPlaceholderRect(_ bounds: CGRect) -> CGRect {
        let base = editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let height = min(base.height, lineHeight(of: placeholderFont))
        return CGRect(x: base.minX, y: base.minY + ((base.height - height) / 2).rounded(), width: base.width, height: height)
    }

    /// An overlay view's rectangle: its size, at `x(width)`, centred vertically; zero without one.
    func overlayRect(_ view: UIView?, x: (CGFloat) -> CGFloat, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        let size = view.frame.size
        return CGRect(x: x(size.width), y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The font the placeholder is drawn in.
    var placeholderFont: UIFont { placeholderAttributes?[.font] as? UIFont ?? font! }

    /// One line's height of `font`, as measured text, rounded up to a point.
    func lineHeight(of font: UIFont) -> CGFloat {
        if let known = UITextField.lineHeights[font] { return known }
        let height = max(UILabel.textMeasurer.size(of: " ", font: font, width: nil, numberOfLines: 1).height, font.lineHeight).rounded(.up)
        UITextField.lineHeights[font] = height
        return height
    }

    /// UIKit's intrinsic size: the text (or a space, and the placeholder if wider) plus the
    /// insets of `textRect` in a 100-point square, the content raised to the style's minimum
    /// height, plus the style's padding again.
    var fieldIntrinsicSize: CGSize {
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        let text = textRect(forBounds: square)
        let insets = UIEdgeInsets(top: text.minY, left: text.minX, bottom: square.maxY - text.maxY, right: square.maxX - text.maxX)
        let font = self.font!
        var width = UILabel.textMeasurer.size(of: storage.isEmpty ? " " : displayedText, font: font, width: nil, numberOfLines: 1).width
        var height = lineHeight(of: font)
        if let placeholder, !placeholder.isEmpty {
            width = max(width, UILabel.textMeasurer.size(of: placeholder, font: placeholderFont, width: nil, numberOfLines: 1).width)
            height = max(height, lineHeight(of: placeholderFont))
        }
        let padding = stylePadding
        let contentHeight = max(height + insets.top + insets.bottom, minimumContentHeight)
        return CGSize(width: (width + insets.left + insets.right + padding.left + padding.right).rounded(.up),
                      height: (contentHeight + padding.top + padding.bottom).rounded(.up))
    }

    /// Places the left and right views and hides those their modes do not show.
    func layoutOverlays() {
        if let leftView {
            leftView.frame = leftViewRect(forBounds: bounds)
            leftView.isHidden = !showsLeftView(editing: editing)
        }
        if let rightView {
            rightView.frame = rightViewRect(forBounds: bounds)
            rightView.isHidden = !showsRightView(editing: editing)
        }
    }

    /// Swaps an overlay view in the hierarchy.
    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The text as drawn: bullets for secure entry.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage
    }

    /// The text with line breaks made spaces, as a one-line field keeps it.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\r", with: " ")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
