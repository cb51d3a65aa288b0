import Foundation

/// A section's metrics as read from the delegate or the properties, before the environment
/// (direction, inset reference) turns them into a `FlowSectionSpec`.
struct FlowSectionMetrics {
    var itemCount: Int
    var inset: UIEdgeInsets
    var interitemSpacing: CGFloat
    var lineSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
}

/// Reading the delegate and solving: the adapter between UIKit's API and the pure solver.
extension UICollectionViewFlowLayout {
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// Brings the solution up to date with what was invalidated. Does nothing when nothing was,
    /// or when a delegate asks the layout something while it is being solved (it then answers
    /// from what it has, instead of recursing).
    func solveIfNeeded() {
        guard !pendingWork.isEmpty || !pendingItems.isEmpty, !isSolving else { return }
        isSolving = true
        defer { isSolving = false }
        guard let environment = makeEnvironment() else {
            // Nothing is computed without room for a line (spec §3.1); ask again once there is.
            solution = FlowLayoutSolution(environment: FlowEnvironment())
            pendingWork = .all
            pendingItems = FlowItemUpdates()
            return
        }
        if pendingWork.isEmpty && environment == solution.environment {
            applyItemUpdates()
        } else {
            solveAll(environment, requery: pendingWork.contains(.delegateMetrics))
        }
        pendingWork = []
        pendingItems = FlowItemUpdates()
    }

    // MARK: Environment

    /// D, scale and the inset-reference extras, or nil when there is no room for a line.
    private func makeEnvironment() -> FlowEnvironment? {
        guard let collectionView else { return nil }
        let bounds = collectionView.bounds
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let axis = FlowAxis(scrollDirection)
        let adjusted = axis.split(collectionView.adjustedContentInset)
        let lineDimension = axis.along(bounds.size) - adjusted.begin - adjusted.end
        guard lineDimension.isFinite, lineDimension > 0 else { return nil }
        var environment = FlowEnvironment(axis: axis, lineDimension: lineDimension,
                                          scale: collectionView.contentScaleFactor, selfSizing: isSelfSizing)
        if let reference = referenceInsets.map(axis.split) {
            environment.leadExtra = max(reference.lead - adjusted.lead, 0)
            environment.trailExtra = max(reference.trail - adjusted.trail, 0)
        }
        return environment
    }

    /// The insets `sectionInsetReference` measures from, or nil for the content inset.
    private var referenceInsets: UIEdgeInsets? {
        guard let collectionView else { return nil }
        switch sectionInsetReference {
        case .fromContentInset: return nil
        case .fromSafeArea: return collectionView.safeAreaInsets
        case .fromLayoutMargins: return collectionView.layoutMargins
        }
    }

    /// A section's spec: insets split by direction and adjusted by the inset reference
    /// (`max(inset + reference − adjusted, 0)` along a line, spec §3.8).
    private func makeSpec(_ metrics: FlowSectionMetrics, _ environment: FlowEnvironment) -> FlowSectionSpec {
        let axis = environment.axis
        var (begin, end, lead, trail) = axis.split(metrics.inset)
        if let reference = referenceInsets.map(axis.split), let collectionView {
            let adjusted = axis.split(collectionView.adjustedContentInset)
            begin = max(begin + reference.begin - adjusted.begin, 0)
            end = max(end + reference.end - adjusted.end, 0)
        }
        return FlowSectionSpec(
            itemCount: metrics.itemCount, begin: begin, end: end, lead: lead, trail: trail,
            interitemSpacing: metrics.interitemSpacing, lineSpacing: metrics.lineSpacing,
            headerLength: axis.scroll(metrics.headerSize), footerLength: axis.scroll(metrics.footerSize))
    }

    // MARK: Solving

