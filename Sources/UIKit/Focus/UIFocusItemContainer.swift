import Foundation

/// An object that holds focus items in a coordinate space, as UIKit's `UIFocusItemContainer`
/// (iOS 12): every view is one (its subviews in its own space); a view controller's is its view.
@preconcurrency @MainActor
public protocol UIFocusItemContainer: NSObjectProtocol {
    /// The space the items' frames are in.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The items whose frames meet `rect` (in `coordinateSpace`).
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

/// A container that scrolls its items, as UIKit's `UIFocusItemScrollableContainer`: every scroll
/// view is one.
@preconcurrency @MainActor
public protocol UIFocusItemScrollableContainer: UIFocusItemContainer {
    /// How far the content is scrolled.
    var contentOffset: CGPoint { get set }
    /// The size of the content.
    var contentSize: CGSize { get }
    /// The size of the part of the content shown.
    var visibleSize: CGSize { get }
}

extension UIView: UIFocusItemContainer {
    /// The view itself.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The visible subviews whose frames meet `rect`, front first.
    public func focusItems(in rect: CGRect) -> [any UIFocusItem] {
        subviews.reversed().filter { !$0.isHidden && $0.alpha > 0 && $0.frame.intersects(rect) }
    }
}

extension UIScrollView: UIFocusItemScrollableContainer {
    /// The size of the part of the content shown: the bounds' size.
    public var visibleSize: CGSize { bounds.size }
}
