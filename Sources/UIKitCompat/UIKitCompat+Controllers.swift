// UIKit's names for view controller presentation, transitions, navigation and tab bars.
import OpenCollectionView

public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIModalTransitionStyle = ModalTransitionStyle
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
public typealias UITransitionContextViewKey = TransitionContextViewKey
public typealias UINavigationController = NavigationController
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UINavigationBar = NavigationBar
public typealias UINavigationItem = NavigationItem
public typealias UIBarItem = BarItem
public typealias UIBarButtonItem = BarButtonItem
public typealias UIBarButtonSystemItem = BarButtonItem.SystemItem
public typealias UIBarButtonItemStyle = BarButtonItem.Style
public typealias UITabBarController = TabBarController
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UITabBar = TabBar
public typealias UITabBarDelegate = TabBarDelegate
public typealias UITabBarItem = TabBarItem
public typealias UIOffset = TabBarItem.Offset
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
