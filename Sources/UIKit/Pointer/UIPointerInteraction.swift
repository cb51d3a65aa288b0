import Foundation

/// A pointer's effects over a view, as UIKit's `UIPointerInteraction` (iOS 13.4): while the
/// mouse pointer is over one of the view's regions (the bounds unless the delegate says
/// otherwise) the region's style shows — on Linux an effect drawn over the view (a highlight, a
/// lift's shadow) and the system cursor the style implies (a hand over effects, an I-beam for
/// a vertical beam shape, none when hidden); the pointer's own shape does not morph.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The delegate, held weakly: it picks regions and styles and animates along.
    open private(set) weak var delegate: UIPointerInteractionDelegate?
    /// Whether the interaction takes part. Default true; false leaves the current region.
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { view?.window?.pointerHover.interactionChanged(self) } }
    }
    /// The view the interaction is added to.
    open private(set) weak var view: UIView?
    /// The built-in style a button's own interaction uses when its delegate gives none.
    var defaultStyle: ((UIPointerRegion) -> UIPointerStyle?)?

    /// Creates an interaction asking `delegate` for regions and styles.
    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// Asks for the regions again: the current one is left and the pointer's location looked
    /// at anew.
    open func invalidate() { view?.window?.pointerHover.interactionChanged(self) }

    open func willMove(to view: UIView?) {
        if view == nil { self.view?.window?.pointerHover.interactionChanged(self) }
    }

    open func didMove(to view: UIView?) { self.view = view }

    /// The region at `location` (the view's coordinates): the delegate's, else the bounds.
    func region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds, identifier: nil)
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        guard let delegate else { return defaultRegion }
        return delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
    }

    /// The style of `region`: the delegate's, else the automatic effect on the view.
    func style(for region: UIPointerRegion) -> UIPointerStyle? {
        if let style = delegate?.pointerInteraction(self, styleFor: region) { return style }
        if let defaultStyle { return defaultStyle(region) }
        guard let view, view.superview != nil else { return nil }
        return UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
    }
}

/// The methods a pointer interaction's delegate implements, all optional, as UIKit's
/// `UIPointerInteractionDelegate`.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region at the request's location (nil: none there). Default: `defaultRegion`.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style inside `region` (nil: the system's). Default nil.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is entering `region`; animations added to `animator` run with the effect.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating)
    /// The pointer is leaving `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}
}

/// A part of a view with one pointer style, as UIKit's `UIPointerRegion`: regions with equal
/// identifiers (or equal rectangles, without identifiers) are the same region.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject, NSCopying {
    /// The region, in the interaction's view's coordinates.
    public let rect: CGRect
    /// What tells the region apart from the view's others.
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays latched to the region once inside it (iOS 15).
    open var latchingAxes: UIAxis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UIPointerRegion = MainActor.assumeIsolated {
            let copy = UIPointerRegion(rect: rect, identifier: identifier)
            copy.latchingAxes = latchingAxes
            return copy
        }
        return copy
    }

    /// Whether `other` is the same region: the same identifier, or without identifiers the
    /// same rectangle.
    func isSameRegion(as other: UIPointerRegion) -> Bool {
        identifier != nil || other.identifier != nil ? identifier == other.identifier : rect == other.rect
    }
}

/// Where the pointer is when regions are asked for, as UIKit's `UIPointerRegionRequest`.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    /// The pointer's location, in the interaction's view's coordinates.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}

/// What a delegate adds animations and completions to around a region's change, as UIKit's
/// `UIPointerInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Runs `animations` along with the pointer's effect.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the effect's animation ends (true: it finished).
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// The animator of one region change: what was added runs in one animation of the effect's
/// duration, the completions after it.
@MainActor
final class PointerRegionAnimator: UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    /// Runs the animations and then the completions.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let (animations, completions) = (self.animations, self.completions)
        UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            animations.forEach { $0() }
        } completion: { finished in
            completions.forEach { $0(finished) }
        }
    }
}
