import Foundation

/// An animatable property of a layer, as Core Animation names it in key paths ("opacity",
/// "position", "bounds", "transform", "strokeEnd", "locations"…): how to read it and write it.
enum LayerProperty: String, CaseIterable {
    case opacity, position, bounds, anchorPoint, transform, sublayerTransform, zPosition
    case backgroundColor, cornerRadius, borderWidth, borderColor, contentsRect, contentsCenter
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    // CAShapeLayer
    case path, fillColor, strokeColor, strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase
    // CAGradientLayer
    case colors, locations, startPoint, endPoint
    // CATextLayer
    case fontSize, foregroundColor
    // CAReplicatorLayer
    case instanceTransform, instanceColor

    /// The property's value on `layer`; nil when the layer does not have it (a shape
    /// property on a plain layer).
    @MainActor
    func value(of layer: CALayer) -> LayerValue? {
        switch self {
        case .opacity: return .number(Double(layer.opacity))
        case .position: return .point(layer.position)
        case .bounds: return .rect(layer.bounds)
        case .anchorPoint: return .point(layer.anchorPoint)
        case .transform: return .transform(layer.transform)
        case .sublayerTransform: return .transform(layer.sublayerTransform)
        case .zPosition: return .number(Double(layer.zPosition))
        case .backgroundColor: return .color(layer.backgroundColor)
        case .cornerRadius: return .number(Double(layer.cornerRadius))
        case .contentsRect: return .rect(layer.contentsRect)
        case .contentsCenter: return .rect(layer.contentsCenter)
        case .borderWidth: return .number(Double(layer.borderWidth))
        case .borderColor: return .color(layer.borderColor)
        case .shadowColor: return .color(layer.shadowColor)
        case .shadowOpacity: return .number(Double(layer.shadowOpacity))
        case .shadowOffset: return .size(layer.shadowOffset)
        case .shadowRadius: return .number(Double(layer.shadowRadius))
        case .shadowPath: return .path(layer.shadowPath)
        case .path: return (layer as? CAShapeLayer).map { .path($0.path) }
        case .fillColor: return (layer as? CAShapeLayer).map { .color($0.fillColor) }
        case .strokeColor: return (layer as? CAShapeLayer).map { .color($0.strokeColor) }
        case .strokeStart: return (layer as? CAShapeLayer).map { .number(Double($0.strokeStart)) }
        case .strokeEnd: return (layer as? CAShapeLayer).map { .number(Double($0.strokeEnd)) }
        case .lineWidth: return (layer as? CAShapeLayer).map { .number(Double($0.lineWidth)) }
        case .miterLimit: return (layer as? CAShapeLayer).map { .number(Double($0.miterLimit)) }
        case .lineDashPhase: return (layer as? CAShapeLayer).map { .number(Double($0.lineDashPhase)) }
        case .colors: return (layer as? CAGradientLayer).map { .colors(($0.colors ?? []).compactMap { $0 as? CGColor }) }
        case .locations:
            guard let gradient = layer as? CAGradientLayer else { return nil }
            return .numbers((gradient.locations ?? []).map(\.doubleValue))
        case .startPoint: return (layer as? CAGradientLayer).map { .point($0.startPoint) }
        case .endPoint: return (layer as? CAGradientLayer).map { .point($0.endPoint) }
        case .fontSize: return (layer as? CATextLayer).map { .number(Double($0.fontSize)) }
        case .foregroundColor: return (layer as? CATextLayer).map { .color($0.foregroundColor) }
        case .instanceTransform: return (layer as? CAReplicatorLayer).map { .transform($0.instanceTransform) }
        case .instanceColor: return (layer as? CAReplicatorLayer).map { .color($0.instanceColor) }
        }
    }

