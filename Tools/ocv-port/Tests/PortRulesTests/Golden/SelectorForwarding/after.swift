import UIKit

protocol GridDelegate: AnyObject {
    func gridDidRefresh(_ grid: GridView)
}

extension GridDelegate {
    func gridDidRefresh(_ grid: GridView) {}
}

/// Passes the collection view's delegate calls on to the app's delegate, the iOS way.
final class DelegateProxy: NSObject, UICollectionViewDelegate {
    weak var target: NSObjectProtocol?

    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || target?.responds(to: aSelector) == true
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        target?.responds(to: aSelector) == true ? target : super.forwardingTarget(for: aSelector)
    }
}

final class GridView: UIView {
    weak var delegate: GridDelegate?
    var action: Selector = #selector(refresh)
    var actionName = "refresh"

    func refresh() {
        if (delegate as AnyObject).responds(to: #selector(GridDelegate.gridDidRefresh(_:))) {
            delegate?.gridDidRefresh(self)
        }
    }

    func run(_ selector: Selector) {
        perform(selector)
        perform(action, with: nil)
        perform(NSSelectorFromString(actionName), with: self, with: nil)
        perform(action, with: nil, afterDelay: 0.5)
        performSelector(onMainThread: action, with: nil, waitUntilDone: false)
        let implementation = method(for: action)
        _ = implementation
        _ = NSStringFromSelector(action)
        _ = Selector("refresh")
        _ = (delegate as AnyObject).conforms(to: GridDelegate.self)
        _ = GridView.instancesRespond(to: #selector(layoutSubviews))
        let original = class_getInstanceMethod(GridView.self, #selector(layoutSubviews))
        _ = original
    }

    override class func resolveInstanceMethod(_ sel: Selector!) -> Bool { false }
}
