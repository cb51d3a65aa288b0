import Foundation

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet`, or `.automatic`), as
/// UIKit's (iOS 15): the heights it rests at (`detents`), the one it rests at now, whether it
/// dims what lies beneath and shows a grabber. Its delegate is the base class's `delegate`, set
/// to a `UISheetPresentationControllerDelegate`.
///
/// The sheet keeps its full height and slides down to rest at a smaller detent (the part below
/// the window's edge is not seen, as on iOS). A drag on it moves it between its detents — it
/// rests at the one nearest to where the drag, carried on by its speed, ends — and down past
/// the smallest one it dismisses the sheet. On Linux the sheet always spans the window's width
/// (`prefersEdgeAttachedInCompactHeight`, `widthFollowsPreferredContentSizeWhenEdgeAttached`,
/// `sourceView` and `prefersPageSizing` are kept, for the layouts iOS gives other devices).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at. Default `[.large()]`; an empty array is taken as it.
    open var detents: [Detent] = [.large()] {
        didSet { sheetChanged() }
    }

    /// The detent the sheet rests at; nil (the default) is the smallest of `detents`. Setting
    /// it moves the sheet (animated within `animateChanges(_:)`) and does not tell the delegate.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { sheetChanged() }
    }

    /// The largest detent at which what lies beneath is neither dimmed nor covered for
    /// touches; nil (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { sheetChanged() }
    }

    /// Whether a grabber shows at the sheet's top. Default false.
    open var prefersGrabberVisible = false {
        didSet { sheetChanged() }
    }

    /// Whether scrolling up in the sheet's scroll view, at its top, expands the sheet to a
    /// larger detent first. Default true.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet is attached to the bottom edge in a compact height (iPhone landscape),
    /// not full screen. Default false. Kept: the sheet spans the window on Linux.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its width from `preferredContentSize`. Default false.
    /// Kept: the sheet spans the window on Linux.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The sheet's corner radius; nil (the default) is the system's, 10 points.
    open var preferredCornerRadius: CGFloat? {
        didSet { sheetChanged() }
    }

    /// The view a sheet that shows as a popover points at (iPad, in a regular width). Kept.
    open var sourceView: UIView?
    /// Whether the sheet sizes itself as a page on wide windows (iOS 17). Default true. Kept.
    open var prefersPageSizing = true

    /// Makes the changes `changes` makes to the sheet (its detents, the one selected, the
    /// dimming) with the sheet's animation.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let host = containerView as? PresentationHostView else { return }
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { host.showContent() })
    }

    /// Asks the custom detents for their heights again (call it when what they answer from
    /// changed), within `animateChanges(_:)` to animate the change.
    open func invalidateDetents() { sheetChanged() }

    /// The sheet's delegate, when the delegate set is one.
    var sheetDelegate: UISheetPresentationControllerDelegate? { delegate as? UISheetPresentationControllerDelegate }

    /// The sheet moves to what it now says, at once unless an animation is running.
    private func sheetChanged() {
        guard let host = containerView as? PresentationHostView else { return }
        host.setNeedsLayout()
        if UIView.inheritedAnimationDuration > 0 { host.showContent() }
    }

    // MARK: Resolving

    /// The tallest the sheet can be in `host`: from the top of the sheet's place to the bottom of
    /// the safe area.
    func maximumDetentValue(in host: PresentationHostView) -> CGFloat {
        max(0, host.bounds.height - host.safeAreaInsets.top - UIViewController.sheetTopGap - host.safeAreaInsets.bottom)
    }

    /// The active detents in `host` (those whose height resolves), each with its height, the
    /// smallest first.
    func resolvedDetents(in host: PresentationHostView) -> [(identifier: Detent.Identifier, value: CGFloat)] {
        let maximum = maximumDetentValue(in: host)
        let context = SheetResolutionContext(containerTraitCollection: host.traitCollection, maximumDetentValue: maximum,
                                             containerHeight: host.bounds.height)
        let resolved: [(identifier: Detent.Identifier, value: CGFloat)] = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, min(maximum, max(0, $0))) }
        }
        return resolved.isEmpty ? [(.large, maximum)] : resolved.sorted { $0.value < $1.value }
    }

    /// The detent the sheet rests at in `host`: the selected one when it is active, else the
    /// smallest.
    func currentDetent(in host: PresentationHostView) -> (identifier: Detent.Identifier, value: CGFloat) {
        let resolved = resolvedDetents(in: host)
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    /// The y of the sheet's top edge in `host` when it rests at a detent `value` high.
    func top(forDetentValue value: CGFloat, in host: PresentationHostView) -> CGFloat {
        host.bounds.height - host.safeAreaInsets.bottom - value
    }

    /// Whether what lies beneath is dimmed with the sheet resting at a detent `value` high.
    func dims(atDetentValue value: CGFloat, in host: PresentationHostView) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
              let limit = resolvedDetents(in: host).first(where: { $0.identifier == undimmed }) else { return true }
        return value > limit.value
    }

    /// The user dragged the sheet to rest at `identifier`: selected, and the delegate told.
    func userSelectedDetent(_ identifier: Detent.Identifier) {
        guard identifier != selectedDetentIdentifier else { return }
        selectedDetentIdentifier = identifier
        sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}

extension UISheetPresentationController {
    /// A height a sheet rests at, as UIKit's: the system's medium and large detents, or a
    /// custom one whose resolver answers a height (or nil: not active now).
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// A detent's name, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// A detent's height the system works out (`resolvedValue(in:)` never answers it).
        public static let automaticDimension = CGFloat.greatestFiniteMagnitude

        private enum Kind { case medium, large, custom }
        private var kind = Kind.large
        private var resolver: ((UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?
        /// The detent's name.
        open private(set) var identifier = Identifier.large

        /// A large detent; use the class methods.
        public required override init() {}

        /// The system's medium detent: about half the sheet's largest height (56% of it in a
        /// window taller than 568 points, else 63%); as large in a compact height.
        open class func medium() -> Self {
            let detent = self.init()
            (detent.kind, detent.identifier) = (.medium, .medium)
            return detent
        }

        /// The system's large detent: the sheet at its full height.
        open class func large() -> Self { self.init() }

        /// A detent whose height `resolver` answers from its context (nil: not active now);
        /// without an identifier it gets a unique one.
        open class func custom(identifier: Identifier? = nil,
                               resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Self {
            let detent = self.init()
            detent.kind = .custom
            detent.identifier = identifier ?? Identifier("com.apple.UIKit.dynamic." + UUID().uuidString)
            detent.resolver = resolver
            return detent
        }

        /// The detent's height in `context`, nil when it is not active. The medium detent is
        /// 56% of the largest height in a container taller than 568 points, else 63% (a context
        /// of the app's own has no container: 63%), and the largest height in a compact height.
        open func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            switch kind {
            case .large:
                return context.maximumDetentValue
            case .medium:
                if context.containerTraitCollection.verticalSizeClass == .compact { return context.maximumDetentValue }
                let containerHeight = (context as? SheetResolutionContext)?.containerHeight ?? 0
                return context.maximumDetentValue * (containerHeight > 568 ? 0.56 : 0.63)
            case .custom:
                return resolver?(context)
            }
        }

        /// Equal for the system's detents of one kind; a custom detent equals only itself.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Detent else { return false }
            return other === self || (kind != .custom && other.kind == kind)
        }

        open override var hash: Int { kind == .custom ? ObjectIdentifier(self).hashValue : identifier.hashValue }
    }
}

/// What a sheet gives its detents to answer from: its container's traits, its largest height,
/// and its container's height.
struct SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    let containerHeight: CGFloat
}

/// What a custom detent's resolver answers from, as UIKit's.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have.
    var maximumDetentValue: CGFloat { get }
}

/// The delegate of a sheet presentation, as UIKit's (every member has a default).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called after a drag moved the sheet to rest at another detent (not when code set it).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
