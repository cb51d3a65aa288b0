import UIKit
import XCTest

/// A cell as iOS code writes one: an SF Symbol in its image view, configured for its size and
/// weight, the filled variant as the highlighted image, tinted by the image view.
final class FavoriteCell: UICollectionViewCell {
    static let reuseIdentifier = "FavoriteCell"
    let iconView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.tintColor = .systemPink
        iconView.contentMode = .scaleAspectFit
        contentView.addSubview(iconView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(symbolName: String, isFavorite: Bool) {
        let configuration = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold, scale: .medium)
        iconView.image = UIImage(systemName: symbolName, withConfiguration: configuration)
        iconView.highlightedImage = UIImage(systemName: symbolName + ".fill", withConfiguration: configuration)
        iconView.isHighlighted = isFavorite
        iconView.sizeToFit()
    }
}

final class FavoritesDataSource: NSObject, UICollectionViewDataSource {
    let symbols = ["heart", "star", "bookmark", "no.such.symbol"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        symbols.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FavoriteCell.reuseIdentifier, for: indexPath) as! FavoriteCell
        cell.configure(symbolName: symbols[indexPath.item], isFavorite: indexPath.item % 2 == 0)
        return cell
    }
}

/// Symbol images as iOS code uses them. This target has no renderer installed (it links
/// `UIKit` only): symbol images have their sizes and rendering modes, and their pixels are
/// transparent until the rendering module draws them.
final class SymbolImagePortingTests: XCTestCase {
    var dataSource: FavoritesDataSource!
    var collectionView: UICollectionView!

    override func setUp() {
        super.setUp()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 44, height: 44)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        collectionView.register(FavoriteCell.self, forCellWithReuseIdentifier: FavoriteCell.reuseIdentifier)
        dataSource = FavoritesDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }

    override func tearDown() {
        collectionView = nil
        dataSource = nil
        super.tearDown()
    }

    private func cell(_ item: Int) -> FavoriteCell {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! FavoriteCell
    }

    func testCellsShowConfiguredSymbols() throws {
        let heart = cell(0).iconView
        let image = try XCTUnwrap(heart.image)
        XCTAssertTrue(image.isSymbolImage)
        XCTAssertEqual(image.symbolConfiguration, UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold, scale: .medium))
        XCTAssertEqual(image.renderingMode, .automatic)
        // 22 points × 1.2 = 26.4 points, 53 pixels at the main screen's 2×.
        XCTAssertEqual(image.size, CGSize(width: 26.5, height: 26.5))
        XCTAssertEqual(image.scale, UIScreen.main.scale)
        XCTAssertEqual(heart.frame.size, image.size, "sizeToFit() takes the image's size")
        XCTAssertTrue(heart.isHighlighted)
        XCTAssertEqual(heart.highlightedImage, UIImage(systemName: "heart.fill", withConfiguration: image.symbolConfiguration!))
        XCTAssertFalse(cell(1).iconView.isHighlighted)
    }

    func testUnknownSymbolsLeaveTheImageViewEmpty() {
        XCTAssertNil(cell(3).iconView.image)
        XCTAssertNil(cell(3).iconView.highlightedImage)
        XCTAssertEqual(cell(3).iconView.frame.size, .zero)
    }

    func testTintAndRenderingModesAsIOSCodeWritesThem() throws {
        let star = try XCTUnwrap(cell(1).iconView.image)
        XCTAssertEqual(cell(1).iconView.tintColor, .systemPink)
        let original = star.withTintColor(.systemYellow, renderingMode: .alwaysOriginal)
        XCTAssertEqual(original.renderingMode, .alwaysOriginal)
        XCTAssertEqual(original.size, star.size)
        XCTAssertEqual(star.withRenderingMode(.alwaysTemplate).renderingMode, .alwaysTemplate)
        let larger = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 44))
        XCTAssertEqual(larger.size, CGSize(width: 53, height: 53))
        let headline = try XCTUnwrap(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .headline)))
        XCTAssertEqual(headline.size, CGSize(width: 20.5, height: 20.5), "17 points at the default content size")
        XCTAssertNotNil(UIImage(systemName: "gear", compatibleWith: cell(1).traitCollection))
    }

    func testAPlaceholderImageMadeWithAnImageRenderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format)
        let placeholder = renderer.image { context in
            UIColor.systemGray5.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            UIImage(systemName: "photo")?.withTintColor(.systemGray).draw(in: CGRect(x: 10, y: 5, width: 20, height: 20))
        }
        XCTAssertEqual(placeholder.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(placeholder.scale, 3)
        XCTAssertFalse(placeholder.isSymbolImage)
        cell(0).iconView.image = placeholder
        XCTAssertEqual(cell(0).iconView.image, placeholder)
    }

    func testHierarchicalAndPaletteColorsDrawTheSymbolInTheirColor() throws {
        let traits = UITraitCollection(displayScale: 1)
        let hierarchical = try XCTUnwrap(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)
            .applying(UIImage.SymbolConfiguration(pointSize: 40)).withTraitCollection(traits)))
        let cgImage = try XCTUnwrap(hierarchical.cgImage)
        let data = try XCTUnwrap(cgImage.dataProvider?.data as Data?)
        let center = cgImage.height / 2 * cgImage.bytesPerRow + cgImage.width / 2 * 4
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = UIColor.systemRed.resolvedColor(with: .current).getRed(&r, green: &g, blue: &b, alpha: &a)
        let expected: [UInt8] = [r, g, b, a].map { component in UInt8((component * 255).rounded()) }
        XCTAssertEqual(Array(data[center..<center + 4]), expected, "the heart's middle in the hierarchical color")
        let palette = UIImage.SymbolConfiguration(paletteColors: [.systemGreen, .systemBlue])
        XCTAssertNotEqual(palette, UIImage.SymbolConfiguration(paletteColors: [.systemBlue]))
        let green = try XCTUnwrap(UIImage(systemName: "star.fill")?.applyingSymbolConfiguration(palette))
        XCTAssertEqual(green.symbolConfiguration, UIImage.SymbolConfiguration.unspecified.applying(palette))
        let plain = green.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20))
        XCTAssertNotEqual(plain, green.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 20)),
                          "replacing the configuration drops the colors; applying keeps them")
        XCTAssertEqual(UIImage.SymbolConfiguration.preferringMulticolor().configurationWithoutColors(), .unspecified)
        XCTAssertEqual(UIScreen.main.traitCollection.displayScale, UIScreen.main.scale)
    }
}
