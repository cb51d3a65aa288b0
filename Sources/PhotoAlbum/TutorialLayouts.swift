// The tutorial's three layouts (seeds/002), ported line by line from its Objective-C through
// UIKit's names: they must compile and behave as they do on UIKit. The tests check them; the
// gallery shows them.
import UIKit

/// CYLineLayout: a horizontal strip that scales cells by their distance from the centre and
/// snaps a cell to the centre when scrolling stops.
public final class LineLayout: UICollectionViewFlowLayout {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    public override func prepare() {
        super.prepare()
        scrollDirection = .horizontal
        let inset = (collectionView!.frame.size.width - itemSize.width) * 0.5
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let array = super.layoutAttributesForElements(in: rect)
        let centerX = collectionView!.contentOffset.x + collectionView!.frame.size.width * 0.5
        for attrs in array ?? [] {
            let delta = abs(attrs.center.x - centerX)
            let scale = 1 - delta / collectionView!.frame.size.width
            attrs.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        return array
    }

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        var rect = CGRect.zero
        rect.origin.y = 0
        rect.origin.x = proposedContentOffset.x
        rect.size = collectionView!.frame.size
        let array = super.layoutAttributesForElements(in: rect) ?? []
        let centerX = proposedContentOffset.x + collectionView!.frame.size.width * 0.5
        var minDelta = CGFloat.greatestFiniteMagnitude
        for attrs in array where abs(minDelta) > abs(attrs.center.x - centerX) {
            minDelta = attrs.center.x - centerX
        }
        var offset = proposedContentOffset
        offset.x += minDelta
        return offset
    }
}

/// CYGridLayout: the mosaic, six items per block of two rows, from a plain UICollectionViewLayout.
public final class MosaicLayout: UICollectionViewLayout {
    public var attrsArray: [UICollectionViewLayoutAttributes] = []

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func prepare() {
        super.prepare()
        attrsArray.removeAll()
        let count = collectionView!.numberOfItems(inSection: 0)
        for i in 0..<count {
            let indexPath = IndexPath(item: i, section: 0)
            let attrs = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            let width = collectionView!.frame.size.width * 0.5
            switch i {
            case 0: attrs.frame = CGRect(x: 0, y: 0, width: width, height: width)
            case 1: attrs.frame = CGRect(x: width, y: 0, width: width, height: width * 0.5)
            case 2: attrs.frame = CGRect(x: width, y: width * 0.5, width: width, height: width * 0.5)
            case 3: attrs.frame = CGRect(x: 0, y: width, width: width, height: width * 0.5)
            case 4: attrs.frame = CGRect(x: 0, y: width + width * 0.5, width: width, height: width * 0.5)
            case 5: attrs.frame = CGRect(x: width, y: width, width: width, height: width)
            default:
                var lastFrame = attrsArray[i - 6].frame
                lastFrame.origin.y += 2 * width
                attrs.frame = lastFrame
            }
            attrsArray.append(attrs)
        }
    }

    public override var collectionViewContentSize: CGSize {
        let count = collectionView!.numberOfItems(inSection: 0)
        let rows = (count + 3 - 1) / 3
        let rowH = collectionView!.frame.size.width * 0.5
        return CGSize(width: 0, height: CGFloat(rows) * rowH)
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attrsArray
    }
}

/// CYCircleLayout: items on a circle of radius 70, a lone item at the centre.
public final class CircleLayout: UICollectionViewLayout {
    public var attrsArray: [UICollectionViewLayoutAttributes] = []

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func prepare() {
        super.prepare()
        attrsArray.removeAll()
        let count = collectionView!.numberOfItems(inSection: 0)
        for i in 0..<count {
            attrsArray.append(layoutAttributesForItem(at: IndexPath(item: i, section: 0))!)
        }
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attrsArray
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let count = collectionView!.numberOfItems(inSection: 0)
        let radius: CGFloat = 70
        let oX = collectionView!.frame.size.width * 0.5
        let oY = collectionView!.frame.size.height * 0.5
        let attrs = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attrs.size = CGSize(width: 50, height: 50)
        if count == 1 {
            attrs.center = CGPoint(x: oX, y: oY)
        } else {
            let angle = (2 * CGFloat.pi / CGFloat(count)) * CGFloat(indexPath.item)
            let centerX = oX + radius * sin(angle)
            let centerY = oY + radius * cos(angle)
            attrs.center = CGPoint(x: centerX, y: centerY)
        }
        return attrs
    }
}

