import Foundation

/// One section of a compositional layout, solved: its group template repeated in closed form
/// (groups whose items measured themselves keep their own template), its boundary supplementaries
/// and decorations. Frames are relative to the section's origin until `origin` places it.
struct SolvedSection {
    /// A boundary supplementary (header, footer) of the section or of the whole layout.
    struct Boundary {
        var kind: String
        var index: Int
        var frame: CGRect
        var zIndex: Int
        var pins: Bool
        /// Whether it pins to the trailing (bottom or right) end of the visible bounds.
        var pinsToEnd: Bool
    }

    /// A decoration view (a background).
    struct Decoration {
        var kind: String
        var index: Int
        var frame: CGRect
        var zIndex: Int
    }

    var itemCount: Int
    /// The axis the groups repeat along: the layout's, or the other one in an orthogonal section.
    var axis: LayoutAxis
    var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The deceleration and bounce of an orthogonal section (nil for the others).
    var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties?
    /// The list configuration of a list section.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// The group every repetition uses unless it measured itself.
    var template: GroupTemplate
    /// The extent of one repetition along `axis` (the group's size and its edge spacing).
    var groupExtent: CGFloat
    var interGroupSpacing: CGFloat
    /// Repetitions with their own template (self-sized items), by group index.
    var measuredGroups = MeasuredGroups()
    /// Where the first repetition's origin is.
    var firstGroupOrigin: CGPoint
    /// The section's frame: along the layout's axis its extent with supplementaries and insets;
    /// across it the whole container.
    var frame: CGRect
    /// The headers and footers, and the backgrounds, where the section was solved: `placement`
    /// moves them to where it is.
    var boundaries: [Boundary] = []
    var decorations: [Decoration] = []
    /// How far the section moved from where it was solved.
    var placement: CGPoint = .zero
    /// What cells add to their zIndex (1 when the section has a background).
    var cellZIndexBoost = 0
    /// Whether the section has a visible-items handler.
    var hasVisibleItemsHandler = false
    /// The extent of the items along `axis` (for an orthogonal section, its content width).
    var contentExtent: CGFloat
    /// Where an orthogonal section's scroll view goes: the section less its boundary
    /// supplementaries, across the whole container.
    var scrollFrame: CGRect = .zero

    var perGroup: Int { template.leaves.count }
    var groupCount: Int { perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup }

    /// Takes the settings of `section` that do not move frames: whether it has a visible-items
    /// handler, its orthogonal scrolling properties (when it scrolls orthogonally) and list
    /// configuration (a section sharing another's solution keeps its own).
    mutating func adoptSettings(of section: NSCollectionLayoutSection) {
        hasVisibleItemsHandler = section.visibleItemsInvalidationHandler != nil
        orthogonalScrollingProperties = orthogonalScrollingBehavior == .none ? nil : section.orthogonalScrollingProperties
        listConfiguration = section.listConfiguration
    }

    /// Moves the section and everything in it by `delta` (its boundaries and decorations by
    /// `placement`, so that sections sharing those arrays copy none).
    mutating func offset(by delta: CGPoint) {
        firstGroupOrigin.x += delta.x
        firstGroupOrigin.y += delta.y
        frame = frame.offsetBy(dx: delta.x, dy: delta.y)
        scrollFrame = scrollFrame.offsetBy(dx: delta.x, dy: delta.y)
        placement.x += delta.x
        placement.y += delta.y
    }

    /// Boundary `position` where the section is placed.
    func placedBoundary(_ position: Int) -> Boundary {
        var boundary = boundaries[position]
        boundary.frame = boundary.frame.offsetBy(dx: placement.x, dy: placement.y)
        return boundary
    }

    /// The frame of `decoration` where the section is placed.
    func placedFrame(of decoration: Decoration) -> CGRect {
        decoration.frame.offsetBy(dx: placement.x, dy: placement.y)
    }

    // MARK: Items

    /// The template of repetition `group`.
    func template(ofGroup group: Int) -> GroupTemplate {
        measuredGroups.template(ofGroup: group) ?? template
    }

    /// Where repetition `group` starts along `axis`, relative to the first.
    func offset(ofGroup group: Int) -> CGFloat {
        CGFloat(group) * (groupExtent + interGroupSpacing) + measuredGroups.shift(before: group)
    }

    /// The origin of repetition `group`.
    func origin(ofGroup group: Int) -> CGPoint {
        let delta = offset(ofGroup: group)
        return axis == .horizontal
            ? CGPoint(x: firstGroupOrigin.x + delta, y: firstGroupOrigin.y)
            : CGPoint(x: firstGroupOrigin.x, y: firstGroupOrigin.y + delta)
    }

