import UIKit

class BaseCell: UICollectionViewCell {
    let titleLabel = UILabel()
}

extension BaseCell {
    func configure(with title: String) {
        titleLabel.text = title
    }

    func highlight() {}
}

final class PhotoCell: BaseCell {
    override func configure(with title: String) {
        super.configure(with: title.uppercased())
    }
}

class Outer {
    class Inner: UIView {}
}

extension Outer.Inner {
    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

class Box<Content>: UIView {
    var content: Content?
}

extension Box {
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

class Toolbar: UIView {}

extension Toolbar {
    #if os(iOS)
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }
    #endif

    #if DEBUG
    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
    }

    func dump() {}
    #endif
}

extension PhotoCell {
    override func highlight() {
        titleLabel.textColor = .tintColor
    }
}

#if os(iOS)
class Banner: UIView {}
#else
class Banner: UIView {}
#endif

extension Banner {
    override func tintColorDidChange() {}
}
