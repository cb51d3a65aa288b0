import Foundation

/// A context menu's lifted preview in the window's coordinates: a snapshot of the targeted
/// preview's view (or the preview view controller's view) on the parameters' background color,
/// with rounded corners (or cut to the visible path), centred on the target's center.
final class LiftedPreviewView: UIView {
    /// The corner radius of a preview without a visible path.
    static let cornerRadius: CGFloat = 10
    let targeted: UITargetedPreview
    private let content: UIView

    init(targeted: UITargetedPreview, controller: UIViewController?, in window: UIWindow) {
        self.targeted = targeted
        let center = window.convert(targeted.target.center, from: targeted.target.container)
        var size = targeted.size
        if let controller {
            // UIKit sizes it by `preferredContentSize`, which view controllers lack here: the
            // view's own size when it has one.
            let own = controller.view.bounds.size
            if own.width > 0 && own.height > 0 { size = own }
            content = controller.view
        } else {
            let snapshot = UIImageView(image: ViewSnapshotting.snapshot(of: targeted.view))
            if let visible = targeted.parameters.visiblePath?.bounds {
                // The snapshot moves so that the visible part is at the preview's origin.
                snapshot.frame = CGRect(x: -visible.minX, y: -visible.minY, width: targeted.view.bounds.width,
                                        height: targeted.view.bounds.height)
            }
            content = snapshot
        }
        super.init(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        transform = targeted.target.transform
        backgroundColor = targeted.parameters.backgroundColor ?? .systemBackground
        layer.cornerRadius = targeted.parameters.visiblePath == nil ? Self.cornerRadius : 0
        clipsToBounds = true
        if controller != nil || targeted.parameters.visiblePath == nil { content.frame = bounds }
        addSubview(content)
    }

    required init?(coder: NSCoder) {
        fatalError("LiftedPreviewView is made by context menus, not archives")
    }

    /// Where the preview goes as the menu goes away (inside the dismissal animation): to the
    /// dismissal preview's target when given, else back where it was; a committed preview with
    /// the `.pop` style grows and fades instead.
    func settle(to dismissal: UITargetedPreview?, popping: Bool) {
        if popping {
            transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            alpha = 0
            return
        }
        if let dismissal, let window {
            center = window.convert(dismissal.target.center, from: dismissal.target.container)
        }
        transform = .identity
    }
}
