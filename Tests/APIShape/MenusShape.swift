// The shape of UIKit's context menus as iOS code uses them (issue 15, part 4; issue 12's pop-up
// menu accessory), through `import UIKit`: UIContextMenuConfiguration, UIContextMenuInteraction
// and its delegate, the animators, UITargetedPreview, UIPreviewParameters and UIPreviewTarget,
// the collection view delegate's context-menu methods, UICellAccessory.popUpMenu and pop-up
// buttons. Nothing here asserts a value: it must COMPILE in Swift 6 and Swift 5 language modes
// and run without trapping.
import UIKit

@MainActor
final class MenusShapeDelegate: NSObject, UICollectionViewDelegate, UIContextMenuInteractionDelegate {
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPaths.first else { return nil }
        return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { suggestedActions in
            let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
            let share = UIMenu(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), children: [copy])
            return UIMenu(title: "", children: suggestedActions + [share, UIMenu(options: .displayInline, children: [delete])])
        }
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }, actionProvider: nil)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 12)
        parameters.shadowPath = UIBezierPath(rect: cell.bounds)
        return UITargetedPreview(view: cell, parameters: parameters)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        nil
    }

    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        animator?.addAnimations { collectionView.alpha = 0.9 }
        animator?.addCompletion { collectionView.alpha = 1 }
    }

    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        _ = animator?.previewViewController
    }

    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {
        animator.preferredCommitStyle = .dismiss
        animator.addCompletion { _ = configuration.identifier }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Rename") { _ in }]) })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        guard let view = interaction.view else { return nil }
        let target = UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        return UITargetedPreview(view: view, parameters: UIPreviewParameters(), target: target)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {}

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {}
}

@MainActor
func menusShape() {
    let delegate = MenusShapeDelegate()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let interaction = UIContextMenuInteraction(delegate: delegate)
    view.addInteraction(interaction)
    let interactions: [UIInteraction] = view.interactions
    _ = (interactions, interaction.menuAppearance, interaction.location(in: view), interaction.delegate)
    interaction.updateVisibleMenu { menu in menu }
    interaction.dismissMenu()
    view.removeInteraction(interaction)

    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.addSubview(view)
    let preview = UITargetedPreview(view: view)
    let moved = preview.retargetedPreview(with: UIPreviewTarget(container: container, center: .zero, transform: .identity))
    _ = (moved.target.container, moved.target.center, moved.target.transform, moved.view, moved.parameters, moved.size)

    let configuration = UIContextMenuConfiguration(identifier: "id" as NSString, previewProvider: nil, actionProvider: nil)
    configuration.preferredMenuElementOrder = .fixed
    _ = configuration.identifier
    let style: UIContextMenuInteractionCommitStyle = .pop
    _ = style

    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.delegate = delegate

    // The pop-up menu accessory (iOS 16) and pop-up buttons (iOS 15).
    let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
        UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in },
    ])
    let accessory = UICellAccessory.popUpMenu(sort, displayed: .always, options: UICellAccessory.PopUpMenuOptions(tintColor: .systemBlue)) { menu in
        _ = menu.selectedElements
    }
    let handler: UICellAccessory.MenuSelectedElementDidChangeHandler = { _ in }
    let cell = UICollectionViewListCell(frame: .zero)
    cell.accessories = [accessory, .popUpMenu(sort, selectedElementDidChangeHandler: handler), .popUpMenu(sort)]
    let button = UIButton(configuration: .plain())
    button.menu = sort
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
}
