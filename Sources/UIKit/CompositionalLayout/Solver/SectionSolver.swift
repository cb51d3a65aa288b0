import Foundation

/// What every section of a compositional layout is solved in: the collection view's size and
/// traits, the layout's axis, and the insets each content-insets reference stands for.
struct CompositionalEnvironment {
    /// The collection view's bounds size (the root container).
    var size: CGSize
    /// The axis sections stack along.
    var axis: LayoutAxis
    var grid: PixelGrid
    var traitCollection: UITraitCollection
    /// The configuration's content-insets reference (what `.automatic` follows).
    var reference: UIContentInsetsReference
    /// The insets of the safe area, layout margins and readable content guide.
    var safeArea: NSDirectionalEdgeInsets = .zero
    var layoutMargins: NSDirectionalEdgeInsets = .zero
    var readableContent: NSDirectionalEdgeInsets = .zero

    /// The insets `reference` contributes: only across the layout's axis (spec §2.3).
    func crossInsets(_ reference: UIContentInsetsReference) -> (before: CGFloat, after: CGFloat) {
        let insets: NSDirectionalEdgeInsets
        switch reference == .automatic ? self.reference : reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: insets = safeArea
        case .layoutMargins: insets = layoutMargins
        case .readableContent: insets = readableContent
        }
        return axis.other.edges(insets)
    }

    /// The root container less the insets of `reference` across the layout's axis.
    func container(for reference: UIContentInsetsReference) -> (size: CGSize, before: CGFloat) {
        let (before, after) = crossInsets(reference)
        return (axis.size(axis.of(size), axis.other.of(size) - before - after), before)
    }
}

/// Solves one section (UIKit's fixed and estimated section solvers with the geometry translator
/// and the auxiliary item solver, spec §2.3–§2.9), in coordinates whose origin is the section's
/// top-leading corner.
struct SectionSolver {
    let environment: CompositionalEnvironment
    let report: (String) -> Void
    /// Sizes self-sizing cells of the section preferred, by item.
    var measuredItems: [Int: CGSize] = [:]
    /// The measured groups of the section's last solve, when nothing they depend on changed
    /// since (the section's description, the environment), and the items measured since:
    /// only their groups are measured again.
    var previouslyMeasured: (groups: MeasuredGroups, changedItems: [Int])?
    /// Sizes self-sizing boundary supplementaries preferred, by kind and index.
    var measuredSupplementary: (String, Int) -> CGSize? = { _, _ in nil }

    func solve(_ section: NSCollectionLayoutSection, itemCount: Int) -> SolvedSection {
        let hostAxis = environment.axis
        let axis = section.orthogonalScrollingBehavior == .none ? hostAxis : hostAxis.other
        let cross = axis.other
        let reference = section.contentInsetsReference
        let (containerSize, _) = environment.container(for: reference)
        let insets = section.contentInsets
        let crossInsets = cross.edges(insets)
        let groupContainer = LayoutContainer(size: containerSize, insets: cross.insets(crossInsets.before, crossInsets.after))
        let solver = GroupSolver(grid: environment.grid, traitCollection: environment.traitCollection, report: report)
        var template = solver.solve(section.group, in: groupContainer) ?? GroupTemplate(size: .zero)
        template.numberSupplementaries()

        let rootSpacing = section.group.edgeSpacing
        if rootSpacing?.before(axis)?.isFlexibleSpacing == true || rootSpacing?.after(axis)?.isFlexibleSpacing == true {
            report("A NSCollectionLayoutGroup has specified flexible edge spacing along primary layout axis. This is unsupported and will be ignored. Group: \(section.group)")
        }
        let before = rootSpacing?.before(axis)?.spacing ?? 0
        let groupExtent = axis.of(template.size) + before + (rootSpacing?.after(axis)?.spacing ?? 0)
        let crossOffset = rootCrossOffset(rootSpacing, across: cross, room: cross.of(groupContainer.effectiveSize) - cross.of(template.size))
        var solved = SolvedSection(
            itemCount: itemCount, axis: axis, orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
            template: template, groupExtent: groupExtent, interGroupSpacing: section.interGroupSpacing,
            firstGroupOrigin: axis.point(axis.edges(insets).before + before, crossInsets.before + crossOffset),
            frame: .zero, contentExtent: 0)
        measureGroups(of: &solved, section, in: groupContainer, solver: solver)
        let content = contentExtent(of: solved, rootBefore: before)
        solved.contentExtent = axis.edges(insets).before + content + axis.edges(insets).after
        let hostInsets = hostAxis.edges(insets)
        let hostExtent = axis == hostAxis
            ? solved.contentExtent
            : hostInsets.before + hostAxis.of(template.size) + hostInsets.after
        solved.adoptSettings(of: section)
        solved.cellZIndexBoost = section.decorationItems.isEmpty ? 0 : 1
        let (extent, hostStart) = placeBoundaries(section, in: &solved, hostExtent: hostExtent, containerSize: containerSize)
        solved.frame = CGRect(origin: .zero, size: hostAxis.size(extent, hostAxis.other.of(containerSize)))
        solved.scrollFrame = CGRect(origin: hostAxis.point(hostStart, 0), size: hostAxis.size(hostExtent, hostAxis.other.of(containerSize)))
        solved.decorations = decorations(section, in: solved.frame)
        return solved
    }

