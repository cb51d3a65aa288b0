import Foundation

/// Whether a scene's pointer is locked, as UIKit's `UIPointerLockState` (iOS 14): locked while
/// the scene is active and the controller that decides (its key window's root, following
/// `childViewControllerForPointerLock`) `prefersPointerLocked`. On Linux the window host then
/// hides the pointer and keeps it in the window (SDL's relative mouse mode); there is no
/// GameController framework to read the pointer's motion from while it is locked.
@preconcurrency @MainActor
open class UIPointerLockState: NSObject {
    /// Posted when a scene's pointer is locked or released; its `sceneUserInfoKey` is the scene.
    public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    /// The key of the scene in `didChangeNotification`'s user info.
    public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"

    /// Whether the pointer is locked.
    open internal(set) var isLocked = false

    override init() {
        super.init()
    }
}

extension UIWindowScene {
    /// The controller whose preference locks the pointer: the key window's root controller, or
    /// the child it names, and so on.
    var pointerLockController: UIViewController? {
        var controller = (keyWindow ?? windows.first)?.rootViewController
        while let child = controller?.childViewControllerForPointerLock { controller = child }
        return controller
    }

    /// Locks or releases the pointer as the scene's state and its controller's preference say,
    /// posting `didChangeNotification` when that changes.
    func updatePointerLock() {
        let locked = activationState == .foregroundActive && pointerLockController?.prefersPointerLocked == true
        guard locked != pointerLockState?.isLocked, let state = pointerLockState else { return }
        state.isLocked = locked
        NotificationCenter.default.post(name: UIPointerLockState.didChangeNotification, object: state,
                                        userInfo: [UIPointerLockState.sceneUserInfoKey: self])
    }
}
