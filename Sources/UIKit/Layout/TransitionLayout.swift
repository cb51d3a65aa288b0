import Foundation

/// A layout that interpolates between two layouts, as UIKit's
/// `UICollectionViewTransitionLayout`: the collection view installs one during an interactive
/// layout change, and the app drives `transitionProgress` from 0 (the current layout) to 1
/// (the next one).
///
/// Each element's center, size and alpha move linearly, and its transform element by element
/// when either is not the identity; the center then rounds to half a pixel and the size to a
/// pixel. An element in only one layout is paired with the other layout's attributes for the
/// same index path, or (a supplementary view the other has not) with a transparent copy.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition ends at.
    public let nextLayout: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    /// Creates a transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The current layout's, so that a right-to-left collection view keeps mirroring (or not)
    /// during the transition. (UIKit's transition layout keeps the base class's values; UIKit's
    /// flow layout then mirrors its own frames, where the flow layout here relies on the
    /// collection view.)
    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { currentLayout.developmentLayoutDirection }

    /// The current layout's; see `developmentLayoutDirection`.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        currentLayout.flipsHorizontallyInOppositeLayoutDirection
    }

    /// The completion percentage of the transition, clamped to 0…1. Setting it invalidates
    /// the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            let clamped = transitionProgress.isFinite ? min(max(transitionProgress, 0), 1) : 0
            if clamped != transitionProgress { transitionProgress = clamped }
            if oldValue != transitionProgress { invalidateLayout() }
        }
    }

    /// Sets a custom value to interpolate along with the transition (read it back with
    /// `value(forAnimatedKey:)` in a subclass's attribute methods).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value set for `key`, or 0.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.attachedCollectionView = collectionView
            layout.prepare()
            layout.needsPrepare = false
        }
    }

    /// The larger of the two layouts' content sizes, per axis.
    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        return CGSize(width: max(a.width, b.width), height: max(a.height, b.height))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var fromByKey: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var toByKey: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var order: [ElementKey] = []
        for attributes in currentLayout.layoutAttributesForElements(in: rect) ?? [] {
            let key = ElementKey(attributes)
            if fromByKey.updateValue(attributes, forKey: key) == nil { order.append(key) }
        }
        for attributes in nextLayout.layoutAttributesForElements(in: rect) ?? [] {
            let key = ElementKey(attributes)
            if toByKey.updateValue(attributes, forKey: key) == nil, fromByKey[key] == nil { order.append(key) }
        }
        return order.compactMap { key in
            let from = fromByKey[key] ?? attributes(of: currentLayout, for: key, partner: toByKey[key])
            let to = toByKey[key] ?? attributes(of: nextLayout, for: key, partner: fromByKey[key])
            guard let from, let to else { return nil }
            return interpolate(from, to)
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        element(.cell(indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        element(ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        element(ElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath))
    }

    private func element(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        let from = attributes(of: currentLayout, for: key, partner: nil)
        let to = attributes(of: nextLayout, for: key, partner: nil)
        switch (from, to) {
        case let (from?, to?): return interpolate(from, to)
        case let (only?, nil): return interpolate(only, transparentCopy(of: only))
        case let (nil, only?): return interpolate(transparentCopy(of: only), only)
        case (nil, nil): return nil
        }
    }

    /// `layout`'s attributes for the element, or a transparent copy of its partner.
    private func attributes(of layout: UICollectionViewLayout, for key: ElementKey, partner: UICollectionViewLayoutAttributes?)
        -> UICollectionViewLayoutAttributes?
    {
        let found: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: found = layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: found = layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: found = layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
        return found ?? partner.map(transparentCopy)
    }

    private func transparentCopy(of attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 0
        return copy
    }

    /// The element between `from` and `to` at the current progress.
    func interpolate(_ from: UICollectionViewLayoutAttributes, _ to: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let t = transitionProgress
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        let scale = collectionView?.contentScaleFactor ?? 1
        let result = to.copy() as! UICollectionViewLayoutAttributes
        let size = CGSize(width: mix(from.size.width, to.size.width).roundedToPixel(scale: scale),
                          height: mix(from.size.height, to.size.height).roundedToPixel(scale: scale))
        result.size = size
        result.center = CGPoint(x: mix(from.center.x, to.center.x).roundedToPixel(scale: 2 * scale),
                                y: mix(from.center.y, to.center.y).roundedToPixel(scale: 2 * scale))
        result.alpha = mix(from.alpha, to.alpha)
        if !from.transform.isIdentity || !to.transform.isIdentity {
            let a = from.transform, b = to.transform
            result.transform = CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                 tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
        }
        result.zIndex = t < 0.5 ? from.zIndex : to.zIndex
        result.isHidden = from.isHidden && to.isHidden
        return result
    }
}
