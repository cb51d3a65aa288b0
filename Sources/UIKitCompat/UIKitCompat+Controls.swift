// UIKit's names for controls, actions and menus.
import OpenCollectionView

public typealias UIControl = Control
public typealias UIButton = Button
public typealias UISegmentedControl = SegmentedControl
public typealias UISwitch = Switch
public typealias UISlider = Slider
public typealias UIStepper = Stepper
public typealias UIPageControl = PageControl
public typealias UIMenuElement = MenuElement
public typealias UIAction = Action
public typealias UIActionHandler = ActionHandler
public typealias UIMenu = Menu
public typealias UIButtonConfiguration = Button.Configuration
public typealias UIPageControlBackgroundStyle = PageControl.BackgroundStyle
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer
public typealias UIRefreshControl = RefreshControl
