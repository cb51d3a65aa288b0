import Foundation

// Key-value observing by key-path string, as older iOS code writes it:
// `scrollView.addObserver(self, forKeyPath: "contentOffset", options: .new, context: nil)` and
// an override of `observeValue(forKeyPath:of:change:context:)`. Without the Objective-C runtime
// a key path cannot be read by name from any object, nor can `observeValue` be overridden in
// any class: here the observer is a view or view controller (`UIResponder` declares the
// method), and the key paths are those UIKit's objects announce (`KeyValueObservers.readers`)
// and a layer's properties.

extension NSObject {
    /// Makes `observer` receive the changes of the value at `keyPath` through its
    /// `observeValue(forKeyPath:of:change:context:)`, with the options' values in the change
    /// dictionary. A key path this object cannot be read at here (see the top of this file)
    /// raises UIKit's exception for an undefined key.
    @preconcurrency @MainActor
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard let read = KeyValueObservers.reader(forKeyPath: keyPath, of: self) else {
            raiseException(NSExceptionName("NSUnknownKeyException"),
                           "[<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())> addObserver:forKeyPath:@\"\(keyPath)\"]: this class is not key value coding-compliant for the key \(keyPath).")
        }
        weak var weakObserver = observer
        var last = read(self)
        let contextAddress = context.map { Int(bitPattern: $0) }
        func send(_ change: [NSKeyValueChangeKey: Any], from object: NSObject) {
            guard let responder = weakObserver as? UIResponder else { return }
            MainActor.assumeIsolated {
                responder.observeValue(forKeyPath: keyPath, of: object, change: change,
                                       context: contextAddress.flatMap { UnsafeMutableRawPointer(bitPattern: $0) })
            }
        }
        let registration = KeyValueObservers.Registration(object: self, observer: observer, keyPath: keyPath, context: contextAddress) { object, prior in
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if prior {
                guard options.contains(.prior) else { return }
                change[.notificationIsPriorKey] = true
                if options.contains(.old) { change[.oldKey] = last ?? NSNull() }
                return send(change, from: object)
            }
            nonisolated(unsafe) var value: Any?
            MainActor.assumeIsolated { value = read(object) }
            guard !KeyValueObservers.same(last as Any, value as Any) else { return }
            if options.contains(.old) { change[.oldKey] = last ?? NSNull() }
            if options.contains(.new) { change[.newKey] = value ?? NSNull() }
            last = value
            send(change, from: object)
        }
        KeyValueObservers.add(registration)
        if options.contains(.initial) {
            send(options.contains(.new) ? [.kindKey: NSKeyValueChange.setting.rawValue, .newKey: last ?? NSNull()]
                                        : [.kindKey: NSKeyValueChange.setting.rawValue], from: self)
        }
    }

    /// Stops `observer` receiving the changes at `keyPath` registered with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.removeRegistrations(of: self, observer: observer, keyPath: keyPath, context: context.map { Int(bitPattern: $0) })
    }

    /// Stops `observer` receiving the changes at `keyPath`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservers.removeRegistrations(of: self, observer: observer, keyPath: keyPath, context: nil)
    }
}

extension KeyValueObservers {
    /// How to read `keyPath` of `object`: the properties UIKit's objects announce, and a
    /// layer's key paths; nil for others.
    @MainActor
    static func reader(forKeyPath keyPath: String, of object: NSObject) -> (@MainActor (NSObject) -> Any?)? {
        if object is CALayer { return { ($0 as? CALayer)?.value(forKeyPath: keyPath) } }
        switch (object, keyPath) {
        case (is UIScrollView, "contentOffset"): return { ($0 as! UIScrollView).contentOffset }
        case (is UIScrollView, "contentSize"): return { ($0 as! UIScrollView).contentSize }
        case (is UIScrollView, "contentInset"): return { ($0 as! UIScrollView).contentInset }
        case (is UILabel, "text"): return { ($0 as! UILabel).text }
        case (is UILabel, "attributedText"): return { ($0 as! UILabel).attributedText }
        case (is UIImageView, "image"): return { ($0 as! UIImageView).image }
        case (is UIView, "frame"): return { ($0 as! UIView).frame }
        case (is UIView, "bounds"): return { ($0 as! UIView).bounds }
        case (is UIView, "center"): return { ($0 as! UIView).center }
        case (is UIView, "alpha"): return { ($0 as! UIView).alpha }
        case (is UIView, "hidden"), (is UIView, "isHidden"): return { ($0 as! UIView).isHidden }
        default: return nil
        }
    }
}
