import Foundation

/// A value of an animatable layer property, in the arithmetic Core Animation interpolates
/// with: numbers, points, sizes, rectangles and colors component by component; transforms
/// through their decomposition when both ends are affine (so a rotation turns, it does not
/// shrink through zero); paths point by point when both have the same elements; lists element
/// by element when they have the same length. What cannot be interpolated switches halfway.
enum LayerValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case numbers([Double])
    case colors([CGColor])

    /// The value an animation's `fromValue`, `toValue`, `byValue` or keyframe holds, read as iOS
    /// code writes it: a number (`NSNumber`, `Double`, `Float`, `CGFloat`, `Int`), a `CGPoint`,
    /// `CGSize`, `CGRect` (bare or in an `NSValue`), a `CATransform3D` or `CGAffineTransform`, a
    /// `CGColor`, a `CGPath`, or an array of numbers or colors; nil for anything else (a `UIColor`
    /// too, as Core Animation does not animate to one).
    init?(_ any: Any?) {
        switch any {
        case nil: return nil
        case let value as Double: self = .number(value)
        case let value as CGFloat: self = .number(Double(value))
        case let value as Float: self = .number(Double(value))
        case let value as Int: self = .number(Double(value))
        case let value as NSNumber: self = .number(value.doubleValue)
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
        case let value as CGColor: self = .color(value)
        case let value as CGPath: self = .path(value)
        case let value as NSValue: self.init(value: value)
        case let values as [Any]:
            if let colors = values as? [CGColor] { self = .colors(colors); return }
            let numbers = values.compactMap { LayerValue($0)?.number }
            guard numbers.count == values.count else { return nil }
            self = .numbers(numbers)
        default: return nil
        }
    }

    private init?(value: NSValue) {
        let type = String(cString: value.objCType)
        if type.hasPrefix("{CGPoint") || type.hasPrefix("{NSPoint") || type.hasPrefix("{_NSPoint") {
            self = .point(value.pointValue)
        } else if type.hasPrefix("{CGSize") || type.hasPrefix("{NSSize") || type.hasPrefix("{_NSSize") {
            self = .size(value.sizeValue)
        } else if type.hasPrefix("{CGRect") || type.hasPrefix("{NSRect") || type.hasPrefix("{_NSRect") {
            self = .rect(value.rectValue)
        } else {
            return nil
        }
    }

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The value as iOS code reads it back from a presentation layer or `value(forKeyPath:)`.
    var boxed: Any? {
        switch self {
        case .number(let value): return NSNumber(value: value)
        case .point(let value): return value
        case .size(let value): return value
        case .rect(let value): return value
        case .transform(let value): return value
        case .color(let value): return value
        case .path(let value): return value
        case .numbers(let values): return values.map { NSNumber(value: $0) }
        case .colors(let values): return values
        }
    }

    // MARK: Arithmetic

    /// The value `fraction` of the way from `self` to `other` (0: self, 1: other; beyond them
    /// it extrapolates, as a spring's overshoot needs).
    func interpolated(to other: LayerValue, fraction f: Double) -> LayerValue {
        switch (self, other) {
        case (.transform(let a), .transform(let b)):
            if CATransform3DIsAffine(a), CATransform3DIsAffine(b) {
                return .transform(CATransform3DMakeAffineTransform(
                    AffineDecomposition(CATransform3DGetAffineTransform(a))
                        .interpolated(to: AffineDecomposition(CATransform3DGetAffineTransform(b)), fraction: f).transform))
            }
            return combined(with: other) { x, y in x + (y - x) * f } ?? (f < 0.5 ? self : other)
        case (.path(let a), .path(let b)):
            guard let a, let b, let path = a.interpolated(to: b, fraction: f) else { return f < 0.5 ? self : other }
            return .path(path)
        default:
            return combined(with: other) { x, y in x + (y - x) * f } ?? (f < 0.5 ? self : other)
        }
    }

    /// The sum, for `byValue`, additive and cumulative animations; nil when the two do not add.
    func adding(_ other: LayerValue) -> LayerValue? {
        if case .transform(let a) = self, case .transform(let b) = other { return .transform(CATransform3DConcat(b, a)) }
        return combined(with: other, +)
    }

    /// The difference `self − other`; nil when the two do not subtract.
    func subtracting(_ other: LayerValue) -> LayerValue? {
        if case .transform(let a) = self, case .transform(let b) = other {
            return .transform(CATransform3DConcat(a, CATransform3DInvert(b)))
        }
        return combined(with: other, -)
    }

    /// The value times a number (for cumulative repeats); transforms are repeated.
    func scaled(by factor: Double) -> LayerValue {
        if case .transform(let t) = self {
            var result = CATransform3DIdentity
            for _ in 0..<max(0, Int(factor)) { result = CATransform3DConcat(result, t) }
            return .transform(result)
        }
        return map { $0 * factor }
    }

    /// The straight-line distance between two values of one kind, component by component (for
    /// paced keyframes); nil when they do not compare.
    func distance(to other: LayerValue) -> Double? {
        guard let a = components, let b = other.components, a.count == b.count, sameKind(as: other) else { return nil }
        return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// `Σ weights[i]·values[i]`, component by component (for cubic keyframes); nil unless all
    /// the values are of one kind other than transforms and paths.
    static func weightedSum(_ values: [LayerValue], _ weights: [Double]) -> LayerValue? {
        guard let first = values.first, values.allSatisfy({ $0.sameKind(as: first) }) else { return nil }
        if case .transform = first { return nil }
        let all = values.compactMap(\.components)
        guard all.count == values.count, let count = all.first?.count, all.allSatisfy({ $0.count == count }) else { return nil }
        var sum = [Double](repeating: 0, count: count)
        for (components, weight) in zip(all, weights) {
            for index in 0..<count { sum[index] += components[index] * weight }
        }
        return first.rebuilt(from: sum)
    }

    /// Applies `operation` to every component of the two values; nil when their kinds or
    /// lengths differ.
    private func combined(with other: LayerValue, _ operation: (Double, Double) -> Double) -> LayerValue? {
        let a = components, b = other.components
        guard let a, let b, a.count == b.count, sameKind(as: other) else { return nil }
        return rebuilt(from: zip(a, b).map { operation($0, $1) })
    }

    private func map(_ transform: (Double) -> Double) -> LayerValue {
        guard let components else { return self }
        return rebuilt(from: components.map(transform)) ?? self
    }

    private func sameKind(as other: LayerValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform),
             (.color, .color), (.numbers, .numbers), (.colors, .colors): return true
        default: return false
        }
    }

    /// The numbers the value is made of (colors as red, green, blue, alpha; a nil color is clear).
    private var components: [Double]? {
        switch self {
        case .number(let value): return [value]
        case .point(let p): return [p.x, p.y].map(Double.init)
        case .size(let s): return [s.width, s.height].map(Double.init)
        case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height].map(Double.init)
        case .transform(let t): return t.elements.map(Double.init)
        case .color(let c): return Self.components(of: c)
        case .numbers(let values): return values
        case .colors(let colors): return colors.flatMap { Self.components(of: $0) }
        case .path: return nil
        }
    }

    /// A color's sRGB components (an absent color is transparent black), as interpolated.
    private static func components(of color: CGColor?) -> [Double] {
        guard let (red, green, blue, alpha) = color?.sRGBComponents else { return [0, 0, 0, 0] }
        return [red, green, blue, alpha].map(Double.init)
    }

    private func rebuilt(from c: [Double]) -> LayerValue? {
        let g = c.map { CGFloat($0) }
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(CGPoint(x: g[0], y: g[1]))
        case .size: return .size(CGSize(width: g[0], height: g[1]))
        case .rect: return .rect(CGRect(x: g[0], y: g[1], width: g[2], height: g[3]))
        case .transform: return .transform(CATransform3D(elements: g))
        case .color: return .color(CGColor(red: g[0], green: g[1], blue: g[2], alpha: g[3]))
        case .numbers: return .numbers(c)
        case .colors:
            return .colors(stride(from: 0, to: g.count, by: 4).map { CGColor(red: g[$0], green: g[$0 + 1], blue: g[$0 + 2], alpha: g[$0 + 3]) })
        case .path: return nil
        }
    }
}

