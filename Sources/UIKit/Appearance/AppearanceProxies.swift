import Foundation

/// The appearance proxies an app made (`UIAppearance`) and how what was set on them reaches
/// objects entering a window: the proxies that apply to an object — its class or a superclass,
/// its containers around it, its traits — from the least specific (superclasses first, then
/// fewer containers, then no traits) to the most, each giving the properties set on it (those
/// that differ from a fresh object's) that the object did not set itself.
@preconcurrency @MainActor
final class AppearanceProxies {
    static let shared = AppearanceProxies()

    /// The coder that makes proxies and the fresh objects they are compared with; an object
    /// made with it is one of those.
    final class ProxyCoder: NSCoder {
        override var allowsKeyedCoding: Bool { true }
        override func containsValue(forKey key: String) -> Bool { false }
        override func decodeObject(forKey key: String) -> Any? { nil }
    }

    private struct Entry {
        let proxyClass: AnyClass
        let containers: [AnyClass]
        let traits: UITraitCollection?
        let proxy: AnyObject
        let depth: Int
        let order: Int
    }

    private var entries: [Entry] = []
    /// A fresh object of each class proxied: what "not set" looks like.
    private var fresh: [ObjectIdentifier: AnyObject] = [:]

    /// The proxy of `proxyClass` in `containers` with `traits`, made on first use.
    func proxy<Object: AnyObject>(of proxyClass: Object.Type, containers: [any UIAppearanceContainer.Type],
                                  traits: UITraitCollection?) -> Object {
        let containerClasses = containers.map { $0 as AnyClass }
        if let entry = entries.first(where: { entry in
            entry.proxyClass == proxyClass && entry.containers.map(ObjectIdentifier.init) == containerClasses.map(ObjectIdentifier.init)
                && entry.traits == traits
        }) {
            return entry.proxy as! Object
        }
        let proxy = Self.make(proxyClass)
        if fresh[ObjectIdentifier(proxyClass)] == nil { fresh[ObjectIdentifier(proxyClass)] = Self.make(proxyClass) }
        var depth = 0
        var node: AnyClass? = proxyClass
        while let current = node {
            depth += 1
            node = _getSuperclass(current)
        }
        entries.append(Entry(proxyClass: proxyClass, containers: containerClasses, traits: traits, proxy: proxy, depth: depth,
                             order: entries.count))
        entries.sort { Self.specificity(of: $0) < Self.specificity(of: $1) }
        return proxy
    }

    /// How specific a proxy is: its class's depth, then its containers, then traits, then order.
    private static func specificity(of entry: Entry) -> (Int, Int, Int, Int) {
        (entry.depth, entry.containers.count, entry.traits == nil ? 0 : 1, entry.order)
    }

    /// A proxy (or fresh object) of `objectClass`, made through its `init?(coder:)`.
    private static func make<Object: AnyObject>(_ objectClass: Object.Type) -> Object {
        let coder = ProxyCoder()
        if let viewClass = objectClass as? UIView.Type, let made = viewClass.init(coder: coder) as? Object { return made }
        if let itemClass = objectClass as? UIBarItem.Type, let made = itemClass.init(coder: coder) as? Object { return made }
        fatalError("UIAppearance: \(objectClass) has no appearance proxy (its init(coder:) returned nil)")
    }

    /// Whether the app made any proxy.
    var isEmpty: Bool { entries.isEmpty }

    /// Whether `object` is a proxy or a fresh object to compare with.
    func isProxy(_ object: AnyObject) -> Bool {
        entries.contains { $0.proxy === object } || fresh.values.contains { $0 === object }
    }

    /// Gives `object` what the proxies that apply to it set, inside `ancestors` (the innermost
    /// first) with `traits`. `given` names the properties appearance gave it before (they count
    /// as not set by the object); answers the properties given now.
    func apply(to object: AnyObject, ancestors: [AnyObject], traits: UITraitCollection, given: Set<String>) -> Set<String> {
        guard !entries.isEmpty, !isProxy(object) else { return given }
        let applying = entries.filter { entry in
            Self.isInstance(object, of: entry.proxyClass) && Self.contains(ancestors, entry.containers)
                && (entry.traits.map { traits.containsTraits(in: $0) } ?? true)
        }
        guard !applying.isEmpty else { return given }
        var result = given
        var ownSettings: [String: Bool] = [:]
        for entry in applying {
            guard let freshObject = fresh[ObjectIdentifier(entry.proxyClass)] else { continue }
            for property in AppearanceProperties.all
            where Self.isInstance(object, of: property.owner) && Self.isInstance(entry.proxy, of: property.owner) {
                guard property.isSet(entry.proxy, freshObject) else { continue }
                let setByObject = ownSettings[property.name] ?? (!given.contains(property.name) && property.isSet(object, freshObject))
                ownSettings[property.name] = setByObject
                guard !setByObject else { continue }
                result.insert(property.name)
                // Copied only when it changes something (a bar item's change rebuilds its view).
                if property.isSet(entry.proxy, object) { property.copy(entry.proxy, object) }
            }
        }
        return result
    }

    /// Whether `object` is of `objectClass` or a subclass.
    static func isInstance(_ object: AnyObject, of objectClass: AnyClass) -> Bool {
        var node: AnyClass? = type(of: object)
        while let current = node {
            if current == objectClass { return true }
            node = _getSuperclass(current)
        }
        return false
    }

    /// Whether `containers` (the outermost first) are found around the object, in order.
    private static func contains(_ ancestors: [AnyObject], _ containers: [AnyClass]) -> Bool {
        var wanted = containers.reversed().makeIterator()
        var next = wanted.next()
        for ancestor in ancestors {
            guard let container = next else { return true }
            if isInstance(ancestor, of: container) { next = wanted.next() }
        }
        return next == nil
    }
}
