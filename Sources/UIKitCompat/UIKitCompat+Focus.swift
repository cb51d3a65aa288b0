// UIKit's names for focus (iPad keyboard navigation).
import OpenCollectionView

public typealias UIFocusSystem = FocusSystem
public typealias UIFocusEnvironment = FocusEnvironment
public typealias UIFocusItem = FocusItem
public typealias UIFocusHeading = FocusHeading
public typealias UIFocusUpdateContext = FocusUpdateContext
public typealias UICollectionViewFocusUpdateContext = CollectionViewFocusUpdateContext
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
public typealias UIFocusAnimationContext = FocusAnimationContext
public typealias UIFocusEffect = FocusEffect
public typealias UIFocusHaloEffect = FocusHaloEffect
