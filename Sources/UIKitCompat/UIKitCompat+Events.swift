
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
