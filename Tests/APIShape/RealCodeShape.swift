// The shape of what real iOS code trips on (issues 24 and 31), through `import UIKit` as iOS
// files write it: descriptions, literals, Darwin's names, exceptions' names, UIDevice,
// accessibility, pull to refresh, view transitions and keyframes, touches, layer delegates and
// layout, content containers and the members subclasses override. Nothing here asserts a
// value: it must COMPILE in Swift 6 and Swift 5 language modes and run without trapping.
import UIKit

final class RealCodeShapeLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool { key == "opacity" || super.needsDisplay(forKey: key) }
    override func display() { super.display() }
    override func layoutSublayers() { super.layoutSublayers() }
    override var cornerRadius: CGFloat { didSet {} }
    override func awakeFromNib() { super.awakeFromNib() }
}

final class RealCodeShapeView: UIView {
    override func awakeFromNib() { super.awakeFromNib() }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override func layoutSublayers(of layer: CALayer) { super.layoutSublayers(of: layer) }
    override func action(for layer: CALayer, forKey event: String) -> CAAction? { super.action(for: layer, forKey: event) }
    override var isAccessibilityElement: Bool { get { true } set { super.isAccessibilityElement = newValue } }
    override var accessibilityLabel: String? { get { "Shape" } set { super.accessibilityLabel = newValue } }
    override var accessibilityTraits: UIAccessibilityTraits { get { .button } set { super.accessibilityTraits = newValue } }
    override func accessibilityActivate() -> Bool { true }
    override func copy(_ sender: Any?) { super.copy(sender) }
    override func encodeRestorableState(with coder: NSCoder) { super.encodeRestorableState(with: coder) }
}

final class RealCodeShapeController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var navigationItem: UINavigationItem { super.navigationItem }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { super.prepare(for: segue, sender: sender) }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }
}

final class RealCodeShapeButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { super.titleRect(forContentRect: contentRect) }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { super.imageRect(forContentRect: contentRect) }
}

final class RealCodeShapeScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

final class RealCodeShapeConstraint: NSLayoutConstraint {
    override var description: String { "shape" }
}

@MainActor
func realCodeShape() {
    // Descriptions, literals and Darwin's names.
    let text: String = "\(CGRect.zero) \(CGPoint.zero) \(UIEdgeInsets.zero) \(IndexPath(item: 0, section: 0))"
    let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    let forever: Float = HUGE
    let name: NSExceptionName = .internalInconsistencyException
    _ = (text, color, forever, name, UIColor.groupTableViewBackground)

    // The device and accessibility.
    let device = UIDevice.current
    _ = (device.model, device.systemVersion, device.userInterfaceIdiom, device.orientation.isPortrait)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    _ = UIAccessibility.isVoiceOverRunning

    // A view, its layer, a controller and its guides.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = RealCodeShapeController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let shape = RealCodeShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    controller.view.addSubview(shape)
    let layer = RealCodeShapeLayer()
    shape.layer.addSublayer(layer)
    layer.setNeedsLayout()
    layer.layoutIfNeeded()
    _ = controller.topLayoutGuide.bottomAnchor
    _ = controller.show(UIViewController(), sender: nil)

    // Transitions, keyframes and pull to refresh.
    UIView.transition(with: shape, duration: 0.2, options: .transitionCrossDissolve, animations: { shape.alpha = 0.5 })
    UIView.transition(with: shape, duration: 0.2, options: [], animations: nil, completion: nil)
    UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeLinear], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { shape.alpha = 1 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { shape.alpha = 0.5 }
    }, completion: { _ in })
    let scrollView = RealCodeShapeScrollView(frame: window.bounds)
    let refresh = UIRefreshControl()
    refresh.addAction(UIAction { _ in }, for: .valueChanged)
    scrollView.refreshControl = refresh
    refresh.beginRefreshing()
    refresh.endRefreshing()

    // Constraints made by a subclass.
    let constraint = RealCodeShapeConstraint(item: shape, attribute: .width, relatedBy: .equal, toItem: nil,
                                             attribute: .notAnAttribute, multiplier: 1, constant: 100)
    _ = constraint.multiplier

    // A button's rects and a section snapshot's children.
    let button = RealCodeShapeButton(type: .system)
    _ = button.contentRect(forBounds: CGRect(x: 0, y: 0, width: 80, height: 30))
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Root"])
    var children = NSDiffableDataSourceSectionSnapshot<String>()
    children.append(["Child"])
    outline.replace(childrenOf: "Root", using: children)
}
