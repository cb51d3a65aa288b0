import Foundation

// Darwin's C macros that iOS code uses without an import; Glibc does not export them to Swift.

/// The largest finite `Float`, as Darwin's `HUGE` (`animation.repeatCount = HUGE` repeats for
/// ever).
public let HUGE: Float = .greatestFiniteMagnitude
/// The largest finite `Float`, as Darwin's `MAXFLOAT`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
/// Positive infinity, as Darwin's `HUGE_VAL`.
public let HUGE_VAL: Double = .infinity
