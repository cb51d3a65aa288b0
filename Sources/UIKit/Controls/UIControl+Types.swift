import Foundation

extension UIControl {
    /// The kinds of events a control sends to its actions, as UIKit's `UIControl.Event`, with
    /// UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down in the control (`tapCount` above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger was dragged within the control's tracking bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger was dragged outside the control's tracking bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger was dragged from outside the tracking bounds into them.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger was dragged from inside the tracking bounds out of them.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the tracking bounds.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the tracking bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (not sent for programmatic changes).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap, a segment's selection).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu was shown, as its primary action.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing of a text control began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing of a text control ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended by the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All touch events.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// All editing events.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an application may define for itself.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states of a control, as UIKit's `UIControl.State`, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The normal state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down in the control (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (`isEnabled` false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (focus engines do not exist here: never set by the system).
        public static let focused = State(rawValue: 1 << 3)
        /// States an application may define for itself.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control lays out its content horizontally, as UIKit's
    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// How a control lays out its content vertically, as UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }
}
