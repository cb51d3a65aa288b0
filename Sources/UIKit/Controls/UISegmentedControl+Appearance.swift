import Foundation

/// What a segmented control draws with instead of its own look (UISegmentedControl.h's
/// appearance methods): background and divider images per state and bar metrics, and content
/// offsets per kind of segment. The control is always of the default bar metrics here: what is
/// set for `.default` is drawn, what is set for other metrics is kept and read back.
struct SegmentedControlAppearance {
    var backgroundImages: [UIBarMetrics: StateValues<UIImage>] = [:]
    /// Keyed by the left state's and the right state's raw values.
    var dividerImages: [UIBarMetrics: [Pair: UIImage]] = [:]
    var positionAdjustments: [UIBarMetrics: [UISegmentedControl.Segment: UIOffset]] = [:]
    struct Pair: Hashable { var left: UInt, right: UInt }
    /// Whether any background image is set for the default metrics (the control then draws
    /// them instead of its track and platter).
    var hasDefaultBackgrounds: Bool { !(backgroundImages[.default]?.isEmpty ?? true) }
}

extension UISegmentedControl {
    /// The kinds of segment a content position adjustment is set for, as UIKit's
    /// `UISegmentedControl.Segment`.
    public enum Segment: Int, Sendable {
        /// Any segment (what is set for it applies where nothing more particular is set).
        case any = 0
        /// The leftmost of several segments.
        case left = 1
        /// A segment between two others.
        case center = 2
        /// The rightmost of several segments.
        case right = 3
        /// The only segment.
        case alone = 4
    }

    func setBackgroundImageImpl(_ image: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        appearance.backgroundImages[barMetrics, default: StateValues()][state] = image
        setNeedsDisplay()
    }

    func backgroundImageImpl(for state: State, barMetrics: UIBarMetrics) -> UIImage? {
        appearance.backgroundImages[barMetrics]?[state]
    }

    func setDividerImageImpl(_ image: UIImage?, left: State, right: State, barMetrics: UIBarMetrics) {
        appearance.dividerImages[barMetrics, default: [:]][.init(left: left.rawValue, right: right.rawValue)] = image
        setNeedsDisplay()
    }

    func dividerImageImpl(left: State, right: State, barMetrics: UIBarMetrics) -> UIImage? {
        let images = appearance.dividerImages[barMetrics]
        return images?[.init(left: left.rawValue, right: right.rawValue)] ?? images?[.init(left: 0, right: 0)]
    }

    func setContentPositionAdjustmentImpl(_ adjustment: UIOffset, for kind: Segment, barMetrics: UIBarMetrics) {
        appearance.positionAdjustments[barMetrics, default: [:]][kind] = adjustment
        setNeedsDisplay()
    }

    func contentPositionAdjustmentImpl(for kind: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        appearance.positionAdjustments[barMetrics]?[kind] ?? .zero
    }

    /// The kind of the segment at `index` (by its place from the left).
    func segmentKind(at index: Int, orderedIndices: [Int]) -> Segment {
        guard orderedIndices.count > 1 else { return .alone }
        if index == orderedIndices.first { return .left }
        if index == orderedIndices.last { return .right }
        return .center
    }

    /// The content offset a segment of `kind` is drawn with: the adjustment for its kind, else
    /// the one for `.any` (asked through the overridable method).
    func contentAdjustment(for kind: Segment) -> UIOffset {
        let particular = contentPositionAdjustment(forSegmentType: kind, barMetrics: .default)
        return particular == .zero ? contentPositionAdjustment(forSegmentType: .any, barMetrics: .default) : particular
    }

    /// The state a segment is drawn in.
    func drawingState(ofSegment index: Int) -> State {
        var state: State = []
        if index == selectedSegmentIndex && !isMomentary { state.insert(.selected) }
        if !segments[index].isEnabled || !isEnabled { state.insert(.disabled) }
        if index == pressedSegment { state.insert(.highlighted) }
        return state
    }
}
