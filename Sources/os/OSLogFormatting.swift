/// How an interpolated integer is written, as Apple's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = decimal(explicitPositiveSign: false)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }
    public static let hex = hex(explicitPositiveSign: false)
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }
    public static let octal = octal(explicitPositiveSign: false)
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : "0o") + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written, as Apple's `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    let specifier: String
    let precision: Int?
    let explicitPositiveSign: Bool

    public static let fixed = fixed(explicitPositiveSign: false)
    public static func fixed(explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    public static let exponential = exponential(explicitPositiveSign: false)
    public static func exponential(explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: "e", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    public static let hybrid = hybrid(explicitPositiveSign: false)
    public static func hybrid(explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: "g", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    func format(_ value: Double) -> String {
        let sign = explicitPositiveSign ? "+" : ""
        let format = "%" + sign + (precision.map { ".\($0)" } ?? "") + specifier
        return String(format: format, value)
    }
}

/// How an interpolated Boolean is written, as Apple's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
    /// `true` / `false`.
    case truth
    /// `YES` / `NO`.
    case answer
}

/// How an interpolated value is padded, as Apple's `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), leftAligned: false) }
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), leftAligned: true) }

    func pad(_ text: String) -> String {
        guard text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return leftAligned ? text + padding : padding + text
    }
}
