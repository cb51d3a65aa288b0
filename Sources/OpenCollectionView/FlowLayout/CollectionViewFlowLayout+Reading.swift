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
extension CollectionViewFlowLayout {
    private var flowDelegate: CollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? CollectionViewDelegateFlowLayout
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
    /// `spare` (the section's last pass) when it has the same count.
    func readItemSizes(section: Int, count: Int, source: inout ItemSizeSource,
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
        if let sizes = delegate.collectionView(collectionView, layout: self, sizesForItemsInSection: section) {
            precondition(sizes.count == count,
                         "collectionView(_:layout:sizesForItemsInSection:) returned \(sizes.count) sizes for \(count) items")
            source = .delegate
            var check = FlowSizeCheck()
            sizes.withUnsafeBufferPointer { check.add(contentsOf: $0) }
            return checkedSizes(sizes, check)
        }
        // The first answer tells whether the delegate sizes items at all.
        let first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        if source == .undecided {
            source = delegateLeftItemSizeToLayout ? .layoutItemSize : .delegate
            if source == .layoutItemSize { return layoutSized }
        }
        var sizes = spare.take(\.sizes)
        var check = FlowSizeCheck()
        if sizes.count == count {
            // Memory already touched: no page to fault in, nothing to allocate.
            sizes.withUnsafeMutableBufferPointer { buffer in
                askSizes(delegate, collectionView, section: section, first: first, into: buffer, checking: &check)
            }
        } else {
            sizes = [CGSize](unsafeUninitializedCapacity: count) { buffer, initialized in
                askSizes(delegate, collectionView, section: section, first: first, into: buffer, checking: &check)
                initialized = count
            }
        }
        return checkedSizes(sizes, check)
    }

    /// Asks the delegate the size of every item of `section` after the first, into `buffer`,
    /// checking each as it comes.
    private func askSizes(_ delegate: CollectionViewDelegateFlowLayout, _ collectionView: CollectionView, section: Int,
                          first: CGSize, into buffer: UnsafeMutableBufferPointer<CGSize>, checking check: inout FlowSizeCheck) {
        buffer[0] = first
        check.add(first)
        var cursor = ItemPathCursor(section: section)
        for item in 1..<buffer.count {
            cursor.point(at: item)
            let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: cursor.path)
            buffer[item] = size
            check.add(size)
        }
    }

    /// `sizes` after `check` saw them all: sanitized (copied only when one is bad), or a grid's
    /// one size when they are all equal by UIKit's check.
    private func checkedSizes(_ sizes: [CGSize], _ check: FlowSizeCheck) -> FlowItemSizes {
        check.allValid ? check.uniformity.result(sizes) : .checked(sizes.map { sanitized(itemSize: $0) })
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

    private func sanitized(inset insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: sanitized(spacing: insets.top), left: sanitized(spacing: insets.left),
                   bottom: sanitized(spacing: insets.bottom), right: sanitized(spacing: insets.right))
    }
}
