// Every member of UIKit's section snapshot, diffable outline and reordering handlers, list
// layout configuration, separator configuration, list content configuration and list cell, as
// UIKit's headers declare them (the audit of issue 24). It must compile in Swift 6 and 5
// language modes and run without trapping.
import Foundation
import UIKit


@MainActor func sectionSnapshotAudit() {
    var s = NSDiffableDataSourceSectionSnapshot<String>()
    s.append(["a", "b"])
    s.append(["c"], to: "a")
    s.insert(["d"], before: "b")
    s.insert(["e"], after: "b")
    s.delete(["e"])
    s.expand(["a"])
    s.collapse(["a"])
    var child = NSDiffableDataSourceSectionSnapshot<String>()
    child.append(["x"])
    s.append(child, to: "b")
    var before = NSDiffableDataSourceSectionSnapshot<String>()
    before.append(["y"])
    s.insert(before, before: "d")
    var after = NSDiffableDataSourceSectionSnapshot<String>()
    after.append(["z"])
    s.insert(after, after: "d")
    var children = NSDiffableDataSourceSectionSnapshot<String>()
    children.append(["w"])
    s.replace(childrenOf: "a", using: children)
    let _: Bool = s.isExpanded("a")
    let _: Bool = s.isVisible("a")
    let _: Bool = s.contains("a")
    let _: Int = s.level(of: "a")
    let _: Int? = s.index(of: "a")
    let _: String? = s.parent(of: "c")
    let _: NSDiffableDataSourceSectionSnapshot<String> = s.snapshot(of: "a", includingParent: true)
    let _: NSDiffableDataSourceSectionSnapshot<String> = s.snapshot(of: "a")
    let _: [String] = s.items
    let _: [String] = s.rootItems
    let _: [String] = s.visibleItems
    let _: String = s.visualDescription()
    s.deleteAll()
}

@MainActor func dataSourceAudit(_ cv: UICollectionView) {
    let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { _, _, _ in nil }
    var handlers = UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>()
    handlers.shouldExpandItem = { _ in true }
    handlers.willExpandItem = { _ in }
    handlers.shouldCollapseItem = { _ in true }
    handlers.willCollapseItem = { _ in }
    handlers.snapshotForExpandingParent = { _, s in s }
    ds.sectionSnapshotHandlers = handlers
    var reorder = UICollectionViewDiffableDataSource<Int, String>.ReorderingHandlers()
    reorder.canReorderItem = { _ in true }
    reorder.willReorder = { (t: NSDiffableDataSourceTransaction<Int, String>) in
        let _: NSDiffableDataSourceSnapshot<Int, String> = t.initialSnapshot
        let _: NSDiffableDataSourceSnapshot<Int, String> = t.finalSnapshot
        let _: CollectionDifference<String> = t.difference
        for st in t.sectionTransactions {
            let _: Int = st.sectionIdentifier
            let _: NSDiffableDataSourceSectionSnapshot<String> = st.initialSnapshot
            let _: NSDiffableDataSourceSectionSnapshot<String> = st.finalSnapshot
            let _: CollectionDifference<String> = st.difference
        }
    }
    reorder.didReorder = { _ in }
    ds.reorderingHandlers = reorder
    let _: NSDiffableDataSourceSectionSnapshot<String> = ds.snapshot(for: 0)
    ds.apply(NSDiffableDataSourceSectionSnapshot<String>(), to: 0, animatingDifferences: true, completion: nil)
    ds.apply(NSDiffableDataSourceSectionSnapshot<String>(), to: 0)
}

