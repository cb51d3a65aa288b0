import Foundation

#if !canImport(Darwin)
/// The function a data provider calls when it no longer needs the bytes it was given, as Core
/// Graphics' `CGDataProviderReleaseDataCallback`.
public typealias CGDataProviderReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

/// The bytes of an image, as Core Graphics' `CGDataProvider`: from data, a file or a buffer.
/// Immutable; it holds a copy of the bytes.
public final class CGDataProvider: @unchecked Sendable {
    package let bytes: Data

    package init(bytes: Data) {
        self.bytes = bytes
    }

    /// A provider of `data`'s bytes, as Core Graphics' `init?(data:)`.
    public convenience init?(data: CFData) {
        self.init(bytes: data as Data)
    }

    /// A provider of the bytes of the file at `url`, as Core Graphics' `init?(url:)`; nil when
    /// it cannot be read.
    public convenience init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url as URL) else { return nil }
        self.init(bytes: data)
    }

    /// A provider of the bytes of the file at the path `filename`, as `init?(filename:)`.
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)) as CFURL)
    }

    /// A provider of `size` bytes at `data`, as Core Graphics' `init?(dataInfo:data:size:releaseData:)`:
    /// the bytes are copied, and `releaseData` is called at once, as the provider no longer needs them.
    public convenience init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                             releaseData: CGDataProviderReleaseDataCallback) {
        guard size >= 0 else { return nil }
        self.init(bytes: Data(bytes: data, count: size))
        releaseData(info, data, size)
    }

    /// A copy of the provider's bytes, as Core Graphics' `data`.
    public var data: CFData? { bytes as CFData }
}
#endif
