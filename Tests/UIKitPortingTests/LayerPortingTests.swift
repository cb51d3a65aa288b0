import UIKit
import XCTest

/// A progress cell as iOS code writes it: a gradient backdrop inserted below the content, a
/// ring drawn by two shape layers, a shadow with a path, all sized in `layoutSubviews()`.
final class ProgressCell: UICollectionViewCell {
    let gradientLayer = CAGradientLayer()
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    let titleLabel = UILabel()

    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        gradientLayer.cornerRadius = 12
        contentView.layer.insertSublayer(gradientLayer, at: 0)

        for shape in [trackLayer, progressLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 6
            shape.lineCap = .round
            contentView.layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.white.withAlphaComponent(0.3).cgColor
        progressLayer.strokeColor = UIColor.white.cgColor
        progressLayer.strokeEnd = 0

        contentView.addSubview(titleLabel)

        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 6
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = contentView.bounds
        let ring = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: min(bounds.width, bounds.height) / 3,
                                startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = contentView.bounds
            shape.path = ring.cgPath
        }
        titleLabel.frame = CGRect(x: 8, y: bounds.height - 24, width: bounds.width - 16, height: 20)
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
    }
}

/// A view backed by a gradient layer, as iOS code writes one.
final class GradientBackdropView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A layout that flips the cards of a carousel around their vertical axis with perspective,
/// through `transform3D`.
final class FlipLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            copy.transform3D = Self.flip(copy.indexPath.item)
            return copy
        }
    }

    /// Item `item`'s turn: an eighth of a half turn more per item, seen from 500 points.
    static func flip(_ item: Int) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        return CATransform3DRotate(transform, CGFloat(item) * .pi / 8, 0, 1, 0)
    }
}

final class LayerPortingTests: XCTestCase, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "progress", for: indexPath) as! ProgressCell
        cell.progress = CGFloat(indexPath.item + 1) / 4
        cell.titleLabel.text = "Item \(indexPath.item)"
        return cell
    }

    func testCellSizesItsLayersInLayoutSubviews() {
        let cell = ProgressCell(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.gradientLayer.frame, CGRect(x: 0, y: 0, width: 120, height: 90))
        XCTAssertEqual(cell.progressLayer.frame, cell.contentView.bounds)
        let ringBox = cell.progressLayer.path?.boundingBox ?? .null
        XCTAssertEqual(ringBox.minX, 30, accuracy: 1e-9)
        XCTAssertEqual(ringBox.minY, 15, accuracy: 1e-9)
        XCTAssertEqual(ringBox.width, 60, accuracy: 1e-9)
        XCTAssertEqual(cell.layer.shadowPath?.boundingBox, cell.bounds)

        // The gradient is below the label; the rings above the gradient.
        let sublayers = cell.contentView.layer.sublayers ?? []
        XCTAssertTrue(sublayers.first === cell.gradientLayer)
        XCTAssertTrue(sublayers.last === cell.titleLabel.layer)
        XCTAssertTrue(sublayers[1] === cell.trackLayer && sublayers[2] === cell.progressLayer)
        XCTAssertTrue(cell.gradientLayer.superlayer === cell.contentView.layer)

        cell.frame.size = CGSize(width: 200, height: 150)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.gradientLayer.frame.size, CGSize(width: 200, height: 150))
        XCTAssertEqual(cell.gradientLayer.position, CGPoint(x: 100, y: 75))
    }

    func testCellsConfiguredByTheCollectionView() {
        let layout = FlipLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        collectionView.register(ProgressCell.self, forCellWithReuseIdentifier: "progress")
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
        let cells = (0..<3).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? ProgressCell }
        XCTAssertEqual(cells.count, 3)
        XCTAssertEqual(cells.map(\.progressLayer.strokeEnd), [0.25, 0.5, 0.75])
        for (item, cell) in cells.enumerated() {
            XCTAssertTrue(CATransform3DEqualToTransform(cell.layer.transform, FlipLayout.flip(item)))
            XCTAssertFalse(CATransform3DIsAffine(cell.layer.transform))
            XCTAssertEqual(cell.transform, CATransform3DGetAffineTransform(cell.layer.transform))
            XCTAssertEqual(cell.center, CGPoint(x: 50 + CGFloat(item) * 150, y: 50))
        }
    }

    func testGradientBackedViewAndStandaloneLayers() {
        let backdrop = GradientBackdropView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        backdrop.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        backdrop.gradientLayer.locations = [0, 1]
        backdrop.gradientLayer.type = .radial
        XCTAssertEqual(backdrop.layer.frame, backdrop.frame)

        let badge = CALayer()
        badge.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        badge.position = CGPoint(x: 290, y: 10)
        badge.cornerRadius = 10
        badge.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        badge.backgroundColor = UIColor.red.cgColor
        badge.name = "badge"
        backdrop.layer.addSublayer(badge)
        XCTAssertEqual(badge.frame, CGRect(x: 280, y: 0, width: 20, height: 20))
        XCTAssertEqual(backdrop.layer.sublayers?.first(where: { $0.name == "badge" }), badge)

        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: backdrop.bounds, byRoundingCorners: [.topLeft, .bottomRight],
                                 cornerRadii: CGSize(width: 16, height: 16)).cgPath
        backdrop.layer.mask = mask
        XCTAssertTrue(backdrop.layer.mask === mask)
        badge.removeFromSuperlayer()
        XCTAssertNil(backdrop.layer.sublayers)
    }
}
