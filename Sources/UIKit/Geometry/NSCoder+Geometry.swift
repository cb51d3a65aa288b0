import Foundation

/// UIKit's string forms of geometry (`NSStringFromCGRect` and friends, named
/// `NSCoder.string(for:)` in Swift): numbers with up to 17 significant digits, without a
/// trailing `.0`, in braces (`{{0, 0}, {100, 50.5}}`).
extension NSCoder {
    public static func string(for point: CGPoint) -> String { "{\(text(point.x)), \(text(point.y))}" }
    public static func string(for size: CGSize) -> String { "{\(text(size.width)), \(text(size.height))}" }
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\(text(insets.top)), \(text(insets.left)), \(text(insets.bottom)), \(text(insets.right))}"
    }
    public static func string(for insets: NSDirectionalEdgeInsets) -> String {
        "{\(text(insets.top)), \(text(insets.leading)), \(text(insets.bottom)), \(text(insets.trailing))}"
    }
    public static func string(for transform: CGAffineTransform) -> String {
        "[\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(text).joined(separator: ", "))]"
    }

    /// The point a string of `string(for:)` names; zero for a string it cannot read, as UIKit.
    public static func cgPoint(for string: String) -> CGPoint {
        let numbers = numbers(in: string, count: 2)
        return CGPoint(x: numbers[0], y: numbers[1])
    }
    public static func cgSize(for string: String) -> CGSize {
        let numbers = numbers(in: string, count: 2)
        return CGSize(width: numbers[0], height: numbers[1])
    }
    public static func cgRect(for string: String) -> CGRect {
        let numbers = numbers(in: string, count: 4)
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let numbers = numbers(in: string, count: 4)
        return UIEdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    private static func text(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// The first `count` numbers of `string`, or zeros when it has fewer.
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        let found = string.split { !"0123456789.-+eE".contains($0) }.compactMap { Double($0) }.map { CGFloat($0) }
        return found.count >= count ? Array(found.prefix(count)) : Array(repeating: 0, count: count)
    }
}
