import UIKit

/// Styled text as apps and attributed-string libraries write it: a shadow, a superscript, an
/// outline, colored lines, ligatures off.
@MainActor
func textEffectsShape() {
    let shadow = NSShadow()
    shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
    shadow.shadowOffset = CGSize(width: 0, height: 1)
    shadow.shadowBlurRadius = 2
    let text = NSMutableAttributedString(string: "E = mc2", attributes: [
        .font: UIFont.boldSystemFont(ofSize: 24),
        .shadow: shadow,
        .strokeColor: UIColor.white,
        .strokeWidth: -2.0,
        .underlineStyle: NSUnderlineStyle([.single, .patternDash, .byWord]).rawValue,
        .underlineColor: UIColor.systemBlue,
        .strikethroughColor: UIColor.red,
        .ligature: 0,
        .obliqueness: 0.2 as NSNumber,
        .tracking: 1.5,
    ])
    text.addAttributes([.baselineOffset: 10, .font: UIFont.systemFont(ofSize: 12)], range: NSRange(location: 6, length: 1))
    let label = UILabel()
    label.attributedText = text
    let copied = shadow.copy() as? NSShadow
    _ = (copied?.shadowBlurRadius ?? 0) + label.intrinsicContentSize.width
    _ = NSUnderlineStyle.thick.union(.patternDot).union(.patternDashDot).union(.patternDashDotDot).union(.patternSolid).union(.double)
}
