import Foundation

/// An input event, as UIKit's `UIEvent`; the window host creates them.
@preconcurrency @MainActor
open class Event: NSObject {}
