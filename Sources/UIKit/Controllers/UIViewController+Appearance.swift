import Foundation

/// Where a view controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// The transition a controller takes part in, for `isBeingPresented` and the others.
struct TransitionFlags: OptionSet {
    let rawValue: Int
    static let beingPresented = TransitionFlags(rawValue: 1 << 0)
    static let beingDismissed = TransitionFlags(rawValue: 1 << 1)
    static let movingToParent = TransitionFlags(rawValue: 1 << 2)
    static let movingFromParent = TransitionFlags(rawValue: 1 << 3)
}

/// The appearance calls, in UIKit's order: `viewWillAppear`, `viewIsAppearing` (once the view
/// is in the window), `viewDidAppear`; `viewWillDisappear`, `viewDidDisappear`. A parent
/// forwards each to the children whose views are in its view (parent first), unless it
/// returns false from `shouldAutomaticallyForwardAppearanceMethods`.
extension UIViewController {
    /// `beginAppearanceTransition(_:animated:)`'s work.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            hasCalledIsAppearing = false
            appearanceAnimated = animated
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// `endAppearanceTransition()`'s work.
    func endAppearance() {
        switch appearanceState {
        case .appearing:
            noteViewIsAppearing()
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// Calls `viewIsAppearing(_:)` once per appearance, when the view is in the window.
    func noteViewIsAppearing() {
        guard appearanceState == .appearing, !hasCalledIsAppearing else { return }
        hasCalledIsAppearing = true
        viewIsAppearing(appearanceAnimated)
        for child in appearanceChildren { child.noteViewIsAppearing() }
    }

    /// The children that hear this controller's appearance calls: those whose views are in
    /// its view.
    var appearanceChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return childList.filter { child in child.viewIfLoaded.map { $0.isDescendant(of: root) } ?? false }
    }


    /// Tells the view its safe area changed (`additionalSafeAreaInsets`, a container's bars).
    func safeAreaDidChange() {
        viewIfLoaded?.notifySafeAreaInsetsDidChange()
    }
}

/// A controller's view moving into or out of a visible window outside a container's
/// transition: a child added to (or removed from) a parent on screen appears (disappears), as
/// UIKit tells it when the view changes window.
extension UIView {
    /// The safe area a controller adds to its view: `additionalSafeAreaInsets` and its
    /// container's bars.
    var controllerSafeAreaInsets: UIEdgeInsets {
        guard let controller = owningViewController else { return .zero }
        return controller.additionalSafeAreaInsets + controller.containerSafeAreaInsets
    }

    var isInVisibleWindow: Bool { window.map { !$0.isHidden } ?? false }

    /// After the view moved into a superview.
    func controllerViewDidAttach() {
        guard let controller = owningViewController, isInVisibleWindow else { return }
        switch controller.appearanceState {
        case .appearing:
            controller.noteViewIsAppearing()
        case .disappeared:
            guard let parent = controller.parent else { return }
            if parent.appearanceState == .appeared {
                controller.beginAppearanceTransition(true, animated: false)
                controller.noteViewIsAppearing()
                controller.endAppearanceTransition()
            } else if parent.appearanceState == .appearing {
                controller.beginAppearanceTransition(true, animated: parent.appearanceAnimated)
                if parent.hasCalledIsAppearing { controller.noteViewIsAppearing() }
            }
        default:
            break
        }
    }

    /// Before the view leaves its superview: a child on screen begins to disappear; the
    /// returned controller ends it once the view is out.
    func controllerViewWillDetach() -> UIViewController? {
        guard let controller = owningViewController, controller.parent != nil, isInVisibleWindow,
              controller.appearanceState == .appeared else { return nil }
        controller.beginAppearanceTransition(false, animated: false)
        return controller
    }
}
