import Foundation

/// Core Animation's key-value coding, which Linux's `NSObject` lacks: a layer's animatable
/// properties and their fields by key path ("opacity", "position.x", "bounds.size",
/// "transform.rotation.z", "transform.scale", "strokeEnd", "fontSize"…), a few others by key
/// ("hidden", "masksToBounds", "name"), and any other key as extra storage, as Core Animation
/// keeps values for keys it does not know.
extension CALayer {
    /// The value of `key`: a property's (numbers as `NSNumber`), a value stored under it, else
    /// the key's default (`defaultValue(forKey:)`).
    public func value(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    /// The value at `keyPath`: a property or a field of one, as `value(forKey:)` reads keys.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let path = LayerKeyPath(keyPath), let whole = path.property.value(of: self) {
            return path.value(in: whole)?.boxed
        }
        switch keyPath {
        case "hidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "name": return name
        default: return keyedValues[keyPath] ?? Self.defaultValue(forKey: keyPath)
        }
    }

    /// Sets `key`: a property (from a value its animations accept: an `NSNumber` or Swift
    /// number, an `NSValue` or a geometry value, a `CGColor`, a `CGPath`…), else stores the
    /// value under it (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    /// Sets the property or field at `keyPath` ("transform.rotation.z", "position.y"…), as
    /// `setValue(_:forKey:)` sets keys; a value of another kind leaves the property as it is.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let path = LayerKeyPath(keyPath), let whole = path.property.value(of: self) {
            guard let part = LayerValue(value) ?? nilColor(value, for: path) else { return }
            path.property.set(path.replacing(in: whole, with: part), on: self)
            return
        }
        switch (keyPath, value) {
        case ("hidden", let hidden as Bool): isHidden = hidden
        case ("hidden", let hidden as NSNumber): isHidden = hidden.boolValue
        case ("masksToBounds", let masks as Bool): masksToBounds = masks
        case ("masksToBounds", let masks as NSNumber): masksToBounds = masks.boolValue
        case ("name", let name as String?): self.name = name
        default: keyedValues[keyPath] = value
        }
    }

    /// A nil color for a color property (clearing it), which `LayerValue` does not read.
    private func nilColor(_ value: Any?, for path: LayerKeyPath) -> LayerValue? {
        guard value == nil, case .color = path.property.value(of: self) else { return nil }
        return .color(nil)
    }
}
