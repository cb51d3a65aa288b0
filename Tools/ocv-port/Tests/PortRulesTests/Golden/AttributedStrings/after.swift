import UIKit

final class PriceLabel: UILabel {
    func show(price: String, discounted: Bool) {
        let text = NSMutableAttributedString(string: "")
        text.append(NSAttributedString(string: price))
        if discounted {
            let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
            text.append(NSAttributedString(attachment: star))
        }
        attributedText = discounted ? text : NSAttributedString(string: "")
        let kept = NSMutableAttributedString(string: "", attributes: [:])
        _ = kept
    }
}
