import Foundation

/// The metrics of a list of one appearance on a container of one width (spec §2.14; the
/// decisions for iOS 26 on an iPhone where UIKit's are not decoded are in
/// `ListLayoutTests`).
struct ListMetrics {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var containerWidth: CGFloat

    /// A row's estimated height before it sizes itself (UITableConstants' default row height).
    static let rowHeight: CGFloat = 44
    /// The padding above the first section of a grouped list without a header.
    static let groupedTopPadding: CGFloat = 35
    /// The corner radius of an inset-grouped section (iOS 26; 10 before it).
    static let insetGroupedCornerRadius: CGFloat = 26
    /// The corner radius of a sidebar row's background.
    static let sidebarCornerRadius: CGFloat = 10

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }

    /// The inset of an inset-grouped section from the container's edges: the system minimum
    /// layout margin of an iPhone (16 points; 20 on containers 414 points and wider).
    var sideInset: CGFloat {
        switch appearance {
        case .insetGrouped: containerWidth >= 414 ? 20 : 16
        case .sidebar: 10
        case .plain, .grouped, .sidebarPlain: 0
        }
    }

    /// A header's estimated height before it sizes itself.
    var headerEstimate: CGFloat { appearance == .plain ? 28 : 44 }
}

extension NSCollectionLayoutSection {
    /// A section of a list, as UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
    /// (iOS 14): one self-sizing row per item across the whole width (inset for inset-grouped
    /// and sidebar lists), with the configuration's headers, footers and separators.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let metrics = ListMetrics(appearance: configuration.appearance,
                                  containerWidth: layoutEnvironment.container.contentSize.width)
        let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                        heightDimension: .estimated(ListMetrics.rowHeight)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowHeight)),
            subitems: [row])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        section.contentInsetsReference = .safeArea
        let hasHeader = configuration.headerMode == .supplementary
        let top = metrics.isGrouped && !hasHeader ? (configuration.headerTopPadding ?? ListMetrics.groupedTopPadding) : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: metrics.sideInset, bottom: 0, trailing: metrics.sideInset)
        section.supplementariesFollowContentInsets = configuration.appearance == .insetGrouped
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if hasHeader {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.headerEstimate)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            header.zIndex = 200
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.headerEstimate)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            footer.zIndex = 200
            boundaries.append(footer)
        }
        section.boundarySupplementaryItems = boundaries
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`, as UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)` (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The background of the first list section: its configuration's color, or the system color
    /// of its appearance (grouped lists gray, plain lists the system background).
    var listBackgroundColor: UIColor? {
        guard let configuration = solution.sections.lazy.compactMap(\.listConfiguration).first else { return nil }
        if let color = configuration.backgroundColor { return color }
        switch configuration.appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// The list configuration of `section`, when it is a list section.
    func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        solveIfNeeded()
        return solution.sections.indices.contains(section) ? solution.sections[section].listConfiguration : nil
    }
}
