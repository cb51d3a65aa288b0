import Foundation

/// A transition between two view controllers defined in a storyboard, as UIKit's
/// `UIStoryboardSegue`. Storyboards do not load on Linux, so UIKit never makes one; code may
/// make and `perform()` one as a custom segue (`UIStoryboardSegue(identifier:source:destination:performHandler:)`).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    public let identifier: String?
    /// The view controller the segue starts from.
    public let source: UIViewController
    /// The view controller the segue leads to.
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    /// A segue between `source` and `destination`; `perform()` shows `destination` from
    /// `source` (`show(_:sender:)`) unless a subclass overrides it.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination, handler: performHandler)
    }

    private init(identifier: String?, source: UIViewController, destination: UIViewController, handler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = handler
        super.init()
    }

    /// Performs the transition: runs the perform handler, or shows the destination from the
    /// source.
    open func perform() {
        if let performHandler { return performHandler() }
        source.show(destination, sender: self)
    }
}
