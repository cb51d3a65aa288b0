// The shape of the UIKit API around the collection view that iOS code touches (issue 10),
// through `import UIKit` as iOS files write it. Nothing here asserts a value: it must COMPILE
// in Swift 6 and Swift 5 language modes and run without trapping.
import UIKit

final class PortingShapeCollectionView: UICollectionView {}

final class PortingShapeLayout: UICollectionViewLayout {
    override var collectionView: PortingShapeCollectionView? { super.collectionView as? PortingShapeCollectionView }
}

@MainActor
func portingShape() {
    // Snapshots.
    let snapshotSource = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let snapshot: UIView? = snapshotSource.snapshotView(afterScreenUpdates: true)
    let stretched: UIView? = snapshotSource.resizableSnapshotView(from: snapshotSource.bounds, afterScreenUpdates: false,
                                                                  withCapInsets: .zero)
    let drawn: Bool = snapshotSource.drawHierarchy(in: snapshotSource.bounds, afterScreenUpdates: true)
    _ = (snapshot, stretched, drawn)
    let sibling = UIView(), inserted = UIView()
    snapshotSource.addSubview(sibling)
    snapshotSource.insertSubview(inserted, belowSubview: sibling)
    snapshotSource.insertSubview(inserted, aboveSubview: sibling)
    snapshotSource.exchangeSubview(at: 0, withSubviewAt: 1)
    // Index paths and geometry.
    var path = IndexPath(row: 1, section: 0)
    path.row += 1
    let legacy: NSIndexPath = NSIndexPath(row: path.row, section: path.section)
    _ = (legacy.row, legacy.item, legacy.section)
    _ = CGSize(width: 1, height: 1).equalTo(.zero) || CGPoint.zero.equalTo(.zero) || CGRect.zero.equalTo(.null)
    _ = CGRect(x: 0, y: 0, width: 10, height: 10).divided(atDistance: 2, from: .maxYEdge)
    _ = CGRect.zero.inset(by: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    let directional: NSDirectionalEdgeInsets = .zero
    _ = NSDirectionalEdgeInsets(top: directional.top, leading: 1, bottom: 2, trailing: directional.trailing)
    let edges: UIRectEdge = [.top, .left]
    let directionalEdges: NSDirectionalRectEdge = .all
    _ = (edges, directionalEdges, CGFLOAT_MAX)

    // The layout's collection view, narrowed by a subclass.
    let layout = PortingShapeLayout()
    let collectionView: PortingShapeCollectionView? = layout.collectionView
    _ = collectionView

    // Application and screen.
    let direction: UIUserInterfaceLayoutDirection = UIApplication.shared.userInterfaceLayoutDirection
    _ = (direction, UIScreen.main.bounds, UIScreen.main.scale, UIScreen.main.nativeScale)
    UIScreen.main.brightness = min(UIScreen.main.brightness, 0.8)
    _ = (UIScreen.main.maximumFramesPerSecond, UIScreen.main.wantsSoftwareDimming, UIScreen.brightnessDidChangeNotification)

    // Traits and colors.
    let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)])
    let style: UIUserInterfaceStyle = traits.userInterfaceStyle
    let sizeClass: UIUserInterfaceSizeClass = traits.horizontalSizeClass
    let category: UIContentSizeCategory = traits.preferredContentSizeCategory
    _ = (style, sizeClass, category.isAccessibilityCategory, traits.layoutDirection, traits.userInterfaceIdiom)
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    let colors: [UIColor] = [.systemBackground, .secondarySystemBackground, .systemGroupedBackground, .label, .secondaryLabel,
                             .tertiaryLabel, .separator, .systemBlue, .systemGray6, .tintColor, dynamic]
    _ = colors.map { $0.resolvedColor(with: traits) }
    traits.performAsCurrent { _ = UITraitCollection.current.displayScale }

    // Fonts.
    let fonts: [UIFont] = [.systemFont(ofSize: 12, weight: .semibold), .boldSystemFont(ofSize: 12), .italicSystemFont(ofSize: 12),
                           .monospacedSystemFont(ofSize: 12, weight: .regular), .preferredFont(forTextStyle: .headline),
                           .preferredFont(forTextStyle: .body, compatibleWith: traits),
                           UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28))]
    _ = fonts.map { ($0.pointSize, $0.lineHeight, $0.ascender, $0.descender, $0.capHeight) }
    _ = UIFontMetrics.default.scaledValue(for: 10)

    // Layers and paths.
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let gradient = CAGradientLayer()
    gradient.frame = card.bounds
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0, 1]
    gradient.type = .radial
    card.layer.insertSublayer(gradient, at: 0)
    let ring = CAShapeLayer()
    ring.path = UIBezierPath(ovalIn: card.bounds).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.green.cgColor
    ring.lineDashPattern = [4, 2]
    ring.lineCap = .round
    ring.lineJoin = .bevel
    ring.fillRule = .evenOdd
    ring.strokeEnd = 0.5
    card.layer.addSublayer(ring)
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 8).cgPath
    card.layer.contentsGravity = .resizeAspectFill
    card.layer.contents = UIImage(size: CGSize(width: 1, height: 1), color: .red).cgImage
    card.layer.anchorPoint = CGPoint(x: 0, y: 0)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    card.layer.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
    card.layer.sublayerTransform = perspective
    let mask: CALayer = CAShapeLayer()
    card.layer.mask = mask
    _ = (card.layer.sublayers?.count, ring.superlayer, card.layer.affineTransform())
    ring.removeFromSuperlayer()
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.transform3D = card.layer.transform
    if let context = UIGraphicsGetCurrentContext() {
        context.saveGState()
        UIColor.red.setFill()
        UIBezierPath(rect: card.bounds).fill(with: .multiply, alpha: 0.5)
        context.restoreGState()
    }
}