    /// The frame of `item`, or nil when the section has no such item.
    func itemFrame(_ item: Int) -> CGRect? {
        guard item >= 0, item < itemCount, perGroup > 0 else { return nil }
        let group = item / perGroup
        let origin = origin(ofGroup: group)
        return template(ofGroup: group).leaves[item % perGroup].frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The zIndex of `item`'s cell.
    func itemZIndex(_ item: Int) -> Int {
        guard perGroup > 0 else { return cellZIndexBoost }
        return template.leaves[item % perGroup].zIndex + cellZIndexBoost
    }

    /// The repetitions that may have an element in the extent `[low, high]` along `axis`.
    func groups(along low: CGFloat, _ high: CGFloat) -> Range<Int> {
        let count = groupCount
        guard count > 0 else { return 0..<0 }
        let base = axis.of(firstGroupOrigin)
        let reach = template.extent(along: axis)
        let margin = measuredGroups.largestGrowth
        // The first group whose end reaches `low`, the last whose start is before `high`.
        var lower = 0, upper = count
        while lower < upper {
            let middle = (lower + upper) / 2
            if base + offset(ofGroup: middle) + reach.max + margin < low { lower = middle + 1 } else { upper = middle }
        }
        var end = lower
        var top = count
        while end < top {
            let middle = (end + top) / 2
            if base + offset(ofGroup: middle) + reach.min - margin <= high { end = middle + 1 } else { top = middle }
        }
        return lower..<end
    }

    /// Calls `body` with every item in `rect` (edges included) and its frame.
    func forEachItem(in rect: CGRect, _ body: (Int, CGRect) -> Void) {
        guard perGroup > 0 else { return }
        for group in groups(along: axis.min(rect), axis.max(rect)) {
            let origin = origin(ofGroup: group)
            let leaves = template(ofGroup: group).leaves
            let first = group * perGroup
            for slot in 0..<min(perGroup, itemCount - first) {
                let frame = leaves[slot].frame.offsetBy(dx: origin.x, dy: origin.y)
                if frame.sharesPoint(with: rect) { body(first + slot, frame) }
            }
        }
    }

    /// Calls `body` with every item- or group-attached supplementary in `rect`: kind, index, frame, zIndex.
    func forEachAttachedSupplementary(in rect: CGRect, _ body: (String, Int, CGRect, Int) -> Void) {
        guard perGroup > 0, !template.supplementaries.isEmpty else { return }
        for group in groups(along: axis.min(rect), axis.max(rect)) {
            let origin = origin(ofGroup: group)
            let present = min(perGroup, itemCount - group * perGroup)
            forEachAttached(ofGroup: group, present: present) { kind, index, frame, zIndex in
                let placed = frame.offsetBy(dx: origin.x, dy: origin.y)
                if placed.sharesPoint(with: rect) { body(kind, index, placed, zIndex) }
            }
        }
    }

    /// The frame and zIndex of the attached supplementary `index` of `kind`.
    func attachedSupplementary(kind: String, index: Int) -> (CGRect, Int)? {
        guard let first = template.supplementaries.first(where: { $0.kind == kind }), index >= 0, perGroup > 0 else {
            return nil
        }
        let group = index / (first.isItemAttached ? perGroup : first.kindCount)
        guard group < groupCount else { return nil }
        let origin = origin(ofGroup: group)
        var found: (CGRect, Int)?
        forEachAttached(ofGroup: group, present: min(perGroup, itemCount - group * perGroup)) { k, i, frame, zIndex in
            if k == kind, i == index { found = (frame.offsetBy(dx: origin.x, dy: origin.y), zIndex) }
        }
        return found
    }

    /// The attached supplementaries of one repetition whose host items exist: an item's have the
    /// item's index (the badge of item k is index k, whichever items carry badges), a group's are
    /// numbered per kind across the section. Supplementaries of a section with a background are
    /// at least at zIndex 1.
    private func forEachAttached(ofGroup group: Int, present: Int, _ body: (String, Int, CGRect, Int) -> Void) {
        for supplementary in template(ofGroup: group).supplementaries where supplementary.hostLeaf < present {
            let zIndex = cellZIndexBoost > 0 ? max(supplementary.zIndex, 1) : supplementary.zIndex
            let index = supplementary.isItemAttached ? group * perGroup + supplementary.hostLeaf
                : group * supplementary.kindCount + supplementary.ordinal
            body(supplementary.kind, index, supplementary.frame, zIndex)
        }
    }
}

/// The repetitions of a section whose items measured themselves, each with its own template, and
/// how far each moves the repetitions after it.
struct MeasuredGroups {
    private(set) var indexes: [Int] = []
    private(set) var templates: [GroupTemplate] = []
    /// The total growth of the measured groups up to and including each.
    private(set) var cumulativeGrowth: [CGFloat] = []
    /// The largest growth of one group (how far a query must look beyond the template's reach).
    private(set) var largestGrowth: CGFloat = 0

    /// Gives `group` its own template, `growth` longer than the section's: a group measured
    /// again replaces its template, a new one goes in order (the groups after it move by the
    /// change; appending in order, as a full solve does, moves none).
    mutating func set(group: Int, template: GroupTemplate, growth: CGFloat) {
        let position = firstPosition(notBefore: group)
        let before = position == 0 ? 0 : cumulativeGrowth[position - 1]
        var change = growth
        if position < indexes.count && indexes[position] == group {
            change -= cumulativeGrowth[position] - before
            templates[position] = template
        } else {
            indexes.insert(group, at: position)
            templates.insert(template, at: position)
            cumulativeGrowth.insert(before, at: position)
        }
        for index in position..<cumulativeGrowth.count { cumulativeGrowth[index] += change }
        // An upper bound: a group measured again may have grown less, which only widens queries.
        largestGrowth = max(largestGrowth, abs(growth))
    }

    func template(ofGroup group: Int) -> GroupTemplate? {
        guard !indexes.isEmpty, let position = position(of: group), indexes[position] == group else { return nil }
        return templates[position]
    }

    /// The growth of the measured groups before `group`.
    func shift(before group: Int) -> CGFloat {
        let position = firstPosition(notBefore: group)
        return position == 0 ? 0 : cumulativeGrowth[position - 1]
    }

    private func position(of group: Int) -> Int? {
        let position = firstPosition(notBefore: group)
        return position < indexes.count ? position : nil
    }

    /// The position of the first measured group at or after `group` (binary search).
    private func firstPosition(notBefore group: Int) -> Int {
        var lower = 0, upper = indexes.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if indexes[middle] < group { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }
}
