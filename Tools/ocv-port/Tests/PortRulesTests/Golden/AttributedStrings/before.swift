import UIKit

final class PriceLabel: UILabel {
    func show(price: String, discounted: Bool) {
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(string: price))
        if discounted {
            let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
            text.append(NSAttributedString(attachment: star))
        }
        attributedText = discounted ? text : NSAttributedString()
        let kept = NSMutableAttributedString(string: "", attributes: [:])
        _ = kept
    }
}
