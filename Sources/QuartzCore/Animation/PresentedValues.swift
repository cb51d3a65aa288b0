import Foundation

/// The values a layer presents while animations run: its model values (or, for a view's
/// layer, the view's own animated values) with each animation applied in the order they
/// were added, each one seeing what the ones before it made.
@MainActor
struct PresentedValues {
    let layer: CALayer
    private(set) var changed: [LayerProperty: LayerValue] = [:]

    init(layer: CALayer, base: [LayerProperty: LayerValue] = [:]) {
        self.layer = layer
        changed = base
    }

    /// The value of `property` so far: what an animation applied, else the base value.
    func value(of property: LayerProperty) -> LayerValue? {
        changed[property] ?? property.value(of: layer)
    }

    /// The value of `keyPath` so far.
    func value(of keyPath: LayerKeyPath) -> LayerValue? {
        value(of: keyPath.property).flatMap { keyPath.value(in: $0) }
    }

    /// Sets the value of `keyPath` (a field of a property replaces only that field).
    mutating func set(_ value: LayerValue, for keyPath: LayerKeyPath) {
        guard let whole = self.value(of: keyPath.property) else { return }
        changed[keyPath.property] = keyPath.replacing(in: whole, with: value)
    }
}