    /// Writes `value` to the property of `layer`; a value of another kind is ignored.
    @MainActor
    func set(_ value: LayerValue, on layer: CALayer) {
        let shape = layer as? CAShapeLayer, gradient = layer as? CAGradientLayer, text = layer as? CATextLayer
        switch (self, value) {
        case (.opacity, .number(let v)): layer.opacity = Float(v)
        case (.position, .point(let p)): layer.position = p
        case (.bounds, .rect(let r)): layer.bounds = r
        case (.anchorPoint, .point(let p)): layer.anchorPoint = p
        case (.transform, .transform(let t)): layer.transform = t
        case (.sublayerTransform, .transform(let t)): layer.sublayerTransform = t
        case (.zPosition, .number(let v)): layer.zPosition = CGFloat(v)
        case (.backgroundColor, .color(let c)): layer.backgroundColor = c
        case (.cornerRadius, .number(let v)): layer.cornerRadius = CGFloat(v)
        case (.contentsRect, .rect(let r)): layer.contentsRect = r
        case (.contentsCenter, .rect(let r)): layer.contentsCenter = r
        case (.borderWidth, .number(let v)): layer.borderWidth = CGFloat(v)
        case (.borderColor, .color(let c)): layer.borderColor = c
        case (.shadowColor, .color(let c)): layer.shadowColor = c
        case (.shadowOpacity, .number(let v)): layer.shadowOpacity = Float(v)
        case (.shadowOffset, .size(let s)): layer.shadowOffset = s
        case (.shadowRadius, .number(let v)): layer.shadowRadius = CGFloat(v)
        case (.shadowPath, .path(let p)): layer.shadowPath = p
        case (.path, .path(let p)): shape?.path = p
        case (.fillColor, .color(let c)): shape?.fillColor = c
        case (.strokeColor, .color(let c)): shape?.strokeColor = c
        case (.strokeStart, .number(let v)): shape?.strokeStart = CGFloat(v)
        case (.strokeEnd, .number(let v)): shape?.strokeEnd = CGFloat(v)
        case (.lineWidth, .number(let v)): shape?.lineWidth = CGFloat(v)
        case (.miterLimit, .number(let v)): shape?.miterLimit = CGFloat(v)
        case (.lineDashPhase, .number(let v)): shape?.lineDashPhase = CGFloat(v)
        case (.colors, .colors(let c)): gradient?.colors = c
        case (.locations, .numbers(let v)): gradient?.locations = v.map { NSNumber(value: $0) }
        case (.startPoint, .point(let p)): gradient?.startPoint = p
        case (.endPoint, .point(let p)): gradient?.endPoint = p
        case (.fontSize, .number(let v)): text?.fontSize = CGFloat(v)
        case (.foregroundColor, .color(let c)): text?.foregroundColor = c
        case (.instanceTransform, .transform(let t)): (layer as? CAReplicatorLayer)?.instanceTransform = t
        case (.instanceColor, .color(let c)): (layer as? CAReplicatorLayer)?.instanceColor = c
        default: break
        }
    }
}

/// A key path of an animation or of `value(forKeyPath:)`: a property and, for structures, a
/// field of it ("position.x", "bounds.size.width", "transform.rotation.z", "transform.scale").
struct LayerKeyPath: Hashable {
    let property: LayerProperty
    let field: Field?

    /// A field of a structured property, as Core Animation's key paths name them.
    enum Field: Hashable {
        case x, y, width, height, origin, size, originX, originY, sizeWidth, sizeHeight
        case scale, scaleX, scaleY, scaleZ, rotationX, rotationY, rotationZ, translation, translationX, translationY, translationZ
    }

    init(property: LayerProperty, field: Field? = nil) {
        self.property = property
        self.field = field
    }

    /// Parses a key path; nil when Core Animation has no such animatable path. "hidden"-style
    /// Boolean and non-animatable properties are not key paths here.
    init?(_ string: String) {
        let parts = string.split(separator: ".", maxSplits: 1).map(String.init)
        guard let property = LayerProperty(rawValue: parts[0]) else { return nil }
        self.property = property
        guard parts.count == 2 else { field = nil; return }
        let fields: [String: Field]
        switch property {
        case .position, .anchorPoint, .startPoint, .endPoint: fields = ["x": .x, "y": .y]
        case .shadowOffset: fields = ["width": .width, "height": .height]
        case .bounds, .contentsRect, .contentsCenter:
            fields = ["origin": .origin, "size": .size, "origin.x": .originX, "origin.y": .originY,
                      "size.width": .sizeWidth, "size.height": .sizeHeight]
        case .transform, .sublayerTransform, .instanceTransform:
            fields = ["scale": .scale, "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ,
                      "rotation": .rotationZ, "rotation.x": .rotationX, "rotation.y": .rotationY, "rotation.z": .rotationZ,
                      "translation": .translation, "translation.x": .translationX, "translation.y": .translationY,
                      "translation.z": .translationZ]
        default: fields = [:]
        }
        guard let field = fields[parts[1]] else { return nil }
        self.field = field
    }

    /// The key path's value within the property's value.
    func value(in whole: LayerValue) -> LayerValue? {
        guard let field else { return whole }
        switch whole {
        case .point(let p):
            return .number(Double(field == .x ? p.x : p.y))
        case .size(let s):
            return .number(Double(field == .width ? s.width : s.height))
        case .rect(let r):
            switch field {
            case .origin: return .point(r.origin)
            case .size: return .size(r.size)
            case .originX: return .number(Double(r.origin.x))
            case .originY: return .number(Double(r.origin.y))
            case .sizeWidth: return .number(Double(r.width))
            default: return .number(Double(r.height))
            }
        case .transform(let t):
            return TransformParts(t).value(of: field)
        default:
            return nil
        }
    }

