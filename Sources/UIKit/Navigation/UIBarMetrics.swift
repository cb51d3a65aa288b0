import Foundation

/// The bar sizes a bar's or a bar item's appearance can be set for, as UIKit's `UIBarMetrics`
/// (raw values from UIBarCommon.h). Bars here are always of the default metrics: values set for
/// the other metrics are kept and read back, and used where a bar or control asks for them.
public enum UIBarMetrics: Int, Sendable {
    /// The default bar height.
    case `default` = 0
    /// The compact height (an iPhone in landscape).
    case compact = 1
    /// The default height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}

/// Where a bar is placed, as UIKit's `UIBarPosition` (UIBarCommon.h).
public enum UIBarPosition: Int, Sendable {
    /// Any position: what is set for it applies wherever the bar is.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top, its background reaching up under the status bar.
    case topAttached = 3
}

/// The style of a bar, as UIKit's `UIBarStyle` (UIInterface.h).
public enum UIBarStyle: Int, Sendable {
    /// The light style.
    case `default` = 0
    /// The dark style.
    case black = 1
    /// Deprecated: `.black` with `isTranslucent` true.
    case blackTranslucent = 2
    /// Deprecated: the same as `.black`.
    public static var blackOpaque: UIBarStyle { .black }
}

/// Values set per control state, as UIKit keeps a control's images and colors: the state's own,
/// else the normal state's.
struct StateValues<Value> {
    private var table: [UInt: Value] = [:]
    subscript(state: UIControl.State) -> Value? {
        get { table[state.rawValue] ?? table[0] }
        set { table[state.rawValue] = newValue }
    }
    var isEmpty: Bool { table.isEmpty }
}
