import Foundation
@testable import UIKit

/// A deliberately plain, slow compositional layout written from `spec/compositional-layout.md`
/// alone (§2.2 dimensions, §2.3 containers, §2.4 groups, §2.6 sections, §2.7 boundary
/// supplementaries, §2.4(h) custom groups, §2.8 badges, §2.9 backgrounds, §2.10 stacking and rounding, §2.11 orthogonal
/// sections), for `CompositionalSpec`s. It
/// shares no code with the layout: every rule is spelled out again here, with the two axes
/// written as separate cases where the spec does.
struct PlainCompositionalOracle {
    let spec: CompositionalSpec

    /// The frames the spec gives, keyed as "item s.k", "badge s.k", "header s", "footer s",
    /// "background s", "global-header", "global-footer", and the content size.
    struct Result {
        var frames: [String: CGRect] = [:]
        var contentSize: CGSize = .zero
    }

    /// A container: a size and its content insets (top, leading, bottom, trailing).
    struct Container {
        var size: CGSize
        var insets = NSDirectionalEdgeInsets()
        var effective: CGSize {
            CGSize(width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        }
    }

    /// A solved item or group: its layout size, its leaves' cell frames and each leaf's badge,
    /// relative to its origin.
    struct Solved {
        var size: CGSize
        var cells: [CGRect] = []
        var badges: [CGRect?] = []
    }

    var scale: CGFloat { spec.scale }

    func floorToPixel(_ value: CGFloat) -> CGFloat { scale > 0 ? (scale * value).rounded(.down) / scale : value }
    func roundToPixel(_ value: CGFloat) -> CGFloat { (scale * value).rounded(.toNearestOrAwayFromZero) / scale }

    /// §2.2: absolute as is; fractions of the container's effective size, floored to the pixel.
    func resolve(_ dimension: CompositionalSpec.Dimension, in container: Container) -> CGFloat {
        switch dimension {
        case .absolute(let value): value
        case .fractionalWidth(let fraction): floorToPixel(container.effective.width * fraction)
        case .fractionalHeight(let fraction): floorToPixel(container.effective.height * fraction)
        }
    }

    // MARK: §2.4 items and groups

    /// Nil for what is not a valid configuration to compare (the spec leaves it undefined): a
    /// negative size, or a cell with a negative size after its insets.
    func solve(_ node: CompositionalSpec.Node, in container: Container) -> Solved? {
        let solved: Solved? = switch node {
        case .item(let item): solveItem(item, in: container)
        case .group(let group): solveGroup(group, in: container)
        }
        guard let solved, solved.size.width >= 0, solved.size.height >= 0,
              solved.cells.allSatisfy({ $0.width >= 0 && $0.height >= 0 }) else { return nil }
        return solved
    }

    /// (f): the cell is the slot inset by the item's content insets; a badge anchors on the cell
    /// (§2.8).
    func solveItem(_ item: CompositionalSpec.Item, in container: Container) -> Solved {
        let size = CGSize(width: resolve(item.width, in: container), height: resolve(item.height, in: container))
        let insets = item.contentInsets
        let cell = CGRect(x: insets.leading, y: insets.top, width: size.width - insets.leading - insets.trailing,
                          height: size.height - insets.top - insets.bottom)
        let badge = item.badge.map { anchored($0, on: cell) }
        return Solved(size: size, cells: [cell], badges: [badge])
    }

