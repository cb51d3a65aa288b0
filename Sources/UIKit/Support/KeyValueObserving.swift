import Foundation

// Key-value observing as Swift code on iOS writes it — `observe(\.contentOffset, options:
// [.new]) { scrollView, change in … }` — which Foundation on Linux lacks (it needs the
// Objective-C runtime to intercept setters). Here an object announces its changes itself:
// UIKit's views announce their geometry, alpha, visibility, scroll views their content size and
// insets, labels their text, image views their image; any object can with
// `didChangeValue(forKey:)`. Each observation then reads its key path again and reports a value
// that changed (values that are neither equatable nor objects are reported at every
// announcement).

/// What an observation reports, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A report at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A report before each change as well (sent by `willChangeValue(forKey:)`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// The keys of a change dictionary, as Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// One report of an observation, as Foundation's `NSKeyValueObservedChange`: the values the
/// options asked for.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The new value, with `.new` (nil in a prior report).
    public let newValue: Value?
    /// The old value, with `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change: always nil here (settings only).
    public let indexes: IndexSet?
    /// Whether this is the report before the change (`.prior`).
    public let isPrior: Bool
}

/// An observation `observe(_:options:changeHandler:)` made, as Foundation's
/// `NSKeyValueObservation`: it lasts until invalidated or released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let registration: KeyValueObservers.Registration

    fileprivate init(_ registration: KeyValueObservers.Registration) {
        self.registration = registration
    }

    /// Ends the observation.
    public func invalidate() {
        KeyValueObservers.remove(registration)
    }

    deinit { invalidate() }
}

/// The observing half of Foundation's key-value coding, which `NSObject` adopts.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes the value at `keyPath`, calling `changeHandler` with the object and the change
    /// each time the object announces a change that altered it (see the top of this file).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        let registration = KeyValueObservers.Registration(object: self) { object, prior in
            guard let object = object as? Self else { return }
            if prior {
                guard options.contains(.prior) else { return }
                changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: options.contains(.old) ? last : nil,
                                                               indexes: nil, isPrior: true))
                return
            }
            let value = object[keyPath: keyPath]
            guard !KeyValueObservers.same(last, value) else { return }
            let old = last
            last = value
            changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                           oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        KeyValueObservers.add(registration)
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
                                                         indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(registration)
    }

    /// Announces that the value at `keyPath` is about to change (prior reports).
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        KeyValueObservers.objectWillChange(self)
    }

    /// Announces that the value at `keyPath` changed.
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        KeyValueObservers.objectDidChange(self)
    }
}

extension NSObject {
    /// Announces that the value for `key` is about to change: observations asking for `.prior`
    /// report it.
    public func willChangeValue(forKey key: String) {
        KeyValueObservers.objectWillChange(self)
    }

    /// Announces that the value for `key` changed: observations whose value changed report it.
    public func didChangeValue(forKey key: String) {
        KeyValueObservers.objectDidChange(self)
    }
}

/// The observations, by observed object; a lock guards them, as on iOS any thread may observe.
enum KeyValueObservers {
    final class Registration: @unchecked Sendable {
        weak var object: NSObject?
        let objectID: ObjectIdentifier
        /// For `addObserver(_:forKeyPath:options:context:)`: the observer, key path and context
        /// (its address) that `removeObserver` names.
        weak var observer: NSObject?
        let keyPath: String?
        let context: Int?
        /// Reports the change (or, with `true`, the coming change) if the observed value changed.
        let report: (NSObject, Bool) -> Void

        init(object: NSObject, observer: NSObject? = nil, keyPath: String? = nil, context: Int? = nil,
             report: @escaping (NSObject, Bool) -> Void) {
            self.object = object
            objectID = ObjectIdentifier(object)
            (self.observer, self.keyPath, self.context) = (observer, keyPath, context)
            self.report = report
        }
    }

    private nonisolated(unsafe) static var registrations: [ObjectIdentifier: [Registration]] = [:]
    /// Whether any observation exists: announcements cost one read when none does.
    private nonisolated(unsafe) static var isObserving = false
    private static let lock = NSLock()

    static func add(_ registration: Registration) {
        lock.lock()
        registrations[registration.objectID, default: []].append(registration)
        isObserving = true
        lock.unlock()
    }

    static func remove(_ registration: Registration) {
        lock.lock()
        registrations[registration.objectID]?.removeAll { $0 === registration }
        if registrations[registration.objectID]?.isEmpty == true { registrations[registration.objectID] = nil }
        isObserving = !registrations.isEmpty
        lock.unlock()
    }

    /// Removes the registrations of `observer` at `keyPath` of `object` (with `context`, when
    /// given).
    static func removeRegistrations(of object: NSObject, observer: NSObject, keyPath: String, context: Int?) {
        lock.lock()
        let id = ObjectIdentifier(object)
        registrations[id]?.removeAll { $0.observer === observer && $0.keyPath == keyPath && (context == nil || $0.context == context) }
        if registrations[id]?.isEmpty == true { registrations[id] = nil }
        isObserving = !registrations.isEmpty
        lock.unlock()
    }

    static func objectDidChange(_ object: NSObject) { announce(object, prior: false) }

    static func objectWillChange(_ object: NSObject) { announce(object, prior: true) }

    private static func announce(_ object: NSObject, prior: Bool) {
        guard isObserving else { return }
        lock.lock()
        let found = registrations[ObjectIdentifier(object)]?.filter { $0.object === object } ?? []
        lock.unlock()
        for registration in found { registration.report(object, prior) }
    }

    /// Whether two values of an observed key path are the same: equal when equatable, the same
    /// object when objects, both nil when optionals.
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return isNil(a) && isNil(b)
    }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
