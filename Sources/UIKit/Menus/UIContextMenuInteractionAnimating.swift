import Foundation

/// The animator a context menu's delegate gets when the menu appears or goes away, as UIKit's
/// `UIContextMenuInteractionAnimating` (iOS 13): animations added run alongside the menu's,
/// completions after it.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller of the custom preview (`previewProvider`'s), if any.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a closure to run once the menu's animation ended.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How a context menu goes away when its preview is tapped, as UIKit's
/// `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview shrinks back with the menu.
    case dismiss = 0
    /// The preview grows and fades, as when it opens what it previews.
    case pop
}

/// The animator a context menu's delegate gets when its preview is tapped, as UIKit's
/// `UIContextMenuInteractionCommitAnimating` (iOS 13).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the menu goes away (`.pop` by default).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator given to the delegates: it keeps the animations and completions for the
/// presentation to run.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [@MainActor () -> Void] = []
    private(set) var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    /// Runs the completions once.
    func complete() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }
}
