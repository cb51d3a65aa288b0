// The shape of UIKit's list API (iOS 14–16) as UIKit code spells it: list layouts, list cells,
// accessories, content and background configurations, configuration states. It must compile
// in Swift 6 and 5 language modes and run without trapping.
import Foundation
import UIKit

final class ShapeListCell: UICollectionViewListCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = state.isSelected ? "selected" : "idle"
        contentConfiguration = content
    }
}

struct ShapeContentConfiguration: UIContentConfiguration, Hashable {
    var text = ""
    func makeContentView() -> UIView & UIContentView { ShapeContentView(configuration: self) }
    func updated(for state: UIConfigurationState) -> ShapeContentConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        if state.isHighlighted { updated.text += "!" }
        return updated
    }
}

final class ShapeContentView: UIView, UIContentView {
    var configuration: UIContentConfiguration
    init(configuration: ShapeContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
func listsShape() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    configuration.showsSeparators = true
    configuration.backgroundColor = .systemGroupedBackground
    configuration.headerTopPadding = 0
    configuration.separatorConfiguration.bottomSeparatorVisibility = .hidden
    configuration.separatorConfiguration.color = .separator
    configuration.itemSeparatorHandler = { indexPath, separator in
        var separator = separator
        separator.topSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
        separator.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        return separator
    }
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
        let delete = UIContextualAction(style: .destructive, title: "Delete") { action, sourceView, completion in
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        delete.backgroundColor = .systemRed
        let actions = UISwipeActionsConfiguration(actions: [delete])
        actions.performsFirstActionWithFullSwipe = false
        return actions
    }
    configuration.leadingSwipeActionsConfigurationProvider = { _ in nil }
    let appearances: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
    let _: [UICollectionLayoutListConfiguration.HeaderMode] = [.none, .supplementary, .firstItemInSection]
    let _: [UICollectionLayoutListConfiguration.FooterMode] = [.none, .supplementary]
    _ = appearances
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let _ = UICollectionViewCompositionalLayout { _, environment in
        NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar), layoutEnvironment: environment)
    }
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.isEditing = true

    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        content.secondaryText = "detail"
        content.image = UIImage(systemName: "star")
        content.imageProperties.tintColor = .systemOrange
        content.imageProperties.cornerRadius = 4
        content.imageProperties.maximumSize = CGSize(width: 30, height: 30)
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.textProperties.color = .label
        content.textProperties.numberOfLines = 1
        content.textProperties.alignment = .natural
        content.secondaryTextProperties.color = .secondaryLabel
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        content.prefersSideBySideTextAndSecondaryText = true
        content.imageToTextPadding = 12
        content.textToSecondaryTextVerticalPadding = 4
        content.axesPreservingSuperviewLayoutMargins = [.horizontal]
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .secondarySystemGroupedBackground
        background.cornerRadius = 12
        background.strokeColor = .separator
        background.strokeWidth = 1
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        cell.backgroundConfiguration = background
        cell.accessories = [
            .disclosureIndicator(), .checkmark(displayed: .whenNotEditing), .delete(displayed: .whenEditing, actionHandler: {}),
            .reorder(displayed: .whenEditing, options: .init(showsVerticalSeparator: false)), .multiselect(),
            .outlineDisclosure(options: .init(style: .header)), .label(text: "3"), .insert(), .detail(actionHandler: {}),
            .customView(configuration: .init(customView: UISwitch0(), placement: .trailing())),
        ]
        cell.indentationLevel = 1
        let plain: UIBackgroundConfiguration = UICollectionViewCell().defaultBackgroundConfiguration()
        _ = plain
        cell.indentationWidth = 12
        cell.indentsAccessories = false
        let separatorGuide: UILayoutGuide = cell.separatorLayoutGuide
        separatorGuide.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 20).isActive = true
        cell.configurationUpdateHandler = { cell, state in
            guard let cell = cell as? UICollectionViewListCell else { return }
            var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
            background.backgroundColor = state.isSelected ? .systemBlue : nil
            cell.backgroundConfiguration = background
            let _: Bool = state.isHighlighted || state.isEditing || state.isExpanded || state.isSwiped || state.isDisabled
                || state.isFocused || state.isReordering
            let _: UICellConfigurationState.DragState = state.cellDragState
            let _: UICellConfigurationState.DropState = state.cellDropState
        }
        cell.automaticallyUpdatesContentConfiguration = true
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.setNeedsUpdateConfiguration()
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Section \(indexPath.section)"
        header.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
        view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
    }
    dataSource.supplementaryViewProvider = { view, _, path in view.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: path) }
    dataSource.sectionSnapshotHandlers.willExpandItem = { _ in }
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in true }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { _, snapshot in snapshot }

    let factories: [UIListContentConfiguration] = [
        .cell(), .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(), .groupedHeader(), .groupedFooter(),
        .prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(), .sidebarCell(), .sidebarSubtitleCell(),
        .accompaniedSidebarCell(), .accompaniedSidebarSubtitleCell(), .sidebarHeader(),
    ]
    let backgrounds: [UIBackgroundConfiguration] = [
        .listPlainCell(), .listGroupedCell(), .listSidebarCell(), .listAccompaniedSidebarCell(), .listPlainHeaderFooter(),
        .listGroupedHeaderFooter(), .listSidebarHeader(), .clear(),
    ]
    let _ = UIListContentView(configuration: factories[0])
    let _: UIColor = backgrounds[0].resolvedBackgroundColor(for: .systemBlue)
    let custom = UICollectionViewListCell(frame: .zero)
    custom.contentConfiguration = ShapeContentConfiguration(text: "x")
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isSelected = true
    state[UIConfigurationStateCustomKey("com.example.flag")] = true
    let _: UIConfigurationColorTransformer = .grayscale
    let _ = ShapeListCell(frame: .zero)
}

/// A custom accessory view.
final class UISwitch0: UIView {}