@MainActor func listConfigurationAudit() {
    var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    let _: UICollectionLayoutListConfiguration.Appearance = c.appearance
    c.showsSeparators = false
    c.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: .grouped)
    c.itemSeparatorHandler = { _, config in config }
    c.backgroundColor = .red
    c.headerMode = .supplementary
    c.headerMode = .firstItemInSection
    c.footerMode = .supplementary
    c.headerTopPadding = 10
    c.leadingSwipeActionsConfigurationProvider = { _ in nil }
    c.trailingSwipeActionsConfigurationProvider = { _ in UISwipeActionsConfiguration(actions: []) }
    var sep = UIListSeparatorConfiguration(listAppearance: .plain)
    sep.topSeparatorVisibility = .hidden
    sep.bottomSeparatorVisibility = .visible
    sep.topSeparatorInsets = .zero
    sep.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
    sep.color = .gray
    sep.multipleSelectionColor = .blue
    let _: UIListSeparatorConfiguration.Visibility = .automatic
    let _: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    let _ = UICollectionViewCompositionalLayout.list(using: c)
}

@MainActor func listContentAudit(_ cell: UICollectionViewListCell) {
    var c = UIListContentConfiguration.cell()
    c.image = nil
    c.imageProperties.preferredSymbolConfiguration = nil
    c.imageProperties.tintColor = .red
    c.imageProperties.tintColorTransformer = nil
    c.imageProperties.cornerRadius = 4
    c.imageProperties.maximumSize = CGSize(width: 20, height: 20)
    c.imageProperties.reservedLayoutSize = CGSize(width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)
    c.imageProperties.accessibilityIgnoresInvertColors = true
    let _: UIColor = c.imageProperties.resolvedTintColor(for: .red)
    c.text = "t"
    c.attributedText = nil
    c.textProperties.font = .systemFont(ofSize: 12)
    c.textProperties.color = .red
    c.textProperties.colorTransformer = .grayscale
    c.textProperties.alignment = .center
    c.textProperties.lineBreakMode = .byWordWrapping
    c.textProperties.numberOfLines = 2
    c.textProperties.adjustsFontSizeToFitWidth = true
    c.textProperties.minimumScaleFactor = 0.5
    c.textProperties.allowsDefaultTighteningForTruncation = true
    c.textProperties.adjustsFontForContentSizeCategory = true
    c.textProperties.showsExpansionTextWhenTruncated = true
    c.textProperties.transform = .uppercase
    let _: UIColor = c.textProperties.resolvedColor()
    c.secondaryText = "s"
    c.secondaryAttributedText = nil
    c.secondaryTextProperties.font = .systemFont(ofSize: 10)
    c.axesPreservingSuperviewLayoutMargins = [.horizontal]
    c.directionalLayoutMargins = .zero
    c.prefersSideBySideTextAndSecondaryText = true
    c.imageToTextPadding = 4
    c.textToSecondaryTextHorizontalPadding = 4
    c.textToSecondaryTextVerticalPadding = 4
    let _: UIListContentConfiguration = c.updated(for: cell.configurationState)
    let v = UIListContentView(configuration: c)
    v.configuration = c
    let _: UIListContentConfiguration = v.listContentConfiguration
    let _: Bool = v.supports(c)
    let _: UIListContentConfiguration = cell.defaultContentConfiguration()
    cell.accessories = [.disclosureIndicator(), .checkmark(), .delete(), .insert(), .reorder(), .multiselect(), .outlineDisclosure(), .label(text: "x"), .detail(), .customView(configuration: .init(customView: UIView(), placement: .trailing()))]
    cell.indentationLevel = 1
    cell.indentationWidth = 10
    cell.indentsAccessories = true
    let _: UILayoutGuide = cell.separatorLayoutGuide
    let _: UICellAccessory.DisplayedState = .always
    let _: UICellAccessory = .outlineDisclosure(displayed: .whenNotEditing, options: .init(style: .header)) { }
    let _: UICellAccessory = .popUpMenu(UIMenu(children: []))
}

@MainActor func listMembersShape() {
    sectionSnapshotAudit()
    let layout = UICollectionViewCompositionalLayout { _, environment in
        NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar), layoutEnvironment: environment)
    }
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    dataSourceAudit(collectionView)
    listConfigurationAudit()
    listContentAudit(UICollectionViewListCell(frame: .zero))
}
