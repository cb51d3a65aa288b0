import Foundation
import Testing
@testable import OpenCollectionView

/// A collection view with a flow layout and a data source/delegate whose answers are closures,
/// each defaulting to the layout's own property, as an absent UIKit method does.
@MainActor
final class FlowFixture: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var itemSizes: ((IndexPath) -> CGSize)?
    var insets: ((Int) -> EdgeInsets)?
    var lineSpacings: ((Int) -> CGFloat)?
    var interitemSpacings: ((Int) -> CGFloat)?
    var headerSizes: ((Int) -> CGSize)?
    var footerSizes: ((Int) -> CGSize)?
    /// How many times the layout asked for an item size.
    var sizeQueries = 0

    let layout: CollectionViewFlowLayout
    let collectionView: CollectionView

    init(counts: [Int], size: CGSize = CGSize(width: 320, height: 480),
         layout: CollectionViewFlowLayout = CollectionViewFlowLayout(),
         configure: (CollectionViewFlowLayout) -> Void = { _ in }) {
        self.counts = counts
        self.layout = layout
        configure(layout)
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Sizes per section, item by item.
    convenience init(sizes: [[CGSize]], size: CGSize = CGSize(width: 320, height: 480),
                     configure: (CollectionViewFlowLayout) -> Void = { _ in }) {
        self.init(counts: sizes.map(\.count), size: size, configure: configure)
        itemSizes = { sizes[$0.section][$0.item] }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeQueries += 1
        return itemSizes?(indexPath) ?? layout.itemSize
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets {
        insets?(section) ?? layout.sectionInset
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        lineSpacings?(section) ?? layout.minimumLineSpacing
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        interitemSpacings?(section) ?? layout.minimumInteritemSpacing
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headerSizes?(section) ?? layout.headerReferenceSize
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
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
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    func footer(_ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
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
final class SilentFlowSource: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A collection view over `source` (its data source and delegate) with a "cell" registered, laid out.
@MainActor
func laidOutCollectionView(
    _ source: CollectionViewDataSource & CollectionViewDelegate, layout: CollectionViewLayout,
    size: CGSize = CGSize(width: 320, height: 480)
) -> CollectionView {
    let collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.layoutIfNeeded()
    return collectionView
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

func size(_ w: CGFloat, _ h: CGFloat) -> CGSize { CGSize(width: w, height: h) }
