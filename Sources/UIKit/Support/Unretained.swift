/// The end of an object's life, for the `Unretained` references to it: the object's deinit
/// marks it ended. Views, layout guides and layout engines keep one.
class LifetimeToken: @unchecked Sendable {
    private var ended = false

    /// Whether the object is still alive.
    var isAlive: Bool { !ended }

    /// Called from the object's deinit.
    final func end() { ended = true }

    /// The token in `storage`, made on first use.
    static func made(in storage: inout LifetimeToken?) -> LifetimeToken {
        if let token = storage { return token }
        let token = LifetimeToken()
        storage = token
        return token
    }

    /// The token of `object`: its own, or for an object that keeps none, one that asks a Swift
    /// weak reference.
    static func of(_ object: AnyObject) -> LifetimeToken {
        (object as? LifetimeTracking)?.lifetimeToken ?? WeakLifetimeToken(object)
    }
}

/// The token of an object that keeps no token of its own: a Swift weak reference.
private final class WeakLifetimeToken: LifetimeToken, @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
    override var isAlive: Bool { object != nil }
}

/// An object that marks the end of its life on a `LifetimeToken`.
protocol LifetimeTracking: AnyObject {
    nonisolated var lifetimeToken: LifetimeToken { get }
}

/// A reference that, as `weak`, neither keeps its object alive nor outlives it (it reads nil
/// once the object's deinit has run), without the side table a Swift `weak` reference gives its
/// object for good: every retain and release of an object with a side table is a 16-byte
/// compare-and-swap on it, and the layout pass and scrolling retain views, layers and the
/// collection view all the time (with weak references to each row of a 1,000-view screen, two
/// thirds of a layout pass was reference counting). For references to objects that track their
/// lifetime (views, layout guides, layout engines); others fall back to a weak reference. Read
/// it on the main thread only, as UIKit's objects are: an object ending on another thread while
/// it is read is a race that `weak` would survive.
@propertyWrapper
struct Unretained<Object: AnyObject> {
    private unowned(unsafe) var object: Object?
    private var token: LifetimeToken?

    init(wrappedValue: Object?) {
        object = wrappedValue
        token = wrappedValue.map { LifetimeToken.of($0) }
    }

    var wrappedValue: Object? {
        get { token?.isAlive == true ? object : nil }
        set {
            object = newValue
            token = newValue.map { LifetimeToken.of($0) }
        }
    }
}

extension UIView: LifetimeTracking {
    nonisolated var lifetimeToken: LifetimeToken { LifetimeToken.made(in: &lifetimeTokenStorage) }
}

extension UILayoutGuide: LifetimeTracking {}
extension LayoutEngine: LifetimeTracking {}
