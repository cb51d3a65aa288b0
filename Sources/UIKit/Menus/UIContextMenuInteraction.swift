import Foundation

/// An interaction that shows a context menu for its view, as UIKit's
/// `UIContextMenuInteraction` (iOS 13): a long press on the view (half a second, as UIKit's)
/// asks the delegate for a configuration at the press's location; with one, the view's
/// snapshot lifts above a dimmed backdrop and the configuration's menu appears next to it, in
/// the window. Choosing an action performs it and the menu goes away; a tap outside it takes it
/// away with no action; a tap on the preview commits it
/// (`contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`). A secondary
/// (right) click opens the menu at once. The finger that opened the menu may slide onto a row
/// and lift there to choose it; on a collection view that drags its items, moving the finger
/// takes the menu away and drags the item instead, as on iOS.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu shows, as UIKit's `UIContextMenuInteraction.Appearance` (iOS 14).
    public enum Appearance: Int, Sendable {
        /// No menu shows.
        case unknown = 0
        /// With a preview and a menu (the only appearance here).
        case rich
        /// As a compact menu without a preview (iPad pointers and Mac Catalyst).
        case compact
    }

    /// The delegate, held weakly.
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction is on.
    open private(set) weak var view: UIView?
    /// How the menu shows now: `.rich` while it shows, else `.unknown`.
    open var menuAppearance: Appearance { presentation == nil ? .unknown : .rich }

    /// The long press that opens the menu.
    let pressRecognizer = ContextMenuPressGestureRecognizer()
    /// Keeps an internal delegate (a collection view's) alive.
    var retainedDelegate: UIContextMenuInteractionDelegate?
    /// Whether, without a delegate's preview, the interaction's view is lifted (else the menu
    /// shows at the press without a preview).
    var liftsViewByDefault = true
    /// The configuration shown (or about to be), and where the press was, in window coordinates.
    private(set) var configuration: UIContextMenuConfiguration?
    private var pressLocation: CGPoint = .zero
    private var previewViewController: UIViewController?
    private(set) var presentation: MenuPresentation?

    /// Creates an interaction reporting to `delegate`.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        pressRecognizer.interaction = self
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(pressRecognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(pressRecognizer)
    }

    /// Where the press that opened the menu was, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return pressLocation }
        return view.convert(pressLocation, from: window)
    }

    /// The finger that opened the menu moved to `windowLocation` (from `start`) while still
    /// down: the row under it highlights (drag to choose); a collection view's interaction may
    /// hand the press to a drag instead.
    func pressMoved(to windowLocation: CGPoint, from start: CGPoint) {
        guard let presentation, !presentation.isDismissing, let window = presentation.menuView.window else { return }
        presentation.menuView.highlightRow(at: presentation.menuView.convert(windowLocation, from: window))
    }

    /// The finger that opened the menu lifted (or was cancelled): lifted on a row, it chooses it.
    func pressEnded(cancelled: Bool) {
        guard let presentation, !presentation.isDismissing, let row = presentation.menuView.highlightedRow else { return }
        presentation.menuView.highlightedRow = nil
        if !cancelled { presentation.menuView.choose(row: row) }
    }

    /// Takes the menu away, as a tap outside it does.
    open func dismissMenu() {
        end(commit: nil)
    }

    /// Replaces the menu shown with `block`'s answer for it (iOS 14); nothing when none shows.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation else { return }
        presentation.menuView.replaceMenu(block(presentation.menuView.menu))
    }

    // MARK: Presenting

    /// Asks the delegate for the configuration at `windowLocation`; keeps it for `present()`.
    func prepareConfiguration(at windowLocation: CGPoint) -> Bool {
        // Another menu took the window's place at once: this one is gone.
        if presentation?.isShown == false { presentation = nil }
        guard presentation == nil, let view, let delegate else { return false }
        pressLocation = windowLocation
        let local = view.window.map { view.convert(windowLocation, from: $0) } ?? windowLocation
        configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: local)
        return configuration != nil
    }

    /// Shows the prepared configuration's menu: the delegate learns it will display, then the
    /// preview lifts and the menu appears.
    func present() {
        guard presentation == nil, let configuration, let view, let window = view.window else { return }
        previewViewController = configuration.previewProvider?()
        let targeted = delegate?.contextMenuInteraction(self, configuration: configuration,
                                                        highlightPreviewForItemWithIdentifier: configuration.identifier)
            ?? (liftsViewByDefault ? UITargetedPreview(view: view, parameters: UIPreviewParameters(),
                                                     target: UIPreviewTarget(container: window, center: window.convert(
                                                         CGPoint(x: view.bounds.midX, y: view.bounds.midY), from: view))) : nil)
        let preview = targeted.map { LiftedPreviewView(targeted: $0, controller: previewViewController, in: window) }
        let menu = configuration.makeMenu() ?? UIMenu(children: [])
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        let source = CGRect(x: pressLocation.x, y: pressLocation.y, width: 0, height: 0)
        let presentation = MenuPresentation(menu: menu, sourceRect: source, in: window, preview: preview)
        presentation.chooseAction = { [unowned self] action in choose(action) }
        presentation.dismissRequested = { [unowned self] in end(commit: nil) }
        presentation.previewTapped = { [unowned self] in commitPreview() }
        self.presentation = presentation
        presentation.show(in: window, alongside: animator.animations, completion: { animator.complete() })
    }

    /// A chosen action: its handler runs (with the interaction as its sender), then the menu
    /// goes away, unless the action keeps it presented.
    private func choose(_ action: UIAction) {
        guard let presentation else { return }
        presentation.menuView.menu.choose(action)
        action.perform(sender: self)
        if !action.attributes.contains(.keepsMenuPresented) {
            end(commit: nil)
        } else {
            presentation.menuView.reload()
        }
    }

    /// The preview was tapped: the delegate may add its commit animations, then the menu goes.
    private func commitPreview() {
        guard let configuration else { return }
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        end(commit: animator)
    }

    /// Takes the menu away: the delegate gives the dismissal preview and learns the menu will
    /// end; the preview goes back (or pops, for a commit with `.pop`) and the menu fades.
    private func end(commit: ContextMenuAnimator?) {
        guard let presentation, !presentation.isDismissing, let configuration else { return }
        let dismissal = delegate?.contextMenuInteraction(self, configuration: configuration,
                                                         dismissalPreviewForItemWithIdentifier: configuration.identifier)
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        var alongside = animator.animations + (commit?.animations ?? [])
        if let preview = presentation.previewView as? LiftedPreviewView {
            alongside.append { preview.settle(to: dismissal, popping: commit?.preferredCommitStyle == .pop) }
        }
        presentation.dismiss(alongside: alongside) { [weak self] in
            self?.presentation = nil
            self?.configuration = nil
            self?.previewViewController = nil
            animator.complete()
            commit?.complete()
        }
    }
}

