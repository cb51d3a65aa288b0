import Foundation

/// A window's focus, as UIKit's `UIFocusSystem` on iPad with a hardware keyboard: which item is
/// focused (a view that can become focused, or an item of a collection view), the updates that
/// move it — asking every environment that contains the old or the new item first
/// (`shouldUpdateFocus(in:)`), telling them after (`didUpdateFocus(in:with:)`) — and the
/// keys that move it (UIFocusSystem+Keyboard.swift). The focused item shows its focus effect.
@preconcurrency @MainActor
public final class UIFocusSystem: NSObject {
    /// What has focus: a view, or an item of a collection view (which may be off screen).
    enum Target {
        case view(UIView)
        case item(UICollectionView, IndexPath)
    }

    unowned let window: UIWindow
    @Unretained private var focusedView: UIView?
    @Unretained private var focusedCollectionView: UICollectionView?
    private var focusedPath: IndexPath?
    /// An environment whose focus update was asked for (`setNeedsFocusUpdate()`).
    private weak var pendingEnvironment: (any UIFocusEnvironment)?

    init(window: UIWindow) {
        self.window = window
    }

    /// The focus system of the window `environment` is in (nil outside a window).
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        var node: (any UIFocusEnvironment)? = environment
        while let current = node {
            if let view = current as? UIView { return view.window?.focusSystem }
            if let controller = current as? UIViewController, controller.isViewLoaded { return controller.view.window?.focusSystem }
            node = current.parentFocusEnvironment
        }
        return nil
    }

    /// The focused item: a view, or the cell of the focused collection-view item while it is on
    /// screen (nil when nothing is focused, or the focused item's cell is off screen).
    public var focusedItem: (any UIFocusItem)? {
        if let view = focusedView { return view }
        if let collectionView = focusedCollectionView, let path = focusedPath { return collectionView.cellForItem(at: path) }
        return nil
    }

    /// The focused target, if it is still in the window.
    var target: Target? {
        if let view = focusedView, view.window === window { return .view(view) }
        if let collectionView = focusedCollectionView, let path = focusedPath, collectionView.window === window {
            return .item(collectionView, path)
        }
        return nil
    }

    /// Asks for focus to move to `environment`'s preferred item on the next
    /// `updateFocusIfNeeded()` (UIKit's `requestFocusUpdate(to:)`).
    public func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        pendingEnvironment = environment
    }

    /// Moves focus as requested, if a request is pending.
    public func updateFocusIfNeeded() {
        guard let environment = pendingEnvironment else { return }
        pendingEnvironment = nil
        if let target = preferredTarget(in: environment) { move(to: target, heading: []) }
    }

    /// Whether `environment` contains `otherEnvironment` (or is it), following parents.
    public static func environment(_ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment) -> Bool {
        var node: (any UIFocusEnvironment)? = otherEnvironment
        while let current = node {
            if current === environment { return true }
            node = current.parentFocusEnvironment
        }
        return false
    }

    // MARK: Updates

    /// Moves focus to `target`: every environment containing the old or the new item may refuse;
    /// then the focus effect moves, they are told, and a collection view scrolls the item into
    /// view (and selects it when selection follows focus). True when focus moved.
    @discardableResult
    func move(to target: Target?, heading: UIFocusHeading) -> Bool {
        let previous = self.target
        if let previous, let target, previous.isSame(as: target) { return false }
        let context = UIFocusUpdateContext(previous: previous?.item, next: target?.item, heading: heading)
        let environments = Self.environments(containing: [previous, target].compactMap { $0 })
        for environment in environments {
            let seen = Self.context(context, for: environment, previous, target)
            guard environment.shouldUpdateFocus(in: seen) else { return false }
            if let collectionView = environment as? UICollectionView, let seen = seen as? UICollectionViewFocusUpdateContext,
               !(collectionView.collectionDelegate?.collectionView(collectionView, shouldUpdateFocusIn: seen) ?? true) { return false }
        }
        previous?.showFocus(false)
        focusedView = nil
        focusedCollectionView = nil
        focusedPath = nil
        switch target {
        case .view(let view)?: focusedView = view
        case .item(let collectionView, let path)?:
            focusedCollectionView = collectionView
            focusedPath = path
            collectionView.focusDidMove(to: path)
        case nil: break
        }
        if case .item(let collectionView, _)? = previous, focusedCollectionView !== collectionView {
            collectionView.focusDidMove(to: nil)
        }
        target?.showFocus(true)
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments {
            let seen = Self.context(context, for: environment, previous, target)
            environment.didUpdateFocus(in: seen, with: coordinator)
            if let collectionView = environment as? UICollectionView, let seen = seen as? UICollectionViewFocusUpdateContext {
                collectionView.collectionDelegate?.collectionView(collectionView, didUpdateFocusIn: seen, with: coordinator)
            }
        }
        return true
    }

    /// The focused item of `collectionView` is now at `path` after an update (nil: it went
    /// away, and focus with it).
    func focusedItemMoved(in collectionView: UICollectionView, to path: IndexPath?) {
        guard focusedCollectionView === collectionView else { return }
        focusedPath = path
        if path == nil { focusedCollectionView = nil }
    }

    /// The collection view's context for a collection view (its own index paths), else `context`.
    private static func context(_ context: UIFocusUpdateContext, for environment: any UIFocusEnvironment,
                                _ previous: Target?, _ next: Target?) -> UIFocusUpdateContext {
        guard let collectionView = environment as? UICollectionView else { return context }
        return UICollectionViewFocusUpdateContext(context, previous: previous?.indexPath(in: collectionView),
                                                next: next?.indexPath(in: collectionView))
    }

    /// The environments that contain any of `targets`, innermost first, each once.
    private static func environments(containing targets: [Target]) -> [any UIFocusEnvironment] {
        var result: [any UIFocusEnvironment] = []
        for target in targets {
            var node: (any UIFocusEnvironment)? = target.environment
            while let current = node {
                if !result.contains(where: { $0 === current }) { result.append(current) }
                node = current.parentFocusEnvironment
            }
        }
        return result
    }

    /// The item focus goes to when it moves to `environment`: following preferred environments
    /// down to something that can be focused.
    func preferredTarget(in environment: any UIFocusEnvironment, depth: Int = 0) -> Target? {
        guard depth < 32 else { return nil }
        if let collectionView = environment as? UICollectionView, let path = collectionView.preferredFocusIndexPath() {
            return .item(collectionView, path)
        }
        if let view = environment as? UIView, view.canBecomeFocused, view.isVisibleForFocus { return .view(view) }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let target = preferredTarget(in: preferred, depth: depth + 1) { return target }
        }
        return nil
    }
}

extension UIFocusSystem.Target {
    /// The focus item of the target (the cell, for an item on screen).
    var item: (any UIFocusItem)? {
        switch self {
        case .view(let view): view
        case .item(let collectionView, let path): collectionView.cellForItem(at: path)
        }
    }

    /// The innermost environment of the target: the view, the item's cell, or its collection view.
    var environment: any UIFocusEnvironment {
        switch self {
        case .view(let view): view
        case .item(let collectionView, let path): collectionView.cellForItem(at: path) ?? collectionView
        }
    }

    func indexPath(in collectionView: UICollectionView) -> IndexPath? {
        if case .item(let owner, let path) = self, owner === collectionView { return path }
        return nil
    }

    func isSame(as other: UIFocusSystem.Target) -> Bool {
        switch (self, other) {
        case (.view(let a), .view(let b)): a === b
        case (.item(let a, let p), .item(let b, let q)): a === b && p == q
        default: false
        }
    }

    /// Shows or hides the focus effect of the target.
    func showFocus(_ shown: Bool) {
        switch self {
        case .view(let view): view.showFocus(shown)
        case .item(let collectionView, let path): collectionView.cellForItem(at: path)?.showFocus(shown)
        }
    }
}