    /// §2.8's formula with no item anchor and a fractional container offset.
    func anchored(_ badge: CompositionalSpec.Badge, on rect: CGRect) -> CGRect {
        func unit(_ low: NSDirectionalRectEdge, _ high: NSDirectionalRectEdge) -> CGFloat {
            let hasLow = badge.edges.contains(low), hasHigh = badge.edges.contains(high)
            return hasLow && hasHigh ? 0.5 : hasLow ? 0 : hasHigh ? 1 : 0.5
        }
        let a = CGPoint(x: unit(.leading, .trailing), y: unit(.top, .bottom))
        let size = badge.size
        let x = rect.minX + rect.width * a.x - size.width / 2 + (0.5 - a.x) * size.width + badge.fractionalOffset.x * size.width
        let y = rect.minY + rect.height * a.y - size.height / 2 + (0.5 - a.y) * size.height + badge.fractionalOffset.y * size.height
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    func solveGroup(_ group: CompositionalSpec.Group, in parent: Container) -> Solved? {
        if let custom = group.custom {
            // (h): sized ignoring the parent's insets; the provider's frames are the cells.
            let whole = Container(size: parent.size)
            let size = CGSize(width: resolve(group.width, in: whole), height: resolve(group.height, in: whole))
            let cells = custom.map { CGRect(x: $0.minX * size.width, y: $0.minY * size.height,
                                            width: $0.width * size.width, height: $0.height * size.height) }
            return Solved(size: size, cells: cells, badges: cells.map { _ in nil })
        }
        let horizontal = group.isHorizontal
        let size = CGSize(width: resolve(group.width, in: parent), height: resolve(group.height, in: parent))
        // (a) group insets of 0.5 and more are points, below it fractions of the group.
        func inset(_ value: CGFloat, _ extent: CGFloat) -> CGFloat { value >= 0.5 ? value : value * extent }
        let groupInsets = NSDirectionalEdgeInsets(top: inset(group.contentInsets.top, size.height),
                                                leading: inset(group.contentInsets.leading, size.width),
                                                bottom: inset(group.contentInsets.bottom, size.height),
                                                trailing: inset(group.contentInsets.trailing, size.width))
        let inner = Container(size: size, insets: groupInsets)
        let along = horizontal ? inner.effective.width : inner.effective.height
        guard size.width > 0, size.height > 0, along > 0 else { return nil }

        // `subitem:count:` gives each copy a fraction 1/count of the group along its axis.
        var subitems = group.subitems
        var count = 0
        switch group.count {
        case .none: break
        case .repeating(let n): count = n
        case .equallySized(let n):
            count = n
            if case .item(var item) = subitems[0] {
                if horizontal { item.width = .fractionalWidth(1 / CGFloat(n)) } else { item.height = .fractionalHeight(1 / CGFloat(n)) }
                subitems = [.item(item)]
            } else if case .group(var inner) = subitems[0] {
                if horizontal { inner.width = .fractionalWidth(1 / CGFloat(n)) } else { inner.height = .fractionalHeight(1 / CGFloat(n)) }
                subitems = [.group(inner)]
            }
        }
        let spacing = group.spacing?.value ?? 0

        func dimensions(_ node: CompositionalSpec.Node) -> (CompositionalSpec.Dimension, CompositionalSpec.Dimension) {
            switch node {
            case .item(let item): (item.width, item.height)
            case .group(let group): (group.width, group.height)
            }
        }
        func edges(_ node: CompositionalSpec.Node) -> CompositionalSpec.Edges? {
            switch node {
            case .item(let item): item.edges
            case .group(let group): group.edges
            }
        }
        /// "Depends on the container along the axis": a fraction of that axis anywhere in its size.
        func dependsAlong(_ node: CompositionalSpec.Node) -> Bool {
            let (width, height) = dimensions(node)
            return horizontal ? (width.isFractionalWidth || height.isFractionalWidth)
                : (width.isFractionalHeight || height.isFractionalHeight)
        }
        func alongEdges(_ node: CompositionalSpec.Node) -> (CompositionalSpec.Spacing?, CompositionalSpec.Spacing?) {
            let e = edges(node)
            return horizontal ? (e?.leading, e?.trailing) : (e?.top, e?.bottom)
        }
        func crossEdges(_ node: CompositionalSpec.Node) -> (CompositionalSpec.Spacing?, CompositionalSpec.Spacing?) {
            let e = edges(node)
            return horizontal ? (e?.top, e?.bottom) : (e?.leading, e?.trailing)
        }

        // (b) the filling loop.
        func fill(in container: Container, resolvedPass: Bool) -> [(node: CompositionalSpec.Node, solved: Solved)]? {
            var remaining = along
            var arranged: [(node: CompositionalSpec.Node, solved: Solved)] = []
            var index = 0
            while true {
                let node = subitems[index]
                guard let solved = solve(node, in: container) else { return nil }
                var rest = remaining
                if spacing != 0, !arranged.isEmpty, !dependsAlong(node) || resolvedPass { rest -= spacing }
                rest -= horizontal ? solved.size.width : solved.size.height
                let (pre, post) = alongEdges(node)
                rest -= (pre?.value ?? 0) + (post?.value ?? 0)
                let fits = count > 0 || rest >= -0.25
                if !fits {
                    if arranged.isEmpty { return nil }
                    break
                }
                remaining = rest
                arranged.append((node, solved))
                index = (index + 1) % subitems.count
                if count > 0, arranged.count == count { break }
                if arranged.count > 2000 { return nil }
            }
            return arranged
        }
        guard var arranged = fill(in: inner, resolvedPass: false) else { return nil }
        // (c) the spacing re-solve.
        if spacing != 0, arranged.count >= 2, arranged.contains(where: { dependsAlong($0.node) }) {
            let reduced = horizontal
                ? CGSize(width: inner.effective.width - spacing * CGFloat(arranged.count - 1), height: inner.effective.height)
                : CGSize(width: inner.effective.width, height: inner.effective.height - spacing * CGFloat(arranged.count - 1))
            guard let again = fill(in: Container(size: reduced), resolvedPass: true) else { return nil }
            arranged = again
        }

        // (d) along the axis.
        let n = arranged.count
        let flexibleGaps = group.spacing?.isFlexible == true
        var total = spacing * CGFloat(n - 1)
        var flexibleSlots = flexibleGaps ? n - 1 : 0
        for entry in arranged {
            total += horizontal ? entry.solved.size.width : entry.solved.size.height
            let (pre, post) = alongEdges(entry.node)
            total += (pre?.value ?? 0) + (post?.value ?? 0)
            flexibleSlots += (pre?.isFlexible == true ? 1 : 0) + (post?.isFlexible == true ? 1 : 0)
        }
        let innerAlong = horizontal ? inner.effective.width : inner.effective.height
        // A count group whose items overflow it is not a valid configuration to compare: the
        // spec's partial-group extent (§2.6) goes negative there.
        guard total <= innerAlong + 0.25 else { return nil }
        let extra = flexibleSlots > 0 ? (innerAlong - total) / CGFloat(flexibleSlots) : 0
        let gap = spacing + (flexibleGaps ? extra : 0)
        var position = horizontal ? inner.insets.leading : inner.insets.top
        var result = Solved(size: size)
        for (index, entry) in arranged.enumerated() {
            let (pre, post) = alongEdges(entry.node)
            position += (pre?.value ?? 0) + (pre?.isFlexible == true ? extra : 0)
            let alongOrigin = position
            position += (horizontal ? entry.solved.size.width : entry.solved.size.height)
                + (post?.value ?? 0) + (post?.isFlexible == true ? extra : 0)
            if index < n - 1 { position += gap }
            // (e) across the axis: each item on its own, top- or leading-aligned by default.
            let (crossPre, crossPost) = crossEdges(entry.node)
            let innerCross = horizontal ? inner.effective.height : inner.effective.width
            let itemCross = horizontal ? entry.solved.size.height : entry.solved.size.width
            // Items that overflow their group across it make the §2.6 extents undefined.
            guard itemCross <= innerCross + 0.25 else { return nil }
            let flexibleCross = (crossPre?.isFlexible == true ? 1 : 0) + (crossPost?.isFlexible == true ? 1 : 0)
            var crossOrigin = (horizontal ? inner.insets.top : inner.insets.leading) + (crossPre?.value ?? 0)
            if crossPre?.isFlexible == true {
                crossOrigin += (innerCross - itemCross - (crossPre?.value ?? 0) - (crossPost?.value ?? 0)) / CGFloat(flexibleCross)
            }
            let offset = horizontal ? CGPoint(x: alongOrigin, y: crossOrigin) : CGPoint(x: crossOrigin, y: alongOrigin)
            result.cells += entry.solved.cells.map { $0.offsetBy(dx: offset.x, dy: offset.y) }
            result.badges += entry.solved.badges.map { $0?.offsetBy(dx: offset.x, dy: offset.y) }
        }
        return result
    }

    // MARK: §2.6, §2.7, §2.10 sections, boundary supplementaries, stacking

    func layout() -> Result? {
        var result = Result()
        let horizontal = spec.isHorizontal
        let width = spec.size.width, height = spec.size.height
        // §2.7: the layout's own header extends the content before the first section.
        var origin: CGFloat = spec.globalHeader ?? 0
        for (index, section) in spec.sections.enumerated() {
            let s = section.contentInsets
            // §2.11: an orthogonal section lays its groups out across the layout's axis.
            let sectionHorizontal = section.isOrthogonal ? !horizontal : horizontal
            // §2.3 (4): section insets reach the root group's container on the section's cross
            // axis only.
            let container = Container(size: spec.size, insets: sectionHorizontal
                ? NSDirectionalEdgeInsets(top: s.top, leading: 0, bottom: s.bottom, trailing: 0)
                : NSDirectionalEdgeInsets(top: 0, leading: s.leading, bottom: 0, trailing: s.trailing))
            guard let template = solveGroup(section.root, in: container), !template.cells.isEmpty else { return nil }
            let perGroup = template.cells.count
            let groupLength = sectionHorizontal ? template.size.width : template.size.height
            let count = section.itemCount
            let groups = (count + perGroup - 1) / perGroup
            var content: CGFloat = 0
            if section.isOrthogonal {
                // Along the layout's axis the section is one group deep.
                content = horizontal ? template.size.width : template.size.height
            } else if count > 0 {
                let full = count / perGroup, partialCount = count % perGroup
                content = CGFloat(full) * groupLength + section.interGroupSpacing * CGFloat(groups - 1)
                if partialCount > 0 {
                    func maxAlong(_ cells: ArraySlice<CGRect>) -> CGFloat {
                        cells.map { horizontal ? $0.maxX : $0.maxY }.max() ?? 0
                    }
                    content += groupLength - (maxAlong(template.cells[...]) - maxAlong(template.cells.prefix(partialCount)))
                }
            }
            let header = section.header ?? 0, footer = section.footer ?? 0
            // §2.6: the content starts after the header and the leading insets.
            let contentOrigin = horizontal ? CGPoint(x: origin + header + s.leading, y: s.top)
                : CGPoint(x: s.leading, y: origin + header + s.top)
            for item in 0..<count {
                let group = item / perGroup, slot = item % perGroup
                let step = CGFloat(group) * (groupLength + section.interGroupSpacing)
                let shift = sectionHorizontal ? CGPoint(x: contentOrigin.x + step, y: contentOrigin.y)
                    : CGPoint(x: contentOrigin.x, y: contentOrigin.y + step)
                result.frames["item \(index).\(item)"] = template.cells[slot].offsetBy(dx: shift.x, dy: shift.y)
                if let badge = template.badges[slot] {
                    result.frames["badge \(index).\(item)"] = badge.offsetBy(dx: shift.x, dy: shift.y)
                }
            }
            // §2.7: a header and a footer across the section, inside its cross insets, outside the
            // content along the axis.
            let sectionLength = header + (horizontal ? s.leading : s.top) + content + (horizontal ? s.trailing : s.bottom) + footer
            if let extent = section.header {
                var header = horizontal
                    ? CGRect(x: origin, y: s.top, width: extent, height: height - s.top - s.bottom)
                    : CGRect(x: s.leading, y: origin, width: width - s.leading - s.trailing, height: extent)
                if section.pinsHeader {
                    // §2.7 pinning: within the section, the header stays at the visible rect's
                    // leading edge.
                    let start = max(origin, spec.scrollOffset)
                    let pinned = min(max(start, origin), origin + sectionLength - extent)
                    if horizontal { header.origin.x = pinned } else { header.origin.y = pinned }
                }
                result.frames["header \(index)"] = header
            }
            if let extent = section.footer {
                let start = origin + sectionLength - extent
                result.frames["footer \(index)"] = horizontal
                    ? CGRect(x: start, y: s.top, width: extent, height: height - s.top - s.bottom)
                    : CGRect(x: s.leading, y: start, width: width - s.leading - s.trailing, height: extent)
            }
            // §2.9: a background spans the whole section (insets, header and footer included)
            // and the full container across it, inset by its own content insets.
            if let insets = section.background {
                let whole = horizontal ? CGRect(x: origin, y: 0, width: sectionLength, height: height)
                    : CGRect(x: 0, y: origin, width: width, height: sectionLength)
                result.frames["background \(index)"] = CGRect(
                    x: whole.minX + insets.leading, y: whole.minY + insets.top,
                    width: whole.width - insets.leading - insets.trailing, height: whole.height - insets.top - insets.bottom)
            }
            origin += sectionLength
        }
        if let extent = spec.globalHeader {
            result.frames["global-header"] = horizontal ? CGRect(x: 0, y: 0, width: extent, height: height)
                : CGRect(x: 0, y: 0, width: width, height: extent)
        }
        if let extent = spec.globalFooter {
            result.frames["global-footer"] = horizontal ? CGRect(x: origin, y: 0, width: extent, height: height)
                : CGRect(x: 0, y: origin, width: width, height: extent)
            origin += extent
        }
        // §2.10: every frame rounded, each component on its own.
        for (key, frame) in result.frames {
            result.frames[key] = CGRect(x: roundToPixel(frame.minX), y: roundToPixel(frame.minY),
                                        width: roundToPixel(frame.width), height: roundToPixel(frame.height))
        }
        result.contentSize = horizontal ? CGSize(width: roundToPixel(origin), height: height)
            : CGSize(width: width, height: roundToPixel(origin))
        return result
    }
}