/// The press of a context menu interaction: one finger held still (within 10 points) for half
/// a second, as UIKit's long press, or at once a secondary click (a mouse's right button); it
/// begins only where the delegate gives a configuration, and opens the menu when it does. Like UIKit's own context-menu recognizers it is not a
/// `UILongPressGestureRecognizer` (code looking for its own long presses does not find it).
final class ContextMenuPressGestureRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    static let minimumPressDuration: TimeInterval = 0.5
    static let allowableMovement: CGFloat = 10
    weak var interaction: UIContextMenuInteraction?
    private let timer = GestureTimer()

    override init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init(target: target, action: action)
        delegate = self
        addTarget(nil) { recognizer in
            guard let press = recognizer as? ContextMenuPressGestureRecognizer, let interaction = press.interaction else { return }
            switch press.state {
            case .began: interaction.present()
            case .changed:
                guard let touch = press.trackedTouches.first else { return }
                interaction.pressMoved(to: touch.windowLocation, from: touch.beganWindowLocation)
            case .ended: interaction.pressEnded(cancelled: false)
            case .cancelled: interaction.pressEnded(cancelled: true)
            default: break
            }
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.prepareConfiguration(at: location(in: nil)) ?? false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        guard trackedTouches.count == 1 else {
            timer.cancel()
            return state = .failed
        }
        if event.buttonMask == .secondary { return state = .began }
        timer.start(after: Self.minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.trackedTouches.count == 1 else { return }
            self.state = .began
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            let strayed = touches.contains { hypot($0.windowLocation.x - $0.beganWindowLocation.x,
                                                   $0.windowLocation.y - $0.beganWindowLocation.y) > Self.allowableMovement }
            if strayed { state = .failed }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .possible ? .failed : .cancelled
    }

    /// Once the menu shows, other fingers are not the press's (they may add items to a drag).
    override func receives(_ touch: UITouch) -> Bool {
        state == .possible && super.receives(touch)
    }

    override func reset() {
        super.reset()
        timer.cancel()
    }
}