    /// The root group's offset across the section: its leading edge spacing, plus a share of the
    /// room left when that spacing is flexible (a flexible pair centres the group).
    private func rootCrossOffset(_ spacing: NSCollectionLayoutEdgeSpacing?, across cross: LayoutAxis, room: CGFloat) -> CGFloat {
        let before = spacing?.before(cross)
        let after = spacing?.after(cross)
        let flexible = (before?.isFlexibleSpacing == true ? 1 : 0) + (after?.isFlexibleSpacing == true ? 1 : 0)
        var offset = before?.spacing ?? 0
        if before?.isFlexibleSpacing == true {
            offset += (room - offset - (after?.spacing ?? 0)) / CGFloat(flexible)
        }
        return offset
    }

    /// Solves again the repetitions whose items measured themselves, each with their sizes.
    private func measureGroups(of solved: inout SolvedSection, _ section: NSCollectionLayoutSection,
                               in container: LayoutContainer, solver: GroupSolver) {
        let perGroup = solved.perGroup
        let itemCount = solved.itemCount
        guard perGroup > 0, !measuredItems.isEmpty else { return }
        let measured: [Int]
        if let previouslyMeasured {
            solved.measuredGroups = previouslyMeasured.groups
            measured = previouslyMeasured.changedItems
        } else {
            measured = Array(measuredItems.keys)
        }
        let groups = Set(measured.lazy.filter { $0 < itemCount }.map { $0 / perGroup }).sorted()
        for group in groups {
            var measuring = solver
            let first = group * perGroup
            measuring.measuredSize = { leaf in measuredItems[first + leaf] }
            guard var template = measuring.solve(section.group, in: container), template.leaves.count == perGroup else { continue }
            template.numberSupplementaries()
            let growth = solved.axis.of(template.size) - solved.axis.of(solved.template.size)
            solved.measuredGroups.set(group: group, template: template, growth: growth)
        }
    }

    /// The items' extent along the section's axis: full repetitions, spacing between them, and a
    /// partial last one that ends after its last item (spec §2.6).
    private func contentExtent(of solved: SolvedSection, rootBefore: CGFloat) -> CGFloat {
        let groups = solved.groupCount
        guard groups > 0 else { return 0 }
        let last = groups - 1
        let template = solved.template(ofGroup: last)
        var extent = solved.groupExtent + solved.axis.of(template.size) - solved.axis.of(solved.template.size)
        let present = solved.itemCount - last * solved.perGroup
        if present < solved.perGroup {
            let all = template.leaves.map { solved.axis.max($0.frame) }.max() ?? 0
            let some = template.leaves.prefix(present).map { solved.axis.max($0.frame) }.max() ?? 0
            extent -= all - some
        }
        return solved.offset(ofGroup: last) + extent
    }

