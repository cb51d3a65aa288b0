import Foundation

/// What a focus update changes, as UIKit's `UIFocusUpdateContext`: the item that had focus, the
/// item that gets it, and the direction of the move.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The item focused before the update (nil when nothing was).
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item focused after the update (nil when focus goes away).
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction focus moves in (empty for a programmatic update).
    open private(set) var focusHeading: UIFocusHeading

    /// The previously focused item when it is a view.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The next focused item when it is a view.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
    }
}

/// A focus update seen by a collection view, as UIKit's `UICollectionViewFocusUpdateContext`:
/// the index paths of the items that lose and gain focus (nil when it is not one of its items).
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the item that had focus.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The index path of the item that gets focus.
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) {
        previouslyFocusedIndexPath = previous
        nextFocusedIndexPath = next
        super.init(previous: context.previouslyFocusedItem, next: context.nextFocusedItem, heading: context.focusHeading)
    }
}

/// A focus update seen by a table, as UIKit's `UITableViewFocusUpdateContext`: the index paths
/// of the rows that lose and gain focus (nil when it is not one of its rows).
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the row that had focus.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The index path of the row that gets focus.
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) {
        previouslyFocusedIndexPath = previous
        nextFocusedIndexPath = next
        super.init(previous: context.previouslyFocusedItem, next: context.nextFocusedItem, heading: context.focusHeading)
    }
}

/// The animation timing of a focus update's coordinated animations, as UIKit's
/// `UIFocusAnimationContext`.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: AnyObject {
    /// How long the animations run, in seconds.
    var duration: TimeInterval { get }
}

/// Runs animations along with a focus update, as UIKit's `UIFocusAnimationCoordinator`: each
/// runs in an animation of the focus update's duration as soon as it is added.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject, UIFocusAnimationContext {
    /// The duration of focus animations (UIKit does not document it; 0.2 s here).
    public static let animationDuration: TimeInterval = 0.2
    open var duration: TimeInterval { Self.animationDuration }

    /// Runs `animations` with the focus update, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        UIView.animate(withDuration: duration, animations: { animations?() }, completion: { _ in completion?() })
    }

    /// Runs `animations` with the item that gains focus (iOS 11).
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                               completion: (() -> Void)? = nil) {
        addCoordinatedAnimations({ animations?(self) }, completion: completion)
    }

    /// Runs `animations` with the item that loses focus (iOS 11).
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                                 completion: (() -> Void)? = nil) {
        addCoordinatedAnimations({ animations?(self) }, completion: completion)
    }
}
