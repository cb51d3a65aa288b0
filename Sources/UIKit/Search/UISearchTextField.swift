import Foundation

/// The text field of a search bar, as UIKit's `UISearchTextField` (iOS 13): a 36-point rounded
/// field filled with `.tertiarySystemFill`, a magnifying glass at its leading edge, the clear
/// button while editing, and search tokens — capsules before the text. It can be used on its
/// own too. Tokens are set by the app (`tokens`, `insertToken(_:at:)`, `removeToken(at:)`);
/// Backspace in an empty field removes the last token when `allowsDeletingTokens` (UIKit
/// selects it first, then deletes it). Linux has no pasteboard for tokens: `allowsCopyingTokens`
/// is kept and read back.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's height in a search bar.
    static let fieldHeight: CGFloat = 36
    /// The corner radius of the field's background.
    static let cornerRadius: CGFloat = 10
    /// The space between the leading edge and the magnifying glass, and after it.
    static let iconInset: CGFloat = 8
    /// The height of a token's capsule, and the space between tokens.
    static let tokenHeight: CGFloat = 28
    static let tokenSpacing: CGFloat = 4

    /// The offsets of the icons and of the text, set through the search bar.
    var iconAdjustments: [UISearchBar.Icon: UIOffset] = [:] { didSet { setNeedsLayout(); setNeedsDisplay() } }
    var textAdjustment = UIOffset.zero { didSet { setNeedsDisplay() } }
    private var storedTokenBackgroundColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchLook()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchLook()
    }

    private func configureSearchLook() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        autocapitalizationType = .none
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.sizeToFit()
        leftView = glass
        leftViewMode = .always
    }

    // MARK: Tokens

    /// The tokens, in order, before the text.
    open var tokens: [UISearchToken] = [] {
        didSet { setNeedsLayout(); setNeedsDisplay(); invalidateIntrinsicContentSize() }
    }

    /// Inserts `token` at `tokenIndex` (0 through `tokens.count`); another index is reported and
    /// the token goes to the nearest end.
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        if !(0...tokens.count).contains(tokenIndex) {
            Diagnostics.report("UISearchTextField.insertToken(_:at:): index \(tokenIndex) beyond bounds [0 .. \(tokens.count)]")
        }
        tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
    }

    /// Removes the token at `tokenIndex`; an index out of range is reported and nothing changes.
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else {
            Diagnostics.report("UISearchTextField.removeToken(at:): index \(tokenIndex) beyond bounds [0 .. \(tokens.count - 1)]")
            return
        }
        tokens.remove(at: tokenIndex)
    }

    /// The color of the tokens' capsules; nil restores the default, the tint color.
    open var tokenBackgroundColor: UIColor! {
        get { storedTokenBackgroundColor ?? tintColor }
        set { storedTokenBackgroundColor = newValue; setNeedsDisplay() }
    }

    /// Whether the person may delete tokens (Backspace in an empty field). Default true.
    open var allowsDeletingTokens = true
    /// Whether the person may copy tokens. Default true. Kept: there is no pasteboard for tokens.
    open var allowsCopyingTokens = true

    /// Backspace: in an empty field it removes the last token (when the person may), sending
    /// `.editingChanged`; otherwise it deletes text.
    open override func deleteBackward() {
        guard isEditing, !hasText, allowsDeletingTokens, !tokens.isEmpty else { return super.deleteBackward() }
        tokens.removeLast()
        sendActions(for: .editingChanged)
    }

    // MARK: Geometry

    /// The magnifying glass: `iconInset` from the leading edge, centred vertically.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.leftViewRect(forBounds: bounds)
        guard leftView != nil else { return rect }
        let offset = iconAdjustments[.search] ?? .zero
        return rect.offsetBy(dx: Self.iconInset + offset.horizontal, dy: offset.vertical)
    }

    /// The right view (the bookmark or results list button of a search bar): `iconInset` from
    /// the trailing edge.
    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.rightViewRect(forBounds: bounds)
        guard rightView != nil else { return rect }
        let offset = iconAdjustments[.bookmark] ?? iconAdjustments[.resultsList] ?? .zero
        return rect.offsetBy(dx: -Self.iconInset + offset.horizontal, dy: offset.vertical)
    }

    /// The clear button, moved by the `.clear` icon's adjustment.
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let offset = iconAdjustments[.clear] ?? .zero
        return super.clearButtonRect(forBounds: bounds).offsetBy(dx: offset.horizontal, dy: offset.vertical)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect { searchTextRect(super.textRect(forBounds: bounds), bounds: bounds) }
    open override func editingRect(forBounds bounds: CGRect) -> CGRect { searchTextRect(super.editingRect(forBounds: bounds), bounds: bounds) }

    /// The text after the magnifying glass and the tokens, moved by `textAdjustment`.
    private func searchTextRect(_ rect: CGRect, bounds: CGRect) -> CGRect {
        let start = tokenRects(in: bounds).last.map { $0.maxX + Self.tokenSpacing } ?? tokensStart(in: bounds)
        var text = rect
        let taken = min(text.width, max(0, start - text.minX))
        text.origin.x += taken
        text.size.width -= taken
        return text.offsetBy(dx: textAdjustment.horizontal, dy: textAdjustment.vertical)
    }

    /// Where the first token (or the text) starts: after the magnifying glass.
    private func tokensStart(in bounds: CGRect) -> CGFloat {
        let glass = leftView != nil && leftViewMode != .never ? leftViewRect(forBounds: bounds).maxX : bounds.minX
        return glass + Self.iconInset - 2
    }

    /// The tokens' capsules, left to right, centred vertically.
    func tokenRects(in bounds: CGRect) -> [CGRect] {
        var x = tokensStart(in: bounds)
        let height = min(Self.tokenHeight, bounds.height)
        return tokens.map { token in
            let width = tokenWidth(token)
            defer { x += width + Self.tokenSpacing }
            return CGRect(x: x, y: (bounds.midY - height / 2).rounded(), width: width, height: height)
        }
    }

    private var tokenFont: UIFont { font ?? .systemFont(ofSize: 17) }

    private func tokenWidth(_ token: UISearchToken) -> CGFloat {
        let text = UILabel.textMeasurer.size(of: token.text, font: tokenFont, width: nil, numberOfLines: 1).width
        let icon = token.icon.map { min($0.size.width, 20) + 4 } ?? 0
        return (6 + icon + text + 6).rounded(.up)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width, height: Self.fieldHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    /// Draws the field, then the tokens: capsules in `tokenBackgroundColor` with white icon and
    /// text.
    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard let context = Graphics.currentContext else { return }
        for (token, capsule) in zip(tokens, tokenRects(in: bounds)) {
            context.fill(capsule, color: tokenBackgroundColor, cornerRadius: 6)
            var x = capsule.minX + 6
            if let icon = token.icon {
                let side = min(icon.size.width, 20)
                icon.withTintColor(.white).draw(in: CGRect(x: x, y: capsule.midY - side / 2, width: side, height: side))
                x += side + 4
            }
            context.draw(StyledText(plain: token.text, font: tokenFont, color: .white, alignment: .natural),
                         in: CGRect(x: x, y: capsule.minY, width: capsule.maxX - 6 - x, height: capsule.height),
                         numberOfLines: 1, verticallyCentered: true)
        }
    }
}
