import Foundation

/// The closure a compositional layout asks for each section's layout, with the section index and
/// the layout environment; nil for a section without items.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout object that lets you combine items in highly adaptive and flexible visual
/// arrangements, as UIKit's `UICollectionViewCompositionalLayout`, with UIKit's frames to the
/// point (`spec/compositional-layout.md`).
///
/// Items form groups, groups form sections, sections form the layout. A section repeats its group
/// in closed form, so a section of a million items costs what one group costs; groups whose items
/// measured themselves (estimated dimensions) keep their own solution. Sections whose description
/// repeats (the provider's new objects, compared by structure) share one solution.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// The layout's configuration (a copy). Setting it invalidates the layout; changing the
    /// properties of the object it returns has no effect, as in UIKit.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set {
            storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            invalidateLayout()
        }
    }

    // MARK: State

    var solution = CompositionalSolution()
    /// Whether the sections must be asked for and solved again.
    var needsSolve = true
    /// The environment the solution was made in: a change solves again.
    var solvedEnvironment: SolvedEnvironmentKey?
    var grid = PixelGrid(scale: 2)
    /// Whether frames are mirrored for a right-to-left collection view.
    var mirrorsHorizontally = false
    /// The visible-items handlers of the sections that have one, by section.
    var visibleItemsHandlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    /// Whether any boundary supplementary pins to the visible bounds.
    var hasPinnedSupplementaries = false
    /// Sizes self-sizing cells preferred, by section and item.
    var measuredItems: [Int: [Int: CGSize]] = [:]
    /// The items that measured themselves since the last solve, by section.
    var itemsMeasuredSinceSolve: [Int: [Int]] = [:]
    /// Each measured section's groups as last solved, with the description they were solved
    /// for: a cell that measures itself then costs its group's solve, not every measured
    /// group's (scrolling a long self-sizing list measures a row every few frames).
    var measuredGroupCache: [Int: (description: [UInt64], groups: MeasuredGroups)] = [:]
    /// Sizes self-sizing boundary supplementaries preferred, by kind, section and index.
    var measuredSupplementaries: [ElementKey: CGSize] = [:]
    /// The axes on which each section's items and boundary supplementaries estimate their
    /// size, by section (nil for a section the provider did not give).
    var sectionEstimates: [SectionEstimates?] = []
    /// Whether any section has an element that estimates its size.
    var estimatesSizes = false
    var log = LogOnce()
    var recentAttributes = AttributesRecycler()

    /// A layout of one kind of section for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout of one kind of section for every section, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section's layout.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section's layout, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    /// Layouts are not archived here: a decoded compositional layout has no sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    override var readsUpdateItems: Bool { type(of: self) != UICollectionViewCompositionalLayout.self }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        solveIfNeeded()
    }

    open override var collectionViewContentSize: CGSize {
        solveIfNeeded()
        return solution.contentSize
    }

    // MARK: Providing layout attributes

    /// Attributes for every cell, supplementary and decoration view whose frame touches `rect`.
    /// Sections with a `visibleItemsInvalidationHandler` hand their elements to it first.
    /// - Complexity: O(log n + k) for k elements in `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        solveIfNeeded()
        return elementAttributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        solveIfNeeded()
        return itemAttributes(at: indexPath)
    }

    /// The boundary, item or group supplementary of `elementKind` at `indexPath`: section
    /// supplementaries are numbered per kind in their section, the layout's own in section 0.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        solveIfNeeded()
        return supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// The section background of `elementKind` at `indexPath` (item: its number among the
    /// section's decorations of that kind).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        solveIfNeeded()
        return decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// Only layouts with estimated dimensions offer displayed views their preferred attributes.
    override var asksPreferredAttributes: Bool {
        solveIfNeeded()
        return estimatesSizes
    }

    override func forEachDisplayElement(
        in rect: CGRect, _ body: (UICollectionView.ElementCategory, String?, Int, Int, CGRect, Int) -> Void
    ) -> Bool {
        guard type(of: self) == UICollectionViewCompositionalLayout.self else { return false }
        solveIfNeeded()
        guard visibleItemsHandlers.isEmpty else { return false }
        guard !rect.isNull, !rect.isEmpty else { return true }
        forEachElement(in: rect, body)
        return true
    }

    /// The axes an element does not estimate: its view keeps them at the proposed size.
    override func selfSizingFixedAxes(for attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool) {
        let section = attributes.indexPath.section
        let axes: EstimatedAxes? = switch attributes.representedElementCategory {
        case .cell: itemEstimates(inSection: section)
        case .supplementaryView: attributes.representedElementKind.flatMap { boundaryEstimates(ofKind: $0, inSection: section) }
        case .decorationView: nil
        }
        guard let axes else { return (false, false) }
        return (!axes.width, !axes.height)
    }

    /// A list's background color (its configuration's, or its appearance's system color).
    override var preferredBackgroundColor: UIColor? {
        solveIfNeeded()
        return listBackgroundColor
    }

    override func orthogonalScrollers(in rect: CGRect) -> [OrthogonalScroller] {
        solveIfNeeded()
        return scrollers(in: rect)
    }

    override func scrollsOrthogonally(_ category: UICollectionView.ElementCategory, kind: String?, section: Int) -> Bool {
        scrollsWithSection(category, kind: kind, section: section)
    }

    // MARK: Invalidation

    /// Everything, or the data source's counts, makes the layout ask for its sections again.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsSolve = true }
        super.invalidateLayout(with: context)
    }

    /// True when the bounds change size, or when a section pins a supplementary or has a
    /// visible-items handler (then every scroll invalidates, as in UIKit).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChangeInvalidates(newBounds)
    }

    /// True when a self-sizing element prefers another size on an axis it estimates.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredSizeInvalidates(preferredAttributes, original: originalAttributes)
    }

    /// Keeps the preferred size and solves again. An element wholly before the visible bounds
    /// moves the content offset by its growth, so that what is on screen stays put.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        return recordPreferredSize(preferredAttributes, original: originalAttributes, in: context)
    }

    // MARK: Solving

    /// Asks for the sections and solves them when something they depend on changed.
    func solveIfNeeded() {
        guard let collectionView else {
            solution = CompositionalSolution()
            return
        }
        let environment = makeEnvironment(collectionView)
        let key = SolvedEnvironmentKey(environment, mirrors: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        guard needsSolve || key != solvedEnvironment else { return }
        if key != solvedEnvironment { measuredGroupCache = [:] }
        needsSolve = false
        solvedEnvironment = key
        grid = environment.grid
        mirrorsHorizontally = key.mirrors
        solve(collectionView, in: environment)
    }

    private func solve(_ collectionView: UICollectionView, in environment: CompositionalEnvironment) {
        let configuration = storedConfiguration
        let rootInsets = environment.crossInsets(configuration.contentInsetsReference)
        let providerEnvironment = LayoutEnvironmentObject(
            container: LayoutContainer(size: environment.size,
                                       insets: environment.axis.other.insets(rootInsets.before, rootInsets.after)),
            traitCollection: environment.traitCollection)
        var solved: [SolvedSection] = []
        var provided: [Bool] = []
        var crossOrigins: [CGFloat] = []
        visibleItemsHandlers = [:]
        sectionEstimates = []
        estimatesSizes = false
        hasPinnedSupplementaries = false
        // Alike sections share one solution; a section whose elements measured themselves is
        // solved on its own.
        var memo = SectionSolutionMemo()
        let measuredSections = Set(measuredItems.keys).union(measuredSupplementaries.keys.lazy.map(\.indexPath.section))
        let sectionCount = collectionView.numberOfSections
        solved.reserveCapacity(sectionCount)
        sectionEstimates.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let items = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, providerEnvironment) else {
                if items > 0 {
                    log.report("Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error. Section \(index) has \(items) items; they are not laid out.")
                }
                solved.append(SolvedSection.empty(axis: environment.axis))
                provided.append(false)
                crossOrigins.append(0)
                sectionEstimates.append(nil)
                continue
            }
            let number = measuredSections.contains(index)
                ? memo.add(solveSection(section, at: index, itemCount: items, in: environment))
                : memo.solution(of: section, itemCount: items) { solveSection(section, at: index, itemCount: items, in: environment) }
            solved.append(memo.solutions[number].solved)
            solved[index].adoptSettings(of: section)
            provided.append(true)
            crossOrigins.append(memo.solutions[number].crossOrigin)
            sectionEstimates.append(memo.solutions[number].estimates)
            estimatesSizes = estimatesSizes || memo.solutions[number].estimates.any
            if memo.solutions[number].pins { hasPinnedSupplementaries = true }
            if solved[index].hasVisibleItemsHandler, let handler = section.visibleItemsInvalidationHandler {
                visibleItemsHandlers[index] = handler
            }
        }
        var solution = CompositionalSolution()
        solution.axis = environment.axis
        solution.stack(consume solved, provided: provided, crossOrigins: crossOrigins, spacing: configuration.interSectionSpacing)
        placeGlobalBoundaries(configuration, in: &solution, environment: environment)
        self.solution = solution
    }

    /// Solves section `index` with the sizes its elements measured, and notes what the layout
    /// keeps about it.
    private func solveSection(_ section: NSCollectionLayoutSection, at index: Int, itemCount: Int,
                              in environment: CompositionalEnvironment) -> SectionSolution {
        var solver = SectionSolver(environment: environment, report: { [self] in log.report($0) })
        solver.measuredItems = measuredItems[index] ?? [:]
        var writer = SectionDescriptionWriter()
        let describable = !solver.measuredItems.isEmpty && writer.write(section, itemCount: itemCount)
        if describable, let cached = measuredGroupCache[index], cached.description == writer.words {
            solver.previouslyMeasured = (cached.groups, itemsMeasuredSinceSolve[index] ?? [])
        }
        itemsMeasuredSinceSolve[index] = nil
        solver.measuredSupplementary = { [self] kind, item in
            measuredSupplementaries[ElementKey(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: item, section: index))]
        }
        var estimates = SectionEstimates(items: EstimatedAxes(section.group), boundaries: [:])
        for item in section.boundarySupplementaryItems where item.layoutSize.isEstimated {
            estimates.boundaries[item.elementKind] = EstimatedAxes(item)
        }
        let solved = solver.solve(section, itemCount: itemCount)
        measuredGroupCache[index] = describable ? (writer.words, solved.measuredGroups) : nil
        return SectionSolution(solved: solved,
                               crossOrigin: environment.container(for: section.contentInsetsReference).before,
                               estimates: estimates, pins: section.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds))
    }

    /// The layout's own headers and footers, around all sections (spec §2.7).
    private func placeGlobalBoundaries(_ configuration: UICollectionViewCompositionalLayoutConfiguration,
                                       in solution: inout CompositionalSolution, environment: CompositionalEnvironment) {
        let axis = environment.axis
        let (size, before) = environment.container(for: configuration.contentInsetsReference)
        var extent = axis.of(solution.contentSize)
        let host = CGRect(origin: axis.point(0, before), size: axis.size(extent, axis.other.of(size)))
        let solver = SectionSolver(environment: environment, report: { [self] in log.report($0) })
        var ordinals: [String: Int] = [:]
        for item in configuration.boundarySupplementaryItems {
            let index = ordinals[item.elementKind, default: 0]
            ordinals[item.elementKind] = index + 1
            let frame = solver.placeBoundary(item, index: index, on: host, in: LayoutContainer(size: size))
            solution.globalBoundaries.append(.init(kind: item.elementKind, index: index, frame: frame, zIndex: item.zIndex,
                                                   pins: item.pinToVisibleBounds,
                                                   pinsToEnd: item.alignment.edges.contains(axis == .vertical ? .bottom : .trailing)))
            if item.pinToVisibleBounds { hasPinnedSupplementaries = true }
        }
        let low = min(0, solution.globalBoundaries.map { axis.min($0.frame) }.min() ?? 0)
        let high = max(extent, solution.globalBoundaries.map { axis.max($0.frame) }.max() ?? 0)
        solution.shiftSections(by: -low)
        for index in solution.globalBoundaries.indices {
            solution.globalBoundaries[index].frame = axis.offset(solution.globalBoundaries[index].frame, by: -low)
        }
        extent = high - low
        if !extent.isFinite {
            log.report("UICollectionViewCompositionalLayout: Invalid content size generated (\(extent)); using zero.")
            extent = 0
        }
        solution.contentSize = axis.size(grid.round(extent), axis.other.of(environment.size))
        solution.contentFrame = CGRect(origin: .zero, size: solution.contentSize)
    }

    /// The collection view's size, scale, direction and the insets of each content-insets reference.
    private func makeEnvironment(_ collectionView: UICollectionView) -> CompositionalEnvironment {
        let traits = collectionView.traitCollection
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        var environment = CompositionalEnvironment(
            size: collectionView.bounds.size, axis: storedConfiguration.axis, grid: PixelGrid(scale: scale),
            traitCollection: traits, reference: storedConfiguration.contentInsetsReference)
        environment.safeArea = NSDirectionalEdgeInsets(leftToRight: collectionView.safeAreaInsets)
        environment.layoutMargins = NSDirectionalEdgeInsets(leftToRight: collectionView.layoutMargins)
        environment.readableContent = Self.readableInsets(width: collectionView.bounds.width, margins: environment.layoutMargins)
        return environment
    }

    /// The readable content guide's insets: the layout margins, widened so that the content is at
    /// most 672 points wide (UIKit's readable width at the default text size), centered.
    static func readableInsets(width: CGFloat, margins: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        let available = width - margins.leading - margins.trailing
        let extra = max(0, available - 672) / 2
        return NSDirectionalEdgeInsets(top: margins.top, leading: margins.leading + extra,
                                     bottom: margins.bottom, trailing: margins.trailing + extra)
    }
}

