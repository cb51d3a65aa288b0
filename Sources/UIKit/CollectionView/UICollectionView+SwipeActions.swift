import Foundation

/// Swipe actions of list rows: the list configuration's swipe-actions providers give them. The
/// host (or, with gesture recognizers, the collection view's pan) drives the swipe.
extension UICollectionView: SwipeActionsHost {
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func swipeableCell(at path: IndexPath) -> SwipeableCell? { cellForItem(at: path) as? UICollectionViewListCell }

    func swipeConfigurations(at path: IndexPath) -> (leading: UISwipeActionsConfiguration?, trailing: UISwipeActionsConfiguration?) {
        guard let configuration = (layout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: path.section) else {
            return (nil, nil)
        }
        return (configuration.leadingSwipeActionsConfigurationProvider?(path), configuration.trailingSwipeActionsConfigurationProvider?(path))
    }

    func swipeDidBegin(at path: IndexPath) {}
    func swipeDidEnd(at path: IndexPath) {}

    /// A horizontal drag started at `point` (content coordinates): true when the row there has
    /// swipe actions and the swipe begins.
    @discardableResult
    @_spi(Host) public func swipeBegan(at point: CGPoint) -> Bool { beginSwipe(at: point) }

    /// The drag moved `translation` points horizontally since it began: the row follows.
    @_spi(Host) public func swipeChanged(translation: CGFloat) { changeSwipe(translation: translation) }

    /// The finger lifted moving at `velocity` points per second.
    @_spi(Host) public func swipeEnded(velocity: CGFloat) { endSwipe(velocity: velocity) }
}
