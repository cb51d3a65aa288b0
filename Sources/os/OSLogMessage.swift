import Foundation

/// A log message written with string interpolation, as Apple's `OSLogMessage`: each
/// interpolated value may name its privacy, alignment and format
/// (`"\(user, privacy: .private) took \(seconds, format: .fixed(precision: 2))s"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as it is written.
    public let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// The interpolations of a log message, as Apple's `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    private mutating func append(_ value: String, align: OSLogStringAlignment, privacy: OSLogPrivacy) {
        text += align.pad(privacy.shown(value))
    }

    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(argumentString(), align: align, privacy: privacy)
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                       align: OSLogStringAlignment = .none,
                                                                       privacy: OSLogPrivacy = .auto) {
        append(value().description, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure @escaping () -> T,
                                                             format: OSLogIntegerFormatting = .decimal,
                                                             align: OSLogStringAlignment = .none,
                                                             privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(number()), align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(Double(number())), align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(format.format(Double(number())), align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        append(format == .truth ? String(value) : (value ? "YES" : "NO"), align: .none, privacy: privacy)
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(String(describing: value()), align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        append(argumentObject().description, align: .none, privacy: privacy)
    }
}
