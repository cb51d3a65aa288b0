import UIKit

/// A layout that places items in a grid.
class GridLayout: UICollectionViewLayout {
	var columns = 3
	private var frames: [CGRect] = []

	override var collectionViewContentSize: CGSize {
		CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
	}

	// Computes every frame once per invalidation.
	override func prepare() {
		super.prepare()
		frames = (0 ..< (collectionView?.numberOfItems(inSection: 0) ?? 0)).map { index in
			CGRect(x: CGFloat(index % columns) * 100, y: CGFloat(index / columns) * 100, width: 100, height: 100)
		}
	}

	override class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
}