/// What a compositional layout's solution depends on besides its sections and data.
struct SolvedEnvironmentKey: Equatable {
    var size: CGSize
    var scale: CGFloat
    var safeArea: NSDirectionalEdgeInsets
    var layoutMargins: NSDirectionalEdgeInsets
    var mirrors: Bool

    init(_ environment: CompositionalEnvironment, mirrors: Bool) {
        size = environment.size
        scale = environment.grid.scale
        safeArea = environment.safeArea
        layoutMargins = environment.layoutMargins
        self.mirrors = mirrors
    }
}

/// The axes on which a section's items estimate their size.
struct EstimatedAxes: Equatable {
    var width = false
    var height = false

    init(_ item: NSCollectionLayoutItem) {
        if let group = item as? NSCollectionLayoutGroup {
            for subitem in group.subitems {
                let axes = EstimatedAxes(subitem)
                width = width || axes.width
                height = height || axes.height
            }
        } else {
            width = item.layoutSize.widthDimension.isEstimated
            height = item.layoutSize.heightDimension.isEstimated
        }
    }

    var any: Bool { width || height }
}

extension NSDirectionalEdgeInsets {
    /// `insets` with left as leading and right as trailing.
    init(leftToRight insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

extension SolvedSection {
    /// The section a provider did not give: no items, no extent.
    static func empty(axis: LayoutAxis) -> SolvedSection {
        SolvedSection(itemCount: 0, axis: axis, template: GroupTemplate(size: .zero), groupExtent: 0, interGroupSpacing: 0,
                      firstGroupOrigin: .zero, frame: .zero, contentExtent: 0)
    }
}
