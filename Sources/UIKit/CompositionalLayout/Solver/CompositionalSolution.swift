import Foundation

/// A compositional layout, solved: its sections stacked along the layout's axis with the spacing
/// between those that have content, the layout's own boundary supplementaries, and the content
/// size (spec §2.10). Frames are unrounded here; the layout rounds each one it hands out.
struct CompositionalSolution {
    var axis: LayoutAxis = .vertical
    var sections: [SolvedSection] = []
    /// Whether each section came from the provider (a nil section is empty and takes no spacing).
    var provided: [Bool] = []
    var globalBoundaries: [SolvedSection.Boundary] = []
    /// The whole content's frame, the container global boundary supplementaries pin in.
    var contentFrame: CGRect = .zero
    var contentSize: CGSize = .zero

    /// Stacks `sections` from 0 along `axis`, each across at its reference's leading inset.
    mutating func stack(_ solved: consuming [SolvedSection], provided: [Bool], crossOrigins: [CGFloat], spacing: CGFloat) {
        // Moved, not copied: each section is changed in place (a copy would copy them all).
        var placed = consume solved
        self.provided = provided
        var position: CGFloat = 0
        var previousHasContent = false
        for index in placed.indices {
            if provided[index] {
                if previousHasContent { position += spacing }
                previousHasContent = true
            }
            placed[index].offset(by: axis.point(position, crossOrigins[index]))
            position += axis.of(placed[index].frame.size)
        }
        sections = consume placed
        contentSize = axis.size(position, 0)
    }

    /// Moves every section by `delta` along the axis (global headers that stick out before them).
    mutating func shiftSections(by delta: CGFloat) {
        guard delta != 0 else { return }
        for index in sections.indices { sections[index].offset(by: axis.point(delta, 0)) }
    }

    /// The sections whose frames reach the extent `[low, high]` along the axis.
    func sections(along low: CGFloat, _ high: CGFloat) -> Range<Int> {
        var lower = 0, upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if axis.max(sections[middle].frame) < low { lower = middle + 1 } else { upper = middle }
        }
        var end = lower
        var top = sections.count
        while end < top {
            let middle = (end + top) / 2
            if axis.min(sections[middle].frame) <= high { end = middle + 1 } else { top = middle }
        }
        return lower..<end
    }

    /// The frame of boundary `position` of `section` pinned in `visible`: a supplementary that
    /// pins to the start never overlaps one of the same section that pins to the end (a header is
    /// pushed up by its pinned footer), as UIKit's `_UIPinnedNonOverlappingFramesForContentFrameVisibleFrame`.
    func pinnedFrame(ofBoundary position: Int, in section: SolvedSection, visible: CGRect?) -> CGRect {
        let boundary = section.placedBoundary(position)
        var frame = pinned(boundary, in: section.frame, visible: visible)
        guard boundary.pins, !boundary.pinsToEnd else { return frame }
        for other in section.boundaries.indices where section.boundaries[other].pins && section.boundaries[other].pinsToEnd {
            let end = pinned(section.placedBoundary(other), in: section.frame, visible: visible)
            if axis.max(frame) > axis.min(end) {
                let start = max(axis.min(end) - axis.of(frame.size), axis.min(section.frame))
                frame = axis.offset(frame, by: start - axis.min(frame))
            }
        }
        return frame
    }

    /// The frame of a pinned boundary supplementary in `visible` (UIKit's
    /// `_UIPinnedFrameForFrameWithContainerFrameVisibleFrame`): it sticks to the visible edge while
    /// its container is on screen, and never leaves the container.
    func pinned(_ boundary: SolvedSection.Boundary, in container: CGRect, visible: CGRect?) -> CGRect {
        guard boundary.pins, let visible, !visible.contains(boundary.frame) else { return boundary.frame }
        let shown = container.intersection(visible)
        let length = axis.of(boundary.frame.size)
        var start = axis.min(boundary.frame)
        if shown.isNull {
            // The section is scrolled past: a header waits at its section's end, a footer at
            // its start, where the visible edge pushed them (continuous with what shows).
            if boundary.pinsToEnd {
                if axis.min(container) >= axis.max(visible) { start = axis.min(container) }
            } else if axis.max(container) <= axis.min(visible) {
                start = axis.max(container) - length
            }
        } else if boundary.pinsToEnd {
            if axis.max(boundary.frame) > axis.max(shown) { start = axis.max(shown) - length }
        } else if start < axis.min(shown) {
            start = axis.min(shown)
        }
        start = min(max(start, axis.min(container)), axis.max(container) - length)
        return axis.offset(boundary.frame, by: start - axis.min(boundary.frame))
    }
}
