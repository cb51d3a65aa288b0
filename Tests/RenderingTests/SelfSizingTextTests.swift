import Foundation
import Rendering
import Testing
import UIKit

/// Self-sizing cells whose height comes from their text, measured by Pango.
@Suite(.serialized) @MainActor struct SelfSizingTextTests {
    init() { Rendering.install() }

    /// A cell as wide as its estimate, as tall as its wrapped text plus 8-point margins.
    final class TextCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 15)
            contentView.backgroundColor = UIColor(red: 0.9, green: 0.94, blue: 1, alpha: 1)
            contentView.layer.borderWidth = 1
            contentView.layer.borderColor = UIColor(red: 0.29, green: 0.56, blue: 0.89, alpha: 1).cgColor
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
        }

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes {
            let text = label.sizeThatFits(CGSize(width: layoutAttributes.size.width - 16, height: 0))
            layoutAttributes.size.height = ceil(text.height) + 16
            return layoutAttributes
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let texts = [
            "One line.",
            "A longer text that needs several lines at this width, so its cell grows to fit all of them.",
            "Two lines of text, more or less, at this width.",
        ]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as! TextCell
            cell.label.text = texts[indexPath.item]
            return cell
        }
    }

    @Test func cellsGrowToTheirWrappedText() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 220, height: 40)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let source = Source()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 240, height: 300), collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "text")
        collectionView.dataSource = source
        collectionView.backgroundColor = .white
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()
        let heights = (0..<3).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.height }
        let oneLine = ceil(UILabel.textMeasurer.size(of: "One line.", font: .systemFont(ofSize: 15), width: nil, numberOfLines: 1).height)
        #expect(heights[0] == oneLine + 16)
        #expect(heights[1] > heights[2] && heights[2] > heights[0], "\(heights)")
        let frames = (0..<3).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames[1].minY == frames[0].maxY + 10 && frames[2].minY == frames[1].maxY + 10)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(collectionView, scale: 2), "self-sizing-text")
    }
}
