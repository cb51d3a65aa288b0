import Foundation

/// A view whose items take keyboard focus as items rather than as views — a collection view or
/// a table: the focus system asks it where focus goes when it enters, where the arrow keys take
/// it, and tells it when focus moved; its delegate sees contexts with its own index paths.
@preconcurrency @MainActor
protocol FocusItemHost: UIScrollView {
    /// The cell showing the item, nil while the item is off screen.
    func focusCell(at path: IndexPath) -> UIView?
    /// The item focus goes to when it enters the view, nil when none can take it.
    func preferredFocusIndexPath() -> IndexPath?
    /// The focusable item nearest `path` in the `heading` direction (an arrow key).
    func focusCandidate(from path: IndexPath, heading: UIFocusHeading) -> IndexPath?
    /// Focus moved to `path` (nil: away from this view's items).
    func focusDidMove(to path: IndexPath?)
    /// The context the view's delegate sees: `context` with the view's index paths.
    func focusContext(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) -> UIFocusUpdateContext
    /// Whether the delegate lets the update happen.
    func delegateShouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Tells the delegate the update happened.
    func delegateDidUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// Return or Space on the focused item: chooses it as a tap does.
    func chooseFocusedItem(at path: IndexPath)
}
