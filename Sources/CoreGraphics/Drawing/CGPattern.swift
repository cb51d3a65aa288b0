import Foundation

#if !canImport(Darwin)
/// Draws one cell of a pattern, as Core Graphics' `CGPatternDrawPatternCallback`: `info` is the
/// pattern's, the context is the cell's, in pattern space. (A Swift function type here — Core
/// Graphics' is `@convention(c)`, which cannot take a Swift class on Linux; the closures iOS code
/// writes for it compile unchanged.)
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
/// Releases a pattern's `info` when the pattern goes, as Core Graphics'
/// `CGPatternReleaseInfoCallback`.
public typealias CGPatternReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The functions of a pattern, as Core Graphics' `CGPatternCallbacks`.
public struct CGPatternCallbacks {
    public var version: UInt32
    public var drawPattern: CGPatternDrawPatternCallback?
    public var releaseInfo: CGPatternReleaseInfoCallback?

    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// How cells are placed on the device's pixels, as Core Graphics' `CGPatternTiling`. This
/// renderer always keeps the spacing exact (cells are drawn once at the device's resolution and
/// repeated with subpixel placement), which each of the three allows.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion = 0
    case constantSpacingMinimalDistortion = 1
    case constantSpacing = 2
}

/// A repeated drawing that fills and strokes paint with, as Core Graphics' `CGPattern`: a cell
/// drawn by a callback in pattern space, `bounds` of it kept, repeated every `xStep` and `yStep`
/// and mapped by `matrix` to the context's base space (its space before any transformation —
/// a view's points, so a pattern does not turn or scale with the CTM, as in Core Graphics).
/// A colored pattern paints its own colors; an uncolored one is a stencil painted in the color
/// given with it (`setFillPattern(_:colorComponents:)`).
public final class CGPattern: @unchecked Sendable {
    package let info: UnsafeMutableRawPointer?
    package let bounds: CGRect
    package let matrix: CGAffineTransform
    package let xStep: CGFloat
    package let yStep: CGFloat
    package let tiling: CGPatternTiling
    package let isColored: Bool
    package let drawPattern: CGPatternDrawPatternCallback?
    private let releaseInfo: CGPatternReleaseInfoCallback?

    /// A pattern whose cell `callbacks.drawPattern` draws, as Core Graphics'
    /// `init?(info:bounds:matrix:xStep:yStep:tiling:isColored:callbacks:)`. Nil for a non-finite
    /// geometry.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        guard bounds.isFiniteRect, xStep.isFinite, yStep.isFinite,
              [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else { return nil }
        self.info = info
        self.bounds = bounds.standardized
        self.matrix = matrix
        // A step of 0 is the bounds' size, as in Core Graphics.
        self.xStep = xStep == 0 ? bounds.width : abs(xStep)
        self.yStep = yStep == 0 ? bounds.height : abs(yStep)
        self.tiling = tiling
        self.isColored = isColored
        drawPattern = callbacks.pointee.drawPattern
        releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit { releaseInfo?(info) }
}
#endif
