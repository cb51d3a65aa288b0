// Issue 31's coordinate spaces and focus item containers, as iOS code uses them: a view's frame
// in the screen's space, a custom coordinate space, overrides of focusItemContainer and
// performsActionsWhilePresentingModally; and an image view adjusting its image for the
// accessibility text sizes. It must compile in Swift 6 and Swift 5 modes and run without
// trapping.
import UIKit

@MainActor
final class CoordinateSpacesShapeView: UIView {
    override var focusItemContainer: UIFocusItemContainer? { super.focusItemContainer }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
}

@MainActor
final class CoordinateSpacesShapeController: UIViewController {
    override var focusItemContainer: UIFocusItemContainer? { super.focusItemContainer }
    override var performsActionsWhilePresentingModally: Bool { false }

    func frameOnScreen(of view: UIView) -> CGRect {
        let screen: UICoordinateSpace = view.window?.screen.coordinateSpace ?? UIScreen.main.coordinateSpace
        return view.convert(view.bounds, to: screen)
    }
}

@MainActor
final class CoordinateSpacesShapeImageView: UIImageView {
    override var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
        get { super.adjustsImageSizeForAccessibilityContentSizeCategory }
        set { super.adjustsImageSizeForAccessibilityContentSizeCategory = newValue }
    }
}

@MainActor
func coordinateSpacesShape() {
    let adjusting: UIAccessibilityContentSizeCategoryImageAdjusting = CoordinateSpacesShapeImageView()
    adjusting.adjustsImageSizeForAccessibilityContentSizeCategory = true
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = CoordinateSpacesShapeController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let view = CoordinateSpacesShapeView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    controller.view.addSubview(view)
    _ = controller.frameOnScreen(of: view)
    let fixed: UICoordinateSpace = UIScreen.main.fixedCoordinateSpace
    _ = fixed.convert(CGPoint.zero, from: view)
    _ = view.convert(CGRect.zero, from: fixed)
    let items: [UIFocusItem] = controller.focusItemContainer?.focusItems(in: controller.view.bounds) ?? []
    let scrollable: UIFocusItemScrollableContainer = UIScrollView()
    _ = (items.count, scrollable.visibleSize, view.coordinateSpace.bounds)
}
