import Foundation

// Dispatch's time constants, which `import UIKit` brings on iOS (from Darwin's `<sys/time.h>`
// and `<dispatch/time.h>`) and Linux's Dispatch does not export: iOS code writes
// `DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`.

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000

/// Seconds since the reference date (1 January 2001, GMT), as Core Foundation's
/// `CFAbsoluteTime`, which Linux's Foundation does not export.
public typealias CFAbsoluteTime = Double

/// The current time as Core Foundation's `CFAbsoluteTimeGetCurrent()` gives it: seconds since
/// the reference date (`Date.timeIntervalSinceReferenceDate`).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date.timeIntervalSinceReferenceDate
}
