import Foundation

#if !canImport(Darwin)
extension CGPath {
    /// The path `fraction` of the way from this one to `other`, point by point, as Core
    /// Animation animates a shape layer's `path`; nil when the two do not have the same
    /// elements in the same order (Core Animation then does not interpolate either).
    package func interpolated(to other: CGPath, fraction f: Double) -> CGPath? {
        let from = storage.elements, to = other.storage.elements
        guard from.count == to.count else { return nil }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * CGFloat(f), y: a.y + (b.y - a.y) * CGFloat(f))
        }
        var result = PathStorage()
        for (a, b) in zip(from, to) {
            switch (a, b) {
            case (.move(let p), .move(let q)): result.append(.move(to: mix(p, q)))
            case (.line(let p), .line(let q)): result.append(.line(to: mix(p, q)))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)): result.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                result.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.closeSubpath, .closeSubpath): result.append(.closeSubpath)
            default: return nil
            }
        }
        return CGPath(storage: result)
    }
}
#endif
