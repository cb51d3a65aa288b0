// UIKit's names for OpenCollectionView's types, so that code written for UIKit compiles with
// `import UIKitCompat` alone.
@_exported import Foundation
@_exported import OpenCollectionView
@_exported import QuartzCore

public typealias UIView = View
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UIRectEdge = RectEdge
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias UIColor = Color
public typealias UIImage = Image
public typealias UIImageView = ImageView
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
public typealias UILabel = Label
public typealias UIFont = Font
public typealias UIFontMetrics = FontMetrics
public typealias UIFontDescriptor = FontDescriptor
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UITraitCollection = TraitCollection
public typealias UITraitOverrides = Traits
public typealias UIMutableTraits = Traits
public typealias UITraitDefinition = TraitDefinition
public typealias UITraitChangeRegistration = TraitChangeRegistration
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
public typealias UITraitDisplayScale = TraitDisplayScale
public typealias UITraitLayoutDirection = TraitLayoutDirection
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
public typealias UITraitUserInterfaceLevel = TraitUserInterfaceLevel
public typealias UITraitListEnvironment = TraitListEnvironment
public typealias UIListEnvironment = ListEnvironment
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UIUserInterfaceLevel = UserInterfaceLevel
public typealias NSTextAlignment = TextAlignment
public typealias UIScreen = Screen
public typealias UIApplication = Application
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UINib = Nib
public typealias UIViewController = ViewController
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewController = CollectionViewController
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
public typealias UICollectionViewScrollDirection = CollectionView.ScrollDirection
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition
public typealias UICollectionElementCategory = CollectionView.ElementCategory

/// The type `#colorLiteral(red:green:blue:alpha:)` makes, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
/// The type `#imageLiteral(resourceName:)` makes, as UIKit declares it.
public typealias _ImageLiteralType = UIImage

/// UIKit's global name of the section header kind.
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader
/// UIKit's global name of the section footer kind.
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter

/// The context `draw(_:)` draws into, as UIKit's function of the same name.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> GraphicsContext? { Graphics.currentContext }

// Diffable data source.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSectionSnapshot<ItemIdentifierType>
public typealias UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
public typealias NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
public typealias NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>

// Compositional layout.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayoutSectionProvider
public typealias UIContentInsetsReference = ContentInsetsReference
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties
public typealias UICollectionLayoutSectionOrthogonalScrollingDecelerationRate =
    CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
public typealias UICollectionLayoutSectionOrthogonalScrollingBounce = CollectionLayoutSectionOrthogonalScrollingProperties.BounceMode
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSectionVisibleItemsInvalidationHandler
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
public typealias NSRectAlignment = RectAlignment

// Lists, cell configurations (iOS 14).
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UIConfigurationState = ConfigurationState
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
public typealias UIViewConfigurationState = ViewConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
public typealias UICellConfigurationDragState = CellConfigurationState.DragState
public typealias UICellConfigurationDropState = CellConfigurationState.DropState
public typealias UIContentConfiguration = ContentConfiguration
public typealias UIContentView = ContentView
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIListContentView = ListContentView
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UICellAccessory = CellAccessory
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UIAxis = Axis

// Auto Layout.
public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UILayoutGuide = LayoutGuide
public typealias UILayoutPriority = LayoutPriority
public typealias UILayoutConstraintAxis = LayoutConstraint.Axis
public typealias NSLayoutAttribute = LayoutConstraint.Attribute
public typealias NSLayoutRelation = LayoutConstraint.Relation
public typealias NSLayoutFormatOptions = LayoutConstraint.FormatOptions

public typealias UIStackView = StackView
