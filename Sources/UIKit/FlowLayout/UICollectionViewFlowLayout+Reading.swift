import Foundation

/// Whether item sizes come from the delegate or from `itemSize`; decided by the first item
/// asked (the delegate protocol's default answer tells the layout it may use `itemSize`).
enum ItemSizeSource {
    case undecided
    case delegate
    case layoutItemSize
}

/// Reading metrics and sizes from the delegate or the properties, sanitized: bad values are
/// logged once, in UIKit's words where UIKit has them, and replaced so that no frame is NaN.
extension UICollectionViewFlowLayout {
    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    /// Every section's count, insets, spacings and header and footer sizes.
    func readSectionMetrics() -> [FlowSectionMetrics] {
        guard let collectionView else { return [] }
        delegateLeftItemSizeToLayout = false
        let delegate = flowDelegate
        return (0..<collectionView.numberOfSections).map { section in
            let count = collectionView.numberOfItems(inSection: section)
            guard let delegate else {
                return FlowSectionMetrics(
                    itemCount: count, inset: sanitized(inset: sectionInset),
                    interitemSpacing: sanitized(spacing: minimumInteritemSpacing),
                    lineSpacing: sanitized(spacing: minimumLineSpacing),
                    headerSize: sanitized(referenceSize: headerReferenceSize),
                    footerSize: sanitized(referenceSize: footerReferenceSize))
            }
            return FlowSectionMetrics(
                itemCount: count,
                inset: sanitized(inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)),
                interitemSpacing: sanitized(spacing: delegate.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)),
                lineSpacing: sanitized(spacing: delegate.collectionView(
                    collectionView, layout: self, minimumLineSpacingForSectionAt: section)),
                headerSize: sanitized(referenceSize: delegate.collectionView(
                    collectionView, layout: self, referenceSizeForHeaderInSection: section)),
                footerSize: sanitized(referenceSize: delegate.collectionView(
                    collectionView, layout: self, referenceSizeForFooterInSection: section)))
        }
    }

    /// The item sizes of `section`: `itemSize` for all when the delegate does not size items,
    /// the delegate's answers otherwise (one call per section, or one per item), the estimate or
    /// the measured size when self-sizing. Answers per item are written over the sizes array of
    /// `spare` (the section's last pass) when it has the count; a large section's come broken
    /// into lines by `rules`, on another core while they are read.
    func readItemSizes(section: Int, count: Int, source: inout ItemSizeSource, rules: FlowLineRules,
                       reusing spare: inout FlowLineStorage) -> FlowItemSizes {
        let layoutSized = FlowItemSizes.uniform(sanitized(itemSize: itemSize))
        guard count > 0 else { return layoutSized }
        if isSelfSizing {
            let estimate = estimatedSize()
            return .perItem((0..<count).map { measuredSizes[IndexPath(item: $0, section: section)] ?? estimate })
        }
        guard let collectionView, let delegate = flowDelegate, source != .layoutItemSize else {
            source = .layoutItemSize
            return layoutSized
        }
        if collectionView.dragDrop.overlay != nil {
            return .checked((0..<count).map { sizeDuringDrop(ofDisplayed: IndexPath(item: $0, section: section)) })
        }
        if let sizes = delegate.collectionView(collectionView, layout: self, sizesForItemsInSection: section) {
            guard sizes.count == count else {
                raiseException(.invalidArgumentException, "collectionView(_:layout:sizesForItemsInSection:) returned \(sizes.count) sizes for \(count) items")
            }
            source = .delegate
            var check = FlowSizeCheck()
            sizes.withUnsafeBufferPointer { check.add(contentsOf: $0) }
            return check.allValid ? check.uniformity.result(sizes) : .checked(sizes.map { sanitized(itemSize: $0) })
        }
        // The first answer tells whether the delegate sizes items at all.
        let first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        if source == .undecided {
            source = delegateLeftItemSizeToLayout ? .layoutItemSize : .delegate
            if source == .layoutItemSize { return layoutSized }
        }
        var sizes = spare.take(\.sizes, count: count, zero: .zero)
        var uniformity = FlowUniformityCheck()
        let asker = SizeAsker(layout: self, delegate: delegate, collectionView: collectionView, section: section, first: first)
        guard count >= Self.itemsBrokenAlongside, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            sizes.withUnsafeMutableBufferPointer { asker.ask(0..<count, into: $0, checking: &uniformity) }
            return uniformity.result(sizes)
        }
        var origins = spare.take(\.origins, count: count, zero: 0)
        var lines = FlowLineTable()
        sizes.withUnsafeMutableBufferPointer { sizes in
            origins.withUnsafeMutableBufferPointer { origins in
                let worker = FlowLineBreakingWorker(rules: rules, sizes: UnsafeBufferPointer(sizes), origins: origins,
                                                    reusing: spare.take(\.lines))
                for start in stride(from: 0, to: count, by: Self.itemsPerPublish) {
                    let end = min(start + Self.itemsPerPublish, count)
                    asker.ask(start..<end, into: sizes, checking: &uniformity)
                    worker.publish(upTo: end)
                }
                lines = worker.waitForLines()
            }
        }
        if let size = uniformity.uniformSize { return .uniform(size) }
        return .lines(FlowLines(sizes: sizes, alongOrigins: origins, lines: lines, rules: rules))
    }

    /// From this many items, a section's lines are broken on another core while the sizes are
    /// asked (below it, handing the work over would cost more than it saves).
    private static var itemsBrokenAlongside: Int { 32_768 }
    /// How many sizes the reader asks before it hands them to the line breaker.
    private static var itemsPerPublish: Int { 8_192 }

    /// Asks a delegate the sizes of a section's items, one call per item.
    private struct SizeAsker {
        let layout: UICollectionViewFlowLayout
        let delegate: UICollectionViewDelegateFlowLayout
        let collectionView: UICollectionView
        let section: Int
        /// The answer for item 0, already asked.
        let first: CGSize

        /// Writes the sizes of `items` into `sizes` (the whole section's buffer), sanitized,
        /// with UIKit's uniformity check; one index path is pointed at each item in turn.
        @MainActor
        func ask(_ items: Range<Int>, into sizes: UnsafeMutableBufferPointer<CGSize>, checking uniformity: inout FlowUniformityCheck) {
            var cursor = ItemPathCursor(section: section)
            for item in items {
                var size = first
                if item > 0 {
                    cursor.point(at: item)
                    size = delegate.collectionView(collectionView, layout: layout, sizeForItemAt: cursor.path)
                }
                if !FlowSizeCheck.isValid(size) { size = layout.sanitized(itemSize: size) }
                sizes[item] = size
                uniformity.add(size)
            }
        }
    }

    /// The size an unmeasured self-sizing item starts at: `estimatedItemSize`, or for
    /// `automaticSize` the average of the sizes measured so far (50×50 before any).
    func estimatedSize() -> CGSize {
        guard estimatedItemSize == Self.automaticSize else { return sanitized(itemSize: estimatedItemSize) }
        guard !measuredSizes.isEmpty else { return CGSize(width: 50, height: 50) }
        var width: CGFloat = 0, height: CGFloat = 0
        for size in measuredSizes.values {
            width += size.width
            height += size.height
        }
        let count = CGFloat(measuredSizes.count)
        return CGSize(width: width / count, height: height / count)
    }

    // MARK: Sanitizing

    /// An item size with NaN, infinite and negative components replaced by 0.
    func sanitized(itemSize size: CGSize) -> CGSize {
        func fix(_ value: CGFloat) -> CGFloat {
            if !value.isFinite {
                log.report("UICollectionViewFlowLayout: item sizes must be finite numbers; a NaN or infinite size is laid out as 0.")
                return 0
            }
            if value < 0 {
                log.report("negative or zero sizes are not supported in the flow layout; a negative item size is laid out as 0.")
                return 0
            }
            return value
        }
        return CGSize(width: fix(size.width), height: fix(size.height))
    }

    /// A header or footer size with NaN, infinite and negative components replaced by 0 (no view).
    private func sanitized(referenceSize size: CGSize) -> CGSize {
        func fix(_ value: CGFloat) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                log.report("UICollectionViewFlowLayout: header and footer reference sizes must be finite and not negative; such a header or footer is not laid out.")
                return 0
            }
            return value
        }
        return CGSize(width: fix(size.width), height: fix(size.height))
    }

    /// A spacing with NaN and infinity replaced by 0 (negative spacing is allowed, as in UIKit).
    private func sanitized(spacing value: CGFloat) -> CGFloat {
        guard value.isFinite else {
            log.report("UICollectionViewFlowLayout: insets and spacings must be finite numbers; a NaN or infinite value is laid out as 0.")
            return 0
        }
        return value
    }

    private func sanitized(inset insets: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: sanitized(spacing: insets.top), left: sanitized(spacing: insets.left),
                   bottom: sanitized(spacing: insets.bottom), right: sanitized(spacing: insets.right))
    }
}

extension UICollectionViewFlowLayout {
    /// The size of a displayed item while a drop shows its gap or placeholders: the delegate is
    /// asked about the data source's item shown there (its index path, not the displayed one,
    /// which may lie past the data source's count); the gap and placeholders have `itemSize`.
    func sizeDuringDrop(ofDisplayed path: IndexPath) -> CGSize {
        guard let collectionView, let delegate = flowDelegate,
              let data = collectionView.dropDelegateIndexPath(forDisplayed: path) else { return sanitized(itemSize: itemSize) }
        return sanitized(itemSize: delegate.collectionView(collectionView, layout: self, sizeForItemAt: data))
    }
}
