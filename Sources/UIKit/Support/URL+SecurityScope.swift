import Foundation

/// Security-scoped access, as Foundation declares it on Apple's systems (Linux's has none):
/// there is no sandbox on Linux, so access to a file URL — a document picker's, for one — is
/// always granted, and ending it does nothing.
extension URL {
    /// Whether access to the resource was granted: true for a file URL (no sandbox on Linux).
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }
    /// Ends access granted by `startAccessingSecurityScopedResource()`: nothing to end.
    public func stopAccessingSecurityScopedResource() {}
}
