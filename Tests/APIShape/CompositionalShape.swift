// The shape of UIKit's compositional layout API (iOS 13–17) as UIKit code spells it. It must
// compile in Swift 6 and 5 language modes and run without trapping.
import Foundation
import UIKit

@MainActor
func compositionalShape() {
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
    let dimensions: [NSCollectionLayoutDimension] = [
        .fractionalWidth(1), .fractionalHeight(0.5), .absolute(44), .estimated(44), .uniformAcrossSiblings(estimate: 50),
    ]
    let _: Bool = dimensions[0].isFractionalWidth || dimensions[1].isFractionalHeight || dimensions[2].isAbsolute
        || dimensions[3].isEstimated || dimensions[4].isUniformAcrossSiblings
    let _: CGFloat = dimensions[0].dimension
    let _: NSCollectionLayoutDimension = itemSize.widthDimension
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(8), trailing: nil, bottom: nil)
    let _: NSCollectionLayoutSpacing? = item.edgeSpacing?.leading
    let _: Bool = NSCollectionLayoutSpacing.fixed(1).isFixedSpacing && NSCollectionLayoutSpacing.flexible(1).isFlexibleSpacing
    let _: CGFloat = NSCollectionLayoutSpacing.fixed(1).spacing
    let _: [NSCollectionLayoutSupplementaryItem] = item.supplementaryItems
    let _: NSCollectionLayoutSize = item.layoutSize

    let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let _ = NSCollectionLayoutAnchor(edges: .bottom)
    let _ = NSCollectionLayoutAnchor(edges: [.leading], absoluteOffset: CGPoint(x: 4, y: 0))
    let _: Bool = badgeAnchor.isFractionalOffset && !badgeAnchor.isAbsoluteOffset
    let _: NSDirectionalRectEdge = badgeAnchor.edges
    let _: CGPoint = badgeAnchor.offset
    let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge", containerAnchor: badgeAnchor)
    badge.zIndex = 2
    let _ = NSCollectionLayoutSupplementaryItem(layoutSize: itemSize, elementKind: "k", containerAnchor: badgeAnchor,
                                                itemAnchor: NSCollectionLayoutAnchor(edges: .bottom))
    let _: String = badge.elementKind
    let _: NSCollectionLayoutAnchor? = badge.itemAnchor
    let badged = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])

    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, badged])
    group.interItemSpacing = .fixed(10)
    group.supplementaryItems = [badge]
    let _: [NSCollectionLayoutItem] = group.subitems
    let _: String = group.visualDescription()
    let _: NSCollectionLayoutGroup = .vertical(layoutSize: groupSize, subitems: [item])
    let _ = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
    let _ = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: 2)
    let _ = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 3)
    let _ = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, repeatingSubitem: item, count: 3)
    let custom = NSCollectionLayoutGroup.custom(layoutSize: groupSize) { environment in
        let width = environment.container.effectiveContentSize.width
        return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 40)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 0, width: width / 2, height: 40), zIndex: 1)]
    }
    let _: CGRect = NSCollectionLayoutGroupCustomItem(frame: .zero).frame
    let _: Int = NSCollectionLayoutGroupCustomItem(frame: .zero, zIndex: 2).zIndex

    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.contentInsetsReference = .layoutMargins
    section.supplementaryContentInsetsReference = .safeArea
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.orthogonalScrollingProperties.decelerationRate = .fast
    section.orthogonalScrollingProperties.bounce = .never
    section.supplementariesFollowContentInsets = false
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    header.extendsBoundary = false
    header.zIndex = 2
    let _: NSRectAlignment = header.alignment
    let _: CGPoint = header.offset
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        elementKind: "footer", alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: 10))
    section.boundarySupplementaryItems = [header, footer]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    background.zIndex = -1
    section.decorationItems = [background]
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        for item in items {
            let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
            item.transform = CGAffineTransform(scaleX: max(0.8, 1 - distance / 1000), y: 1)
            item.alpha = 1
            item.zIndex = 1
            let _: IndexPath = item.indexPath
            let _: UICollectionView.ElementCategory = item.representedElementCategory
            let _: String? = item.representedElementKind
            let _: String = item.name
        }
    }
    let behaviours: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
        .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
    ]
    let references: [UIContentInsetsReference] = [.automatic, .none, .safeArea, .layoutMargins, .readableContent]
    _ = (behaviours, references, custom)

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 20
    configuration.boundarySupplementaryItems = [footer]
    configuration.contentInsetsReference = .none
    let layout = UICollectionViewCompositionalLayout(section: section)
    let _ = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let provided = UICollectionViewCompositionalLayout { (sectionIndex: Int, environment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
        let columns = environment.container.effectiveContentSize.width > 800 ? 5 : 3
        let _: UITraitCollection = environment.traitCollection
        let _: NSDirectionalEdgeInsets = environment.container.effectiveContentInsets
        let _: CGSize = environment.container.contentSize
        let _: NSDirectionalEdgeInsets = environment.container.contentInsets
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitem: NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))), count: columns)
        return sectionIndex == 0 ? NSCollectionLayoutSection(group: row) : nil
    }
    let _ = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in nil }, configuration: configuration)
    provided.configuration = configuration
    let _: UICollectionViewCompositionalLayoutConfiguration = provided.configuration
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.setCollectionViewLayout(provided, animated: false)
    let _: UICollectionViewLayout = collectionView.collectionViewLayout

    // Registrations (iOS 14).
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, item in
        cell.contentView.backgroundColor = item.isEmpty ? .systemRed : .systemBlue
        _ = indexPath.item
    }
    let _ = UICollectionView.CellRegistration<UICollectionViewCell, Int>(cellNib: UINib { UICollectionViewCell(frame: .zero) }) { _, _, _ in }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
        _ = (view, kind, indexPath)
    }
    let _ = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        supplementaryNib: UINib { UICollectionReusableView(frame: .zero) }, elementKind: "k") { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
}
