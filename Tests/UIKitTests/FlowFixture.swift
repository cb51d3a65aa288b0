import Foundation
import Testing
@testable import UIKit

/// A collection view with a flow layout and a data source/delegate whose answers are closures,
/// each defaulting to the layout's own property, as an absent UIKit method does.
@MainActor
final class FlowFixture: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var itemSizes: ((IndexPath) -> CGSize)?
    var insets: ((Int) -> UIEdgeInsets)?
    var lineSpacings: ((Int) -> CGFloat)?
    var interitemSpacings: ((Int) -> CGFloat)?
    var headerSizes: ((Int) -> CGSize)?
    var footerSizes: ((Int) -> CGSize)?
    /// How many times the layout asked for an item size.
    var sizeQueries = 0

    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView

    init(counts: [Int], size: CGSize = CGSize(width: 320, height: 480),
         layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
         configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        self.counts = counts
        self.layout = layout
        configure(layout)
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Sizes per section, item by item.
    convenience init(sizes: [[CGSize]], size: CGSize = CGSize(width: 320, height: 480),
                     configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        self.init(counts: sizes.map(\.count), size: size, configure: configure)
        itemSizes = { sizes[$0.section][$0.item] }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeQueries += 1
        return itemSizes?(indexPath) ?? layout.itemSize
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        insets?(section) ?? layout.sectionInset
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        lineSpacings?(section) ?? layout.minimumLineSpacing
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        interitemSpacings?(section) ?? layout.minimumInteritemSpacing
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headerSizes?(section) ?? layout.headerReferenceSize
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        footerSizes?(section) ?? layout.footerReferenceSize
    }

    /// The frame of an item.
    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The frames of every item of a section, in order.
    func frames(section: Int = 0) -> [CGRect] {
        (0..<counts[section]).map { frame($0, section: section) ?? .null }
    }

    func header(_ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    func footer(_ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Reloads and lays out.
    func relayout() {
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
    }
}

/// A data source and delegate that adopts the flow delegate protocol but implements none of
/// its methods, counting what it is asked.
@MainActor
final class SilentFlowSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A collection view over `source` (its data source and delegate) with a "cell" registered, laid out.
@MainActor
func laidOutCollectionView(
    _ source: UICollectionViewDataSource & UICollectionViewDelegate, layout: UICollectionViewLayout,
    size: CGSize = CGSize(width: 320, height: 480)
) -> UICollectionView {
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.layoutIfNeeded()
    return collectionView
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

func size(_ w: CGFloat, _ h: CGFloat) -> CGSize { CGSize(width: w, height: h) }