/// An affine transform as translation, rotation, scale and shear, the parts Core Animation
/// interpolates separately.
struct AffineDecomposition {
    var translation: CGPoint
    var rotation: Double
    var scaleX: Double
    var scaleY: Double
    var shear: Double

    init(_ t: CGAffineTransform) {
        translation = CGPoint(x: t.tx, y: t.ty)
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        scaleX = (a * a + b * b).squareRoot()
        rotation = scaleX == 0 ? 0 : atan2(b, a)
        let determinant = a * d - b * c
        scaleY = scaleX == 0 ? (c * c + d * d).squareRoot() : determinant / scaleX
        shear = scaleX == 0 || scaleY == 0 ? 0 : (a * c + b * d) / (scaleX * scaleY)
    }

    func interpolated(to other: AffineDecomposition, fraction f: Double) -> AffineDecomposition {
        var result = self
        var delta = other.rotation - rotation
        // The shorter way round, as Core Animation turns.
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        result.rotation = rotation + delta * f
        result.translation = CGPoint(x: translation.x + (other.translation.x - translation.x) * f,
                                     y: translation.y + (other.translation.y - translation.y) * f)
        result.scaleX = scaleX + (other.scaleX - scaleX) * f
        result.scaleY = scaleY + (other.scaleY - scaleY) * f
        result.shear = shear + (other.shear - shear) * f
        return result
    }

    /// The transform: scale and shear, then rotation, then translation.
    var transform: CGAffineTransform {
        let cosine = cos(rotation), sine = sin(rotation)
        // Rows of [scale·shear] times the rotation: x' = sx·x, y' = sy·(shear·x + y).
        let a = scaleX * cosine, b = scaleX * sine
        let c = shear * scaleY * cosine - scaleY * sine, d = shear * scaleY * sine + scaleY * cosine
        return CGAffineTransform(a: CGFloat(a), b: CGFloat(b), c: CGFloat(c), d: CGFloat(d), tx: translation.x, ty: translation.y)
    }
}

extension CATransform3D {
    /// The sixteen elements, row by row.
    var elements: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A transform from sixteen elements, row by row.
    init(elements e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}
