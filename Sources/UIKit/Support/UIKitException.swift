import Foundation

/// Foundation's exception names that UIKit raises, which Foundation on Linux declares without.
extension NSExceptionName {
    /// The name of an exception that occurs when an internal assertion fails and implies an
    /// unexpected condition within the called code.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// The name of an exception that occurs when you pass an invalid argument to a method.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// The name of an exception that occurs when attempting to access outside the bounds of
    /// some data.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// A generic name for an exception.
    public static let genericException = NSExceptionName("NSGenericException")
}

/// Raises a UIKit exception: what UIKit does when code misuses it.
///
/// There are no Objective-C exceptions to catch on Linux, and an uncaught one ends an iOS app,
/// so this ends the process as iOS does, after printing the text iOS prints:
/// `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`. The text is written
/// in every build configuration (a `precondition`'s message is dropped in release builds).
package func raiseException(_ name: NSExceptionName, _ reason: String) -> Never {
    let text = "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'\n"
        + "terminating due to uncaught exception of type NSException\n"
    FileHandle.standardError.write(Data(text.utf8))
    fatalError("uncaught exception '\(name.rawValue)'")
}
