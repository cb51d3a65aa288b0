import Foundation

/// The scroll indicators: UIKit's API, when they show and fade (UIKit's timings), and what the
/// renderer draws. They are not subviews (collection-view code enumerates subviews): the
/// renderer draws them over the scroll view's content, from `scrollIndicatorsForDrawing()`.
///
/// They show while the content moves — a drag, a deceleration or bounce, an animated offset, a
/// pinch, the scroll to top, a scroll wheel — and once it stops, stay 1 second and fade out in
/// 0.25 second (`-[UIScrollView _hideScrollIndicator:afterDelay:animated:]`); an indicator
/// whose axis no longer scrolls goes at once. `flashScrollIndicators()` fades them in over
/// 0.5 second and, 1 second after the call, out over 0.5 second (`_flashScrollIndicatorsForAxes:`,
/// `_hideScrollIndicators`).
extension UIScrollView {
    /// How long the indicators stay once the content stops moving.
    static let indicatorHideDelay: TimeInterval = 1
    /// How long they take to fade out then.
    static let indicatorFadeOutDuration: TimeInterval = 0.25
    /// How long a flash takes to fade them in, and to fade them out 1 second after it began.
    static let indicatorFlashFadeDuration: TimeInterval = 0.5

    /// The work of `scrollIndicatorInsets`' getter: both insets when equal, zero otherwise.
    var commonScrollIndicatorInsets: UIEdgeInsets {
        verticalScrollIndicatorInsets == horizontalScrollIndicatorInsets ? verticalScrollIndicatorInsets : .zero
    }

    /// What `flashScrollIndicators` does unless a subclass overrides it.
    func defaultFlashScrollIndicators() {
        let layout = scrollIndicatorLayout, now = Animator.shared.clock.now
        func flash(_ opacity: inout ScrollIndicatorOpacity) {
            opacity.set(0, at: now)
            opacity.fade(to: 1, at: now, duration: Self.indicatorFlashFadeDuration)
            opacity.schedule(0, at: now + Self.indicatorHideDelay, duration: Self.indicatorFlashFadeDuration)
        }
        if showsVerticalScrollIndicator, layout.needsVerticalIndicator { flash(&indicatorState.vertical) }
        if showsHorizontalScrollIndicator, layout.needsHorizontalIndicator { flash(&indicatorState.horizontal) }
        keepDrawingWhileIndicatorsFade()
    }

    /// The vertical indicator's insets from the edges: `verticalScrollIndicatorInsets`, plus the
    /// safe area while `automaticallyAdjustsScrollIndicatorInsets`.
    var effectiveVerticalScrollIndicatorInsets: UIEdgeInsets {
        automaticallyAdjustsScrollIndicatorInsets ? verticalScrollIndicatorInsets + safeAreaInsets : verticalScrollIndicatorInsets
    }

    /// The horizontal indicator's insets from the edges, as the vertical one's.
    var effectiveHorizontalScrollIndicatorInsets: UIEdgeInsets {
        automaticallyAdjustsScrollIndicatorInsets ? horizontalScrollIndicatorInsets + safeAreaInsets : horizontalScrollIndicatorInsets
    }

    /// Where the indicators lie now: in the bounds on screen (an animated offset or zoom moves
    /// them with the content).
    var scrollIndicatorLayout: ScrollIndicatorLayout {
        ScrollIndicatorLayout(bounds: presentationBounds, contentSize: contentSize, contentInset: adjustedContentInset,
                              verticalInsets: effectiveVerticalScrollIndicatorInsets,
                              horizontalInsets: effectiveHorizontalScrollIndicatorInsets, scale: max(contentScaleFactor, 1))
    }

    /// The content moves: the indicators of the axes that scroll show at full opacity, and any
    /// pending fade-out is cancelled; one whose axis no longer scrolls goes.
    func revealScrollIndicators() {
        let layout = scrollIndicatorLayout, now = Animator.shared.clock.now
        indicatorState.vertical.set(layout.needsVerticalIndicator && showsVerticalScrollIndicator ? 1 : 0, at: now)
        indicatorState.horizontal.set(layout.needsHorizontalIndicator && showsHorizontalScrollIndicator ? 1 : 0, at: now)
    }

    /// The content stopped moving: visible indicators stay 1 second and fade out; one whose axis
    /// no longer scrolls goes at once.
    func scrollIndicatorsMayHide() {
        let layout = scrollIndicatorLayout, now = Animator.shared.clock.now
        func hide(_ opacity: inout ScrollIndicatorOpacity, stillScrolls: Bool) {
            guard opacity.alpha(at: now) > 0.05 else { return }
            if stillScrolls {
                opacity.schedule(0, at: now + Self.indicatorHideDelay, duration: Self.indicatorFadeOutDuration)
            } else {
                opacity.set(0, at: now)
            }
        }
        hide(&indicatorState.vertical, stillScrolls: layout.needsVerticalIndicator)
        hide(&indicatorState.horizontal, stillScrolls: layout.needsHorizontalIndicator)
        keepDrawingWhileIndicatorsFade()
    }

    /// Keeps a frame callback running until the opacities settle, so that a host that draws
    /// while the animator has work draws the fades.
    private func keepDrawingWhileIndicatorsFade() {
        guard indicatorState.ticker == nil, !indicatorState.isSettled(at: Animator.shared.clock.now) else { return }
        indicatorState.ticker = Animator.shared.addFrameCallback { [weak self] now in
            guard let self else { return false }
            guard self.indicatorState.isSettled(at: now) else { return true }
            self.indicatorState.ticker = nil
            return false
        }
    }

    /// The indicators to draw now, over the content, in the scroll view's bounds coordinates:
    /// their frames, and their colors (in the current trait collection's appearance) with their
    /// opacity applied; nil for one that does not show.
    @_spi(Rendering) public func scrollIndicatorsForDrawing()
        -> (vertical: ScrollIndicatorAppearance?, horizontal: ScrollIndicatorAppearance?) {
        let now = Animator.shared.clock.now
        let verticalAlpha = showsVerticalScrollIndicator ? indicatorState.vertical.alpha(at: now) : 0
        let horizontalAlpha = showsHorizontalScrollIndicator ? indicatorState.horizontal.alpha(at: now) : 0
        guard verticalAlpha > 0 || horizontalAlpha > 0 else { return (nil, nil) }
        let layout = scrollIndicatorLayout
        let color = indicatorStyle.color(in: UITraitCollection.current.userInterfaceStyle)
        func appearance(_ frame: CGRect?, _ alpha: CGFloat) -> ScrollIndicatorAppearance? {
            guard alpha > 0, let frame else { return nil }
            return ScrollIndicatorAppearance(frame: frame, color: color.withAlphaComponent(color.alpha * alpha))
        }
        return (appearance(layout.verticalFrame, verticalAlpha), appearance(layout.horizontalFrame, horizontalAlpha))
    }
}

/// A scroll indicator as the renderer draws it: a bar with round ends (a corner radius of half
/// its thickness) in the scroll view's bounds coordinates, filled with `color`.
@_spi(Rendering) public struct ScrollIndicatorAppearance: Sendable, Equatable {
    public let frame: CGRect
    /// The style's color with the indicator's current opacity applied.
    public let color: UIColor
    /// Half the thickness.
    public var cornerRadius: CGFloat { min(frame.width, frame.height) / 2 }
}
