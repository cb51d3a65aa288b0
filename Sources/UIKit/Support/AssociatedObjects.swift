import Foundation

// The Objective-C runtime's associated objects, which iOS code (Auto Layout helpers, category
// state on UIKit classes) reaches through `import UIKit`. There is no Objective-C runtime on
// Linux: a table keyed by the owner's identity stands in. Differences from iOS, also in
// docs/porting.md: the owner must be a class instance; values are released by a later
// associated-object call after their owner is gone (the next one while fewer than 64 objects
// have associations), not at once; the owner is referenced
// weakly, which moves its reference counts to Swift's slower side table; `.assign` values are
// held weakly, so they read nil (not a dangling pointer) once released.

/// How an associated value is held, as the Objective-C runtime's `objc_AssociationPolicy`.
public struct objc_AssociationPolicy: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public init(_ rawValue: UInt) { self.rawValue = rawValue }

    /// A weak (here: zeroing) reference.
    public static let OBJC_ASSOCIATION_ASSIGN = objc_AssociationPolicy(0)
    /// A strong reference, not atomically.
    public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = objc_AssociationPolicy(1)
    /// A copy (`NSCopying`), not atomically.
    public static let OBJC_ASSOCIATION_COPY_NONATOMIC = objc_AssociationPolicy(3)
    /// A strong reference, atomically.
    public static let OBJC_ASSOCIATION_RETAIN = objc_AssociationPolicy(0o1401)
    /// A copy (`NSCopying`), atomically.
    public static let OBJC_ASSOCIATION_COPY = objc_AssociationPolicy(0o1403)
}

/// Associates `value` with `object` under `key` (usually the address of a static variable),
/// held as `policy` says; nil removes the association.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.get(object as AnyObject, key)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The associations of every object, by the owner's identity, behind one lock.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    /// An owner's associations; `owner` tells a live owner from a new object at a reused address.
    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private enum Held {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size after the last sweep of released owners: it is swept when it doubles.
    private var sizeAfterSweep = 0

    func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let held: Held? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                return type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            default:
                return .strong(value)
            }
        }
        lock.lock()
        defer { lock.unlock() }
        sweepIfGrown()
        let entry = liveEntry(of: owner) ?? {
            let made = Entry(owner: owner)
            entries[ObjectIdentifier(owner)] = made
            return made
        }()
        entry.values[key] = held
    }

    func get(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        sweepIfGrown()
        return liveEntry(of: owner)?.values[key]?.value
    }

    func removeAll(_ owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(owner)] = nil
    }

    /// The owner's entry; an entry left by a released object at the same address is dropped.
    private func liveEntry(of owner: AnyObject) -> Entry? {
        let id = ObjectIdentifier(owner)
        guard let entry = entries[id] else { return nil }
        if entry.owner === owner { return entry }
        entries[id] = nil
        return nil
    }

    /// Releases the values of owners that are gone: on every call while few objects have
    /// associations, else when the table has doubled since the last sweep.
    private func sweepIfGrown() {
        guard entries.count < 64 || entries.count >= 2 * sizeAfterSweep else { return }
        let released = entries.compactMap { $0.value.owner == nil ? $0.key : nil }
        for id in released { entries[id] = nil }
        sizeAfterSweep = entries.count
    }
}