    /// The property's value with the key path's field replaced by `part`.
    func replacing(in whole: LayerValue, with part: LayerValue) -> LayerValue {
        guard let field else { return part }
        let number = part.number.map { CGFloat($0) }
        switch whole {
        case .point(var p):
            guard let number else { return whole }
            if field == .x { p.x = number } else { p.y = number }
            return .point(p)
        case .size(var s):
            guard let number else { return whole }
            if field == .width { s.width = number } else { s.height = number }
            return .size(s)
        case .rect(var r):
            switch (field, part) {
            case (.origin, .point(let p)): r.origin = p
            case (.size, .size(let s)): r.size = s
            case (.originX, .number): r.origin.x = number!
            case (.originY, .number): r.origin.y = number!
            case (.sizeWidth, .number): r.size.width = number!
            case (.sizeHeight, .number): r.size.height = number!
            default: break
            }
            return .rect(r)
        case .transform(let t):
            var parts = TransformParts(t)
            parts.set(field, to: part)
            return .transform(parts.transform)
        default:
            return whole
        }
    }
}

/// A transform as Core Animation's transform key paths see it: scale, rotation about each
/// axis and translation, composed as scale, then rotation about x, y and z, then translation;
/// the perspective column is kept as it is. A transform made of these decomposes exactly; one
/// with shear reads its nearest such parts.
struct TransformParts {
    var scale: (x: Double, y: Double, z: Double)
    var rotation: (x: Double, y: Double, z: Double)
    var translation: (x: Double, y: Double, z: Double)
    private let perspective: (CGFloat, CGFloat, CGFloat, CGFloat)

    init(_ t: CATransform3D) {
        let r1 = [t.m11, t.m12, t.m13].map(Double.init), r2 = [t.m21, t.m22, t.m23].map(Double.init)
        let r3 = [t.m31, t.m32, t.m33].map(Double.init)
        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        let (sx, sy, sz) = (length(r1), length(r2), length(r3))
        scale = (sx, sy, sz)
        // R = Rx·Ry·Rz (row vectors): its first row is (cy·cz, cy·sz, −sy), its last column
        // (−sy, sx·cy, cx·cy).
        let n1 = sx == 0 ? r1 : r1.map { $0 / sx }
        let n2 = sy == 0 ? r2 : r2.map { $0 / sy }
        let n3 = sz == 0 ? r3 : r3.map { $0 / sz }
        let y = asin(max(-1, min(1, -n1[2])))
        rotation = (atan2(n2[2], n3[2]), y, atan2(n1[1], n1[0]))
        translation = (Double(t.m41), Double(t.m42), Double(t.m43))
        perspective = (t.m14, t.m24, t.m34, t.m44)
    }

    func value(of field: LayerKeyPath.Field) -> LayerValue? {
        switch field {
        case .scale: return .number((scale.x + scale.y + scale.z) / 3)
        case .scaleX: return .number(scale.x)
        case .scaleY: return .number(scale.y)
        case .scaleZ: return .number(scale.z)
        case .rotationX: return .number(rotation.x)
        case .rotationY: return .number(rotation.y)
        case .rotationZ: return .number(rotation.z)
        case .translation: return .size(CGSize(width: translation.x, height: translation.y))
        case .translationX: return .number(translation.x)
        case .translationY: return .number(translation.y)
        case .translationZ: return .number(translation.z)
        default: return nil
        }
    }

    mutating func set(_ field: LayerKeyPath.Field, to value: LayerValue) {
        if field == .translation, case .size(let s) = value {
            translation.x = Double(s.width)
            translation.y = Double(s.height)
            return
        }
        guard let v = value.number else { return }
        switch field {
        case .scale: scale = (v, v, v)
        case .scaleX: scale.x = v
        case .scaleY: scale.y = v
        case .scaleZ: scale.z = v
        case .rotationX: rotation.x = v
        case .rotationY: rotation.y = v
        case .rotationZ: rotation.z = v
        case .translationX: translation.x = v
        case .translationY: translation.y = v
        case .translationZ: translation.z = v
        default: break
        }
    }

    var transform: CATransform3D {
        var t = CATransform3DMakeScale(CGFloat(scale.x), CGFloat(scale.y), CGFloat(scale.z))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(rotation.x), 1, 0, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(rotation.y), 0, 1, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(rotation.z), 0, 0, 1))
        t.m41 = CGFloat(translation.x)
        t.m42 = CGFloat(translation.y)
        t.m43 = CGFloat(translation.z)
        (t.m14, t.m24, t.m34, t.m44) = perspective
        return t
    }
}
