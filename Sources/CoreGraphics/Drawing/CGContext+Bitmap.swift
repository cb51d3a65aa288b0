import Foundation

#if !canImport(Darwin)
/// A bitmap context's memory and layout, as `CGContext(data:width:height:…)` was given them.
package struct CGBitmapDescription {
    /// The caller's memory, or nil for the context to allocate its own.
    package var data: UnsafeMutableRawPointer?
    package var width: Int
    package var height: Int
    package var bitsPerComponent: Int
    package var bitsPerPixel: Int
    package var bytesPerRow: Int
    package var space: CGColorSpace
    package var bitmapInfo: CGBitmapInfo
}

/// Bitmap contexts, as Core Graphics' `CGBitmapContextCreate`: drawing into memory of a
/// layout, with Core Graphics' bottom-left origin, read back with `makeImage()` or from the
/// memory itself (kept up to date after every drawing operation). The layouts: 8-bit RGB
/// with premultiplied alpha or a skipped byte, first or last, in either 32-bit byte order; 8-bit
/// gray without alpha; 8-bit alpha only. Others return nil, as Core Graphics does for the
/// combinations it does not support.
extension CGContext {
    /// Makes the backend of a bitmap context and gives the memory it draws into (the caller's,
    /// or its own); `Rendering.install()` installs Cairo's.
    package static var bitmapBackendMaker: (@MainActor (CGBitmapDescription) -> (CGContextBackend, UnsafeMutableRawPointer)?)?

    /// A bitmap context drawing into `data` (nil: memory of its own) of `width` × `height`
    /// pixels in the layout `bitsPerComponent`, `bytesPerRow` (0: the least), `space` and
    /// `bitmapInfo`; nil for a layout Core Graphics does not draw into.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard let bitsPerPixel = Self.bitsPerPixel(space: space, bitsPerComponent: bitsPerComponent, info: info),
              width > 0, height > 0 else {
            Diagnostics.report("CGBitmapContextCreate: unsupported parameter combination: \(bitsPerComponent) bits/component; \(space.numberOfComponents) components; \(width)x\(height); bitmapInfo 0x\(String(bitmapInfo, radix: 16))")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * bitsPerPixel / 8 : bytesPerRow
        guard rowBytes >= width * bitsPerPixel / 8 else {
            Diagnostics.report("CGBitmapContextCreate: invalid data bytes/row: should be at least \(width * bitsPerPixel / 8) for \(bitsPerComponent) integer bits/component, \(space.numberOfComponents) components, bitmapInfo 0x\(String(bitmapInfo, radix: 16)).")
            return nil
        }
        let description = CGBitmapDescription(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                                              bitsPerPixel: bitsPerPixel, bytesPerRow: rowBytes, space: space, bitmapInfo: info)
        guard let maker = Self.bitmapBackendMaker, let (backend, memory) = maker(description) else {
            Diagnostics.report("CGBitmapContextCreate: no renderer is installed (Rendering.install()); no context was made")
            return nil
        }
        self.init(backend: backend)
        bitmap = description
        bitmap?.data = memory
    }

    /// The bits per pixel of a layout bitmap contexts draw into, nil for the others.
    private static func bitsPerPixel(space: CGColorSpace, bitsPerComponent: Int, info: CGBitmapInfo) -> Int? {
        guard bitsPerComponent == 8, !info.contains(.floatComponents), let alpha = info.alphaInfo,
              let order = info.byteOrder else { return nil }
        switch (space.numberOfComponents, alpha) {
        case (3, .premultipliedLast), (3, .premultipliedFirst), (3, .noneSkipLast), (3, .noneSkipFirst):
            return order == .orderDefault || order == .order32Big || order == .order32Little ? 32 : nil
        case (1, .none), (_, .alphaOnly):
            return order == .orderDefault ? 8 : nil
        default:
            return nil
        }
    }

    /// An image of what the bitmap context shows now; nil for other contexts.
    public func makeImage() -> CGImage? {
        guard bitmap != nil else { return nil }
        return backend.makeImage()
    }

    /// The bitmap's memory (nil for other contexts).
    public var data: UnsafeMutableRawPointer? { bitmap.flatMap { $0.data } }
    /// The bitmap's width in pixels (0 for other contexts).
    public var width: Int { bitmap?.width ?? 0 }
    /// The bitmap's height in pixels (0 for other contexts).
    public var height: Int { bitmap?.height ?? 0 }
    public var bitsPerComponent: Int { bitmap?.bitsPerComponent ?? 0 }
    public var bitsPerPixel: Int { bitmap?.bitsPerPixel ?? 0 }
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    /// The bitmap's color space (nil for other contexts).
    public var colorSpace: CGColorSpace? { bitmap?.space }
    public var bitmapInfo: CGBitmapInfo { bitmap?.bitmapInfo ?? [] }
    public var alphaInfo: CGImageAlphaInfo { bitmap?.bitmapInfo.alphaInfo ?? .none }
}
#endif
