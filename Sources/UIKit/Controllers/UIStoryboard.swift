import Foundation

/// A storyboard, as UIKit's `UIStoryboard`. There are no storyboard files on Linux: making one
/// raises UIKit's exception for a storyboard it cannot find, naming what to do instead — make
/// the view controllers in code (docs/porting.md, "Storyboards and nibs"). The type exists so
/// that code naming it compiles; `UIViewController.storyboard` is always nil.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// Raises UIKit's exception: no storyboard named `name` can be found on Linux.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        raiseException(.invalidArgumentException, "Could not find a storyboard named '\(name)' in bundle "
            + "\(storyboardBundleOrNil ?? Bundle.main). There are no storyboards on Linux: make the view controllers in code "
            + "(docs/porting.md, \"Storyboards and nibs\").")
    }

    /// The storyboard's initial view controller. Never reached: no storyboard can be made.
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// The view controller with `identifier`. Never reached: no storyboard can be made.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        raiseException(.invalidArgumentException, "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
    }
}

/// Where an unwind segue starts, as UIKit's `UIStoryboardUnwindSegueSource`: the controller it
/// leaves and its sender (its `unwindAction` is a `Selector`, which needs the Objective-C
/// runtime, so it is left out). Unwind segues come from storyboards, so UIKit never makes one on
/// Linux; containers' unwinding members exist with UIKit's defaults and are never called.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue starts from.
    public let source: UIViewController
    /// The object that started the segue.
    public let sender: Any?

    init(source: UIViewController, sender: Any?) {
        self.source = source
        self.sender = sender
        super.init()
    }
}
