import Foundation

/// A single data item when that item is within the collection view's visible bounds, as UIKit's
/// `UICollectionViewCell`. Put your content in `contentView`.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The main view to which you add your cell's custom content; it fills the cell.
    open private(set) var contentView: View

    /// The view displayed behind the cell's other content.
    open var backgroundView: View? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }

    /// The view displayed above the background view when the cell is selected.
    open var selectedBackgroundView: View? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            updateSelectedBackground()
        }
    }

    /// The selection state of the cell; the collection view sets it.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    /// The highlight state of the cell; the collection view sets it while a touch is down.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let fill = bounds
        contentView.frame = fill
        backgroundView?.frame = fill
        selectedBackgroundView?.frame = fill
    }

    private func replaceBackground(_ old: View?, with new: View?, at index: Int) {
        old?.removeFromSuperview()
        if let new {
            new.frame = bounds
            insertSubview(new, at: index)
        }
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