    /// Solves every section; `requery` asks the delegate for metrics and sizes first, otherwise
    /// the sizes already known are kept.
    private func solveAll(_ environment: FlowEnvironment, requery: Bool) {
        if requery { sectionMetrics = readSectionMetrics() }
        var previous = solution
        solution = FlowLayoutSolution(environment: environment)
        var solved = FlowLayoutSolution(environment: environment)
        var itemSizeSource = ItemSizeSource.undecided
        for (section, metrics) in sectionMetrics.enumerated() {
            let spec = makeSpec(metrics, environment)
            let kept = section < previous.sections.count && previous.sections[section].spec.itemCount == metrics.itemCount
            let keptSizes = requery || !kept
                ? nil : applyingItemUpdates(to: previous.sections[section].sizes(axis: previous.environment.axis), section: section)
            var spare = section < previous.sections.count ? previous.takeLineStorage(section) : FlowLineStorage()
            let sizes = keptSizes ?? readItemSizes(section: section, count: metrics.itemCount, source: &itemSizeSource,
                                                   rules: FlowSection.rules(spec, environment), reusing: &spare)
            solved.append(FlowSection(spec: spec, sizes: sizes, environment: environment, reusing: consume spare))
        }
        solved.restack()
        solution = solved
        logOversizedItems()
    }

    /// Applies per-item size changes to the sections they touch, from their first changed line.
    private func applyItemUpdates() {
        var changesBySection: [Int: [(item: Int, size: CGSize)]] = [:]
        for path in pendingItems.requery.union(pendingItems.sizes.keys) {
            guard path.count == 2, solution.sections.indices.contains(path.section),
                  path.item >= 0, path.item < solution.sections[path.section].spec.itemCount
            else { continue }
            changesBySection[path.section, default: []].append((path.item, updatedSize(of: path)))
        }
        guard let firstSection = changesBySection.keys.min() else { return }
        for (section, changes) in changesBySection {
            if case .lines = solution.sections[section].items {
                solution.updateSection(section) { $0.setSizes(changes) }
            } else {
                let current = solution.sections[section]
                let sizes = applyingItemUpdates(to: current.sizes(axis: solution.environment.axis), section: section)
                solution.replaceSection(section, with: FlowSection(spec: current.spec, sizes: sizes, environment: solution.environment))
            }
        }
        solution.restack(from: firstSection)
        logOversizedItems()
    }

    /// `sizes` with the pending item updates of `section` applied.
    private func applyingItemUpdates(to sizes: FlowItemSizes, section: Int) -> FlowItemSizes {
        let paths = pendingItems.requery.union(pendingItems.sizes.keys).filter { $0.count == 2 && $0.section == section }
        guard !paths.isEmpty else { return sizes }
        var all: [CGSize]
        switch sizes {
        case .uniform(let size): all = [CGSize](repeating: size, count: sectionMetrics[section].itemCount)
        case .perItem(let each): all = each
        case .lines(let lines): all = lines.sizes
        }
        for path in paths where all.indices.contains(path.item) { all[path.item] = updatedSize(of: path) }
        return isSelfSizing ? .perItem(all) : .checked(all)
    }

    /// The new size of an item with a pending update: the preferred size, else the delegate's.
    private func updatedSize(of path: IndexPath) -> CGSize {
        if let preferred = pendingItems.sizes[path] { return sanitized(itemSize: preferred) }
        if isSelfSizing { return measuredSizes[path] ?? estimatedSize() }
        guard let collectionView, let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout,
              !delegateLeftItemSizeToLayout
        else { return sanitized(itemSize: itemSize) }
        if collectionView.dragDrop.overlay != nil { return sizeDuringDrop(ofDisplayed: path) }
        if let sizes = delegate.collectionView(collectionView, layout: self, sizesForItemsInSection: path.section),
           sizes.indices.contains(path.item) {
            return sanitized(itemSize: sizes[path.item])
        }
        return sanitized(itemSize: delegate.collectionView(collectionView, layout: self, sizeForItemAt: path))
    }

    private func logOversizedItems() {
        let environment = solution.environment
        for section in solution.sections where section.hasOversizedItem(lineDimension: environment.lineDimension) {
            log.report(oversizedItemMessage(horizontal: environment.axis.isHorizontal))
        }
    }

    private func oversizedItemMessage(horizontal: Bool) -> String {
        let what = horizontal
            ? "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
            : "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
        return "The behavior of the UICollectionViewFlowLayout is not defined because:\n\(what)\n"
            + "Please check the values returned by the delegate.\n"
            + "The relevant UICollectionViewFlowLayout instance is <\(type(of: self)): \(ObjectIdentifier(self))>, "
            + "and it is attached to \(collectionView.map { "<\(type(of: $0)): \(ObjectIdentifier($0))>" } ?? "nil").\n"
            + "Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger."
    }
}
