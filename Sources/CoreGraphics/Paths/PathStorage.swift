import Foundation

#if !canImport(Darwin)
/// The elements of a path with the point each one ends at, kept as one value so that copying a
/// path is a copy-on-write share.
struct PathStorage: Hashable, Sendable {
    private(set) var elements: [PathElement] = []
    /// Where the next segment starts; nil until the first element (always a move).
    private(set) var currentPoint: CGPoint?
    /// The first point of the current subpath: where closing it leads back to.
    private(set) var subpathStart: CGPoint = .zero

    /// Appends `element`. A segment needs a current point: callers check `currentPoint` first.
    mutating func append(_ element: PathElement) {
        elements.append(element)
        switch element {
        case .move(let end):
            subpathStart = end
            currentPoint = end
        case .line(let end), .quadCurve(let end, _), .curve(let end, _, _):
            currentPoint = end
        case .closeSubpath:
            currentPoint = subpathStart
        }
    }

    /// The storage with every point mapped through `t`.
    func applying(_ t: CGAffineTransform) -> PathStorage {
        var transformed = PathStorage()
        for element in elements { transformed.append(element.applying(t)) }
        return transformed
    }
}
#endif
