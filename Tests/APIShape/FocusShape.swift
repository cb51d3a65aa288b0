// The shape of keyboard focus and multiple selection as iPad code uses them (issue 15, part 5),
// through `import UIKit`: UIFocusSystem, UIFocusEnvironment and UIFocusItem on views and view
// controllers, UIFocusUpdateContext and UICollectionViewFocusUpdateContext,
// UIFocusAnimationCoordinator, UIFocusHaloEffect, the collection view's focus and selection
// properties, the delegate's focus, primary-action and multiple-selection methods, and
// UIEvent's button mask and modifier flags. Nothing here asserts a value: it must COMPILE in
// Swift 6 and Swift 5 language modes and run without trapping.
import UIKit

@MainActor
final class FocusShapeDelegate: NSObject, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        _ = (context.previouslyFocusedIndexPath, context.nextFocusedIndexPath, context.focusHeading)
        return context.nextFocusedView != nil
    }

    func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator) {
        coordinator.addCoordinatedAnimations({ context.nextFocusedView?.alpha = 1 }, completion: nil)
        coordinator.addCoordinatedFocusingAnimations({ animationContext in _ = animationContext.duration }, completion: {})
    }

    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }

    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool { false }

    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}

    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        true
    }

    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        collectionView.isEditing = true
    }

    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
}

final class FocusShapeCell: UICollectionViewCell {
    override var canBecomeFocused: Bool { true }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        coordinator.addCoordinatedAnimations({ self.transform = self.isFocused ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity })
    }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        context.focusHeading != .previous
    }
}

final class FocusShapeController: UIViewController {
    let button = UIButton(type: .system)

    override var preferredFocusEnvironments: [UIFocusEnvironment] { [button] }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        _ = (context.previouslyFocusedItem, context.nextFocusedItem, context.previouslyFocusedView)
    }
}

@MainActor
func focusShape() {
    let delegate = FocusShapeDelegate()
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.delegate = delegate
    collectionView.allowsFocus = true
    collectionView.allowsFocusDuringEditing = false
    collectionView.selectionFollowsFocus = true
    collectionView.remembersLastFocusedIndexPath = true
    collectionView.allowsSelectionDuringEditing = true
    collectionView.allowsMultipleSelectionDuringEditing = true
    collectionView.register(FocusShapeCell.self, forCellWithReuseIdentifier: "cell")

    let cell = FocusShapeCell(frame: .zero)
    cell.focusEffect = UIFocusHaloEffect(roundedRect: cell.bounds, cornerRadius: 8, curve: .continuous)
    let halo = UIFocusHaloEffect()
    halo.position = .outside
    halo.referenceView = cell.contentView
    halo.containerView = collectionView
    cell.focusEffect = halo
    cell.focusEffect = UIFocusEffect()
    cell.focusGroupIdentifier = "photos"
    _ = (cell.isFocused, cell.canBecomeFocused, cell.preferredFocusEnvironments, cell.parentFocusEnvironment)
    cell.setNeedsFocusUpdate()
    cell.updateFocusIfNeeded()

    let controller = FocusShapeController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    if let system = UIFocusSystem.focusSystem(for: controller) {
        system.requestFocusUpdate(to: controller)
        system.updateFocusIfNeeded()
        _ = system.focusedItem
        _ = UIFocusSystem.environment(controller, contains: controller.view)
    }
    let headings: [UIFocusHeading] = [.up, .down, .left, .right, .next, .previous]
    _ = headings

    // Pointer buttons and modifier keys on touch events and gesture recognizers (iOS 13.4).
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.buttonMaskRequired = [.primary, .secondary]
    _ = (tap.buttonMask, tap.modifierFlags)
    let event = UIEvent()
    let mask: UIEvent.ButtonMask = event.buttonMask
    _ = (mask.contains(.secondary), UIEvent.ButtonMask.button(3), event.modifierFlags.contains(.shift))
}
