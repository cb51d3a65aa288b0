// Issue 30's split view controller, as iOS code writes one: the iOS 14 column style with a
// delegate, widths, display modes and the display mode button; the classic form. It must compile
// in Swift 6 and Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class SplitViewsShapeDelegate: NSObject, UISplitViewControllerDelegate {
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool { true }
}

@MainActor
func splitViewsShape() {
    let delegate = SplitViewsShapeDelegate()
    let split = UISplitViewController(style: .tripleColumn)
    split.delegate = delegate
    split.setViewController(UIViewController(), for: .primary)
    split.setViewController(UIViewController(), for: .supplementary)
    split.setViewController(UINavigationController(rootViewController: UIViewController()), for: .secondary)
    split.setViewController(UIViewController(), for: .compact)
    split.preferredDisplayMode = .twoBesideSecondary
    split.preferredSplitBehavior = .tile
    split.preferredPrimaryColumnWidthFraction = 0.3
    split.minimumPrimaryColumnWidth = 280
    split.maximumPrimaryColumnWidth = 400
    split.preferredSupplementaryColumnWidth = 320
    split.presentsWithGesture = true
    split.showsSecondaryOnlyButton = true
    split.primaryEdge = .leading
    split.show(.primary)
    split.hide(.supplementary)
    split.viewController(for: .secondary)?.navigationItem.leftBarButtonItem = split.displayModeButtonItem
    _ = (split.isCollapsed, split.displayMode, split.splitBehavior, split.primaryColumnWidth, split.supplementaryColumnWidth,
         UISplitViewController.automaticDimension, UISplitViewController.DisplayMode.allVisible)

    let classic = UISplitViewController()
    classic.viewControllers = [UINavigationController(rootViewController: UIViewController()), UIViewController()]
    classic.preferredDisplayMode = .oneBesideSecondary
    classic.showDetailViewController(UIViewController(), sender: nil)
    _ = classic.viewControllers.first?.splitViewController
}
