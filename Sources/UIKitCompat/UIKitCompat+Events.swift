
// UIKit's names for the event system: touches, presses, the responder chain and windows.

public typealias UIResponder = Responder
public typealias UIEvent = Event
public typealias UITouch = Touch
public typealias UIWindow = Window
public typealias UIPress = Press
public typealias UIPressesEvent = PressesEvent
public typealias UIKey = Key
public typealias UIKeyModifierFlags = KeyModifierFlags
public typealias UIKeyboardHIDUsage = KeyboardHIDUsage

// Gesture recognizers.
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UIGestureRecognizerState = GestureRecognizer.State
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UISwipeGestureRecognizerDirection = SwipeGestureRecognizer.Direction
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer

// Keyboard.
public typealias UIKeyCommand = KeyCommand
