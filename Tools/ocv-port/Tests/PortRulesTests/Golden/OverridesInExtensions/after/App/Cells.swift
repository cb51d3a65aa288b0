import UIKit

class BaseCell: UICollectionViewCell {
    let titleLabel = UILabel()

    func configure(with title: String) {
        titleLabel.text = title
    }

    func highlight() {}
}

final class PhotoCell: BaseCell {
    override func configure(with title: String) {
        super.configure(with: title.uppercased())
    }

    override func highlight() {
        titleLabel.textColor = .tintColor
    }
}

class Outer {
    class Inner: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
        }
    }
}

class Box<Content>: UIView {
    var content: Content?

    override func didMoveToWindow() {
        super.didMoveToWindow()
    }
}

extension Box where Content: CustomStringConvertible {
    override var accessibilityLabel: String? {
        get { content?.description }
        set {}
    }
}

class Toolbar: UIView {
    #if os(iOS) || os(Linux)
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }
    #endif
}

extension Toolbar {
    #if DEBUG
    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
    }

    func dump() {}
    #endif
}

#if os(iOS) || os(Linux)
class Banner: UIView {}
#else
class Banner: UIView {}
#endif

extension Banner {
    override func tintColorDidChange() {}
}
