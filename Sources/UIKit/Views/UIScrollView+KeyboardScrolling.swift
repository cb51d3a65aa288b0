import Foundation

/// Keyboard scrolling (`allowsKeyboardScrolling`, iOS 17), animated as `setContentOffset(_:animated:)`
/// animates. UIKit does not publish its distances; these are `NSScrollView`'s, which iPad
/// keyboards follow: an arrow scrolls a line (40 points, a wheel's notch here), with Option a
/// page, with Command or Control to the content's edge; Page Up and Page Down (and Space,
/// Shift-Space) a page — the visible length less 10 points kept in view; Home and End to the
/// content's start and end. A key along an axis the content cannot scroll is not used (it goes
/// up the responder chain).
extension UIScrollView {
    /// How far an arrow key scrolls, in points.
    static let keyboardLineScroll: CGFloat = 40
    /// How much of the visible length a page scroll keeps in view, in points (`NSScrollView.pageScroll`).
    static let keyboardPageOverlap: CGFloat = 10

    /// Scrolls for `key` going down when it is a scrolling key; true when it scrolled.
    func scrollForKey(_ key: UIKey) -> Bool {
        guard allowsKeyboardScrolling, isScrollEnabled, let (axisIsVertical, step) = keyboardStep(for: key) else { return false }
        let range = contentOffsetRange
        let vertical = axisIsVertical
        guard vertical ? range.max.y > range.min.y : range.max.x > range.min.x else { return false }
        var target = contentOffset
        switch step {
        case .by(let distance):
            if vertical { target.y += distance } else { target.x += distance }
        case .toStart:
            if vertical { target.y = range.min.y } else { target.x = range.min.x }
        case .toEnd:
            if vertical { target.y = range.max.y } else { target.x = range.max.x }
        }
        setContentOffset(clampedContentOffset(target), animated: true)
        return true
    }

    private enum KeyboardStep {
        case by(CGFloat)
        case toStart
        case toEnd
    }

    /// The axis (vertical or not) and the step of a scrolling key.
    private func keyboardStep(for key: UIKey) -> (Bool, KeyboardStep)? {
        let flags = key.modifierFlags
        let toEdge = !flags.isDisjoint(with: [.command, .control]), byPage = flags.contains(.alternate)
        let insets = adjustedContentInset
        let pageDown = max(Self.keyboardLineScroll, bounds.height - insets.top - insets.bottom - Self.keyboardPageOverlap)
        let pageAcross = max(Self.keyboardLineScroll, bounds.width - insets.left - insets.right - Self.keyboardPageOverlap)
        func arrow(vertical: Bool, forward: Bool) -> (Bool, KeyboardStep) {
            if toEdge { return (vertical, forward ? .toEnd : .toStart) }
            let distance = byPage ? (vertical ? pageDown : pageAcross) : Self.keyboardLineScroll
            return (vertical, .by(forward ? distance : -distance))
        }
        let vertical = scrollsVertically || !scrollsHorizontally
        switch key.keyCode {
        case .keyboardUpArrow: return arrow(vertical: true, forward: false)
        case .keyboardDownArrow: return arrow(vertical: true, forward: true)
        case .keyboardLeftArrow: return arrow(vertical: false, forward: false)
        case .keyboardRightArrow: return arrow(vertical: false, forward: true)
        case .keyboardPageUp: return (vertical, .by(-(vertical ? pageDown : pageAcross)))
        case .keyboardPageDown: return (vertical, .by(vertical ? pageDown : pageAcross))
        case .keyboardSpacebar where flags.isDisjoint(with: [.command, .control, .alternate]):
            let page = vertical ? pageDown : pageAcross
            return (vertical, .by(flags.contains(.shift) ? -page : page))
        case .keyboardHome: return (vertical, .toStart)
        case .keyboardEnd: return (vertical, .toEnd)
        default: return nil
        }
    }
}