    /// Places the section's headers and footers around (or over) its content, shifts the content
    /// past those that stick out, and returns the section's extent and where its content starts
    /// (spec §2.7).
    private func placeBoundaries(_ section: NSCollectionLayoutSection, in solved: inout SolvedSection,
                                 hostExtent: CGFloat, containerSize: CGSize) -> (extent: CGFloat, hostStart: CGFloat) {
        let hostAxis = environment.axis
        let cross = hostAxis.other
        let reference = section.supplementaryContentInsetsReference == .automatic
            ? section.contentInsetsReference : section.supplementaryContentInsetsReference
        let (supplementarySize, supplementaryBefore) = environment.container(for: reference)
        let crossShift = supplementaryBefore - environment.container(for: section.contentInsetsReference).before
        let follows = section.supplementariesFollowContentInsets ? cross.edges(section.contentInsets) : (before: 0, after: 0)
        let container = LayoutContainer(size: supplementarySize, insets: cross.insets(follows.before, follows.after))
        var host = CGRect(origin: hostAxis.point(0, crossShift), size: hostAxis.size(hostExtent, cross.of(supplementarySize)))
        host = host.inset(directional: cross.insets(follows.before, follows.after))
        var ordinals: [String: Int] = [:]
        for item in section.boundarySupplementaryItems {
            let index = ordinals[item.elementKind, default: 0]
            ordinals[item.elementKind] = index + 1
            let placed = placeBoundary(item, index: index, on: host, in: container)
            let zIndex = solved.cellZIndexBoost > 0 ? max(item.zIndex, 1) : item.zIndex
            solved.boundaries.append(.init(kind: item.elementKind, index: index, frame: placed, zIndex: zIndex,
                                           pins: item.pinToVisibleBounds,
                                           pinsToEnd: item.alignment.edges.contains(hostAxis == .vertical ? .bottom : .trailing)))
        }
        let low = solved.boundaries.map { hostAxis.min($0.frame) }.min().map { min($0, 0) } ?? 0
        let high = solved.boundaries.map { hostAxis.max($0.frame) }.max().map { max($0, hostExtent) } ?? hostExtent
        if low < 0 {
            let delta = hostAxis.point(-low, 0)
            solved.firstGroupOrigin.x += delta.x
            solved.firstGroupOrigin.y += delta.y
            for index in solved.boundaries.indices {
                solved.boundaries[index].frame = hostAxis.offset(solved.boundaries[index].frame, by: -low)
            }
        }
        return (high - low, -low)
    }

    /// A boundary supplementary's frame on `host`: its alignment's edges anchor it; with an edge
    /// along the layout's axis and `extendsBoundary`, it sits outside the host, else inside.
    func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, index: Int, on host: CGRect,
                       in container: LayoutContainer) -> CGRect {
        var size = item.layoutSize.resolved(in: container, grid: environment.grid)
        if item.layoutSize.isEstimated, let measured = measuredSupplementary(item.elementKind, index) {
            if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        let edges = item.alignment.edges
        let alongEdges: NSDirectionalRectEdge = environment.axis == .vertical ? [.top, .bottom] : [.leading, .trailing]
        let along = edges.intersection(alongEdges)
        var itemAnchor: NSCollectionLayoutAnchor?
        if !along.isEmpty, item.extendsBoundary {
            let opposite: NSDirectionalRectEdge = along.contains(.top) ? .bottom : along.contains(.bottom) ? .top
                : along.contains(.leading) ? .trailing : .leading
            itemAnchor = NSCollectionLayoutAnchor(edges: opposite.union(edges.subtracting(alongEdges)))
        }
        let frame = anchoredFrame(size: size, in: host, containerAnchor: item.containerAnchor, itemAnchor: itemAnchor)
        return frame.inset(directional: item.contentInsets)
    }

    /// The section's backgrounds: the whole section frame, inset by each item's content insets.
    private func decorations(_ section: NSCollectionLayoutSection, in frame: CGRect) -> [SolvedSection.Decoration] {
        var ordinals: [String: Int] = [:]
        return section.decorationItems.map { item in
            let index = ordinals[item.elementKind, default: 0]
            ordinals[item.elementKind] = index + 1
            return .init(kind: item.elementKind, index: index, frame: frame.inset(directional: item.contentInsets),
                         zIndex: item.zIndex)
        }
    }
}
