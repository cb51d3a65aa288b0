import Foundation

/// A window's focus, as UIKit's `UIFocusSystem` on iPad with a hardware keyboard: which item is
/// focused (a view that can become focused, or an item of a collection view), the updates that
/// move it — asking every environment that contains the old or the new item first
/// (`shouldUpdateFocus(in:)`), telling them after (`didUpdateFocus(in:with:)`) — and the
/// keys that move it (UIFocusSystem+Keyboard.swift). The focused item shows its focus effect.
/// Collection views and tables give focus to their items (`FocusItemHost`).
@preconcurrency @MainActor
public final class UIFocusSystem: NSObject {
    /// What has focus: a view, or an item of a collection view or a table (which may be off screen).
    enum Target {
        case view(UIView)
        case item(any FocusItemHost, IndexPath)
    }

    unowned let window: UIWindow
    @Unretained private var focusedView: UIView?
    @Unretained private var focusedHostView: UIScrollView?
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

    /// The view whose item has focus.
    private var focusedHost: (any FocusItemHost)? { focusedHostView as? FocusItemHost }

    /// The focused item: a view, or the cell of the focused item while it is on screen (nil
    /// when nothing is focused, or the focused item's cell is off screen).
    public var focusedItem: (any UIFocusItem)? {
        if let view = focusedView { return view }
        if let host = focusedHost, let path = focusedPath { return host.focusCell(at: path) }
        return nil
    }

    /// The focused target, if it is still in the window.
    var target: Target? {
        if let view = focusedView, view.window === window { return .view(view) }
        if let host = focusedHost, let path = focusedPath, host.window === window { return .item(host, path) }
        return nil
    }

    /// Where presses go when nothing is first responder, as UIKit sends them to the focused
    /// item: the focused view, or the focused item's cell (its collection view or table while
    /// the cell is off screen).
    var focusedResponder: UIResponder? {
        switch target {
        case .view(let view): view
        case .item(let host, let path): host.focusCell(at: path) ?? host
        case nil: nil
        }
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
            if let host = environment as? FocusItemHost, !host.delegateShouldUpdateFocus(in: seen) { return false }
        }
        previous?.showFocus(false)
        focusedView = nil
        focusedHostView = nil
        focusedPath = nil
        switch target {
        case .view(let view)?: focusedView = view
        case .item(let host, let path)?:
            focusedHostView = host
            focusedPath = path
            host.focusDidMove(to: path)
        case nil: break
        }
        if case .item(let host, _)? = previous, focusedHostView !== host {
            host.focusDidMove(to: nil)
        }
        target?.showFocus(true)
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments {
            let seen = Self.context(context, for: environment, previous, target)
            environment.didUpdateFocus(in: seen, with: coordinator)
            (environment as? FocusItemHost)?.delegateDidUpdateFocus(in: seen, with: coordinator)
        }
        return true
    }

    /// The focused item of `host` is now at `path` after an update (nil: it went away, and
    /// focus with it).
    func focusedItemMoved(in host: any FocusItemHost, to path: IndexPath?) {
        guard focusedHostView === host else { return }
        focusedPath = path
        if path == nil { focusedHostView = nil }
    }

    /// The context a collection view or a table sees (its own index paths), else `context`.
    private static func context(_ context: UIFocusUpdateContext, for environment: any UIFocusEnvironment,
                                _ previous: Target?, _ next: Target?) -> UIFocusUpdateContext {
        guard let host = environment as? FocusItemHost else { return context }
        return host.focusContext(context, previous: previous?.indexPath(in: host), next: next?.indexPath(in: host))
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
        if let host = environment as? FocusItemHost, let path = host.preferredFocusIndexPath() {
            return .item(host, path)
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
        case .item(let host, let path): host.focusCell(at: path)
        }
    }

    /// The innermost environment of the target: the view, the item's cell, or its view.
    var environment: any UIFocusEnvironment {
        switch self {
        case .view(let view): view
        case .item(let host, let path): host.focusCell(at: path) ?? host
        }
    }

    func indexPath(in host: any FocusItemHost) -> IndexPath? {
        if case .item(let owner, let path) = self, owner === host { return path }
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
        case .item(let host, let path): host.focusCell(at: path)?.showFocus(shown)
        }
    }
}
