import Foundation

/// How a text field draws: its background image or border style (a rounded rect of radius 5
/// with a one-pixel border, as UIKit's), the selection, the text or the placeholder and the
/// clear button. The insertion point is a blinking subview (`placeCaret()`).
extension UITextField {
    func drawField() {
        guard let context = Graphics.currentContext else { return }
        let border = borderRect(forBounds: bounds)
        if let image = isEnabled ? background : (disabledBackground ?? background) {
            image.draw(in: border)
        } else {
            drawBorder(in: border, on: context)
        }
        if editing, isFirstResponder, let selected = selectionFrames(for: selection).first {
            context.fill(selected, color: tintColor.withAlphaComponent(0.25), cornerRadius: 0)
        }
        if storage.isEmpty {
            if let placeholder, !placeholder.isEmpty { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
        if showsClearButton(editing: editing) { drawClearButton(in: clearButtonRect(forBounds: bounds), on: context) }
    }

    private func drawBorder(in rect: CGRect, on context: GraphicsContext) {
        switch borderStyle {
        case .none:
            break
        case .line:
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), color: isEnabled ? .label : .gray, lineWidth: 1, cornerRadius: 0)
        case .bezel:
            context.stroke(rect.offsetBy(dx: 1, dy: 1).insetBy(dx: 0.5, dy: 0.5), color: .lightGray, lineWidth: 1, cornerRadius: 0)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), color: .gray, lineWidth: 1, cornerRadius: 0)
        case .roundedRect:
            RoundedRectFieldBackground.draw(in: rect, traits: traitCollection, on: context)
        }
    }

    /// The text in its font, color and alignment, one line centred vertically; bullets for
    /// secure entry. Plain text that fits is drawn from the line laid out for the insertion
    /// point (`drawnLine`: one Pango layout measures and draws it).
    func drawFieldText(in rect: CGRect) {
        if attributedStorage == nil, let line = drawnLine, line.frame.width <= rect.width {
            let place = CGRect(x: textOrigin(in: rect), y: rect.minY, width: 0, height: rect.height)
            Graphics.currentContext?.draw(drawnStyledText, in: place, numberOfLines: 0, verticallyCentered: true)
            return
        }
        let color = textColor ?? .label, font = drawnFont
        let styled = attributedStorage.map { StyledText($0, font: font, color: color, alignment: textAlignment) }
            ?? StyledText(plain: displayedText, font: font, color: color, alignment: textAlignment)
        Graphics.currentContext?.draw(styled, in: rect, numberOfLines: 1, verticallyCentered: true)
    }

    /// The placeholder in its attributes, else the field's font in the placeholder color.
    func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder else { return }
        let color = placeholderAttributes?[.foregroundColor] as? UIColor ?? .placeholderText
        Graphics.currentContext?.draw(StyledText(plain: placeholder, font: placeholderFont, color: color, alignment: textAlignment),
                                      in: rect, numberOfLines: 1, verticallyCentered: true)
    }

    /// A gray disc with a white cross, as UIKit's clear button.
    private func drawClearButton(in rect: CGRect, on context: GraphicsContext) {
        context.fillEllipse(in: rect.insetBy(dx: 1.5, dy: 1.5), color: .systemGray3)
        let cross = rect.insetBy(dx: 6.5, dy: 6.5)
        context.strokeLine(from: CGPoint(x: cross.minX, y: cross.minY), to: CGPoint(x: cross.maxX, y: cross.maxY), color: .white, lineWidth: 1.5)
        context.strokeLine(from: CGPoint(x: cross.minX, y: cross.maxY), to: CGPoint(x: cross.maxX, y: cross.minY), color: .white, lineWidth: 1.5)
    }

    /// The font the text is drawn in: the field's, or, with `adjustsFontSizeToFitWidth`, the
    /// largest size down to `minimumFontSize` (in steps of a point) at which the text fits the
    /// editing rectangle less the insertion point and 10 points, as UIKit shrinks it.
    var drawnFont: UIFont {
        let font = self.font!
        guard adjustsFontSizeToFitWidth, !storage.isEmpty else { return font }
        let available = editingRect(forBounds: bounds).width - 2 - 10
        var size = font.pointSize
        while size - 1 >= max(minimumFontSize, 1),
              UILabel.textMeasurer.size(of: displayedText, font: font.withSize(size), width: nil, numberOfLines: 1).width > available {
            size -= 1
        }
        return size == font.pointSize ? font : font.withSize(size)
    }
}
