import Rendering
import UIKit

/// A collection view with a flow layout over boxes: each section's items have given sizes,
/// optional header and footer, and insets — the scenes the flow layout guide's figures draw.
@MainActor
final class FigureScene: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    struct Section {
        var itemSizes: [CGSize]
        var inset = UIEdgeInsets.zero
        var header = CGSize.zero
        var footer = CGSize.zero
    }

    static let palette: [UIColor] = [
        UIColor(red: 0.29, green: 0.56, blue: 0.89, alpha: 1), UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1),
        UIColor(red: 0.36, green: 0.72, blue: 0.36, alpha: 1), UIColor(red: 0.7, green: 0.4, blue: 0.85, alpha: 1),
    ]

    let sections: [Section]
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView

    init(size: CGSize, sections: [Section], configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        self.sections = sections
        configure(layout)
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.backgroundColor = .white
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(CaptionView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "caption")
        }
    }

    /// Lays out and renders the scene at `scale`.
    func render(scale: CGFloat = 1) -> RenderTarget {
        collectionView.contentScaleFactor = scale
        collectionView.layoutIfNeeded()
        return ViewRenderer().renderFrame(collectionView, scale: scale)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].itemSizes.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
        cell.contentView.backgroundColor = Self.palette[indexPath.section % Self.palette.count]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "caption", for: indexPath) as! CaptionView
        view.label.text = kind == UICollectionView.elementKindSectionHeader ? "Header \(indexPath.section)" : "Footer \(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sections[indexPath.section].itemSizes[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        sections[section].inset
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        sections[section].header
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        sections[section].footer
    }
}

/// A box with a dark outline.
final class BoxCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor(white: 0.2, alpha: 1).cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A header or footer: gray, its name centred.
final class CaptionView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.85, alpha: 1)
        label.font = .systemFont(ofSize: 12)
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
