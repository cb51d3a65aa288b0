import Foundation

#if !canImport(Darwin)
/// Computes a function's outputs from its inputs, as Core Graphics'
/// `CGFunctionEvaluateCallback`. (A Swift function type here: `CGFloat` is a Swift structure on
/// Linux, which `@convention(c)` cannot take; the closures iOS code writes compile unchanged.)
public typealias CGFunctionEvaluateCallback = (UnsafeMutableRawPointer?, UnsafePointer<CGFloat>, UnsafeMutablePointer<CGFloat>) -> Void
/// Releases a function's `info` when the function goes, as `CGFunctionReleaseInfoCallback`.
public typealias CGFunctionReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The functions of a `CGFunction`, as Core Graphics' `CGFunctionCallbacks`.
public struct CGFunctionCallbacks {
    public var version: UInt32
    public var evaluate: CGFunctionEvaluateCallback?
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    public init(version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?) {
        self.version = version
        self.evaluate = evaluate
        self.releaseInfo = releaseInfo
    }
}

/// A function from numbers to numbers that a shading asks for its colors, as Core Graphics'
/// `CGFunction`: inputs clamped to `domain`, outputs to `range` (pairs of bounds).
public final class CGFunction: @unchecked Sendable {
    private let info: UnsafeMutableRawPointer?
    private let domain: [CGFloat]?
    private let rangeDimension: Int
    private let range: [CGFloat]?
    private let callbacks: CGFunctionCallbacks

    /// A function of `domainDimension` inputs and `rangeDimension` outputs, as Core Graphics'
    /// `init?(info:domainDimension:domain:rangeDimension:range:callbacks:)`. Nil without an
    /// evaluating callback.
    public init?(info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?, rangeDimension: Int,
                 range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>) {
        guard callbacks.pointee.evaluate != nil, domainDimension >= 1, rangeDimension >= 1 else { return nil }
        self.info = info
        self.domain = domain.map { pointer in (0..<2 * domainDimension).map { pointer[$0] } }
        self.rangeDimension = rangeDimension
        self.range = range.map { pointer in (0..<2 * rangeDimension).map { pointer[$0] } }
        self.callbacks = callbacks.pointee
    }

    deinit { callbacks.releaseInfo?(info) }

    /// The function's outputs at `input` (its first input; the domain's start when it has one).
    package func evaluate(at input: CGFloat) -> [CGFloat] {
        var value = input
        if let domain { value = min(max(value, domain[0]), domain[1]) }
        var outputs = [CGFloat](repeating: 0, count: rangeDimension)
        let inputs = [value]
        outputs.withUnsafeMutableBufferPointer { out in
            callbacks.evaluate?(info, inputs, out.baseAddress!)
        }
        if let range {
            for index in outputs.indices { outputs[index] = min(max(outputs[index], range[2 * index]), range[2 * index + 1]) }
        }
        return outputs
    }

    /// The first input's domain (0…1 when none was given).
    package var inputDomain: ClosedRange<CGFloat> {
        guard let domain, domain[0] <= domain[1] else { return 0...1 }
        return domain[0]...domain[1]
    }
}

/// A color ramp along an axis or between two circles whose colors a function computes, as
/// Core Graphics' `CGShading`; drawn over the clip by `CGContext.drawShading(_:)`.
public final class CGShading: @unchecked Sendable {
    package let space: CGColorSpace
    package let shape: CGGradientShape
    package let function: CGFunction
    package let extendStart: Bool
    package let extendEnd: Bool

    /// A shading along the line from `start` to `end` (user space), as Core Graphics'
    /// `init?(axialSpace:start:end:function:extendStart:extendEnd:)`: `function` maps its
    /// domain along the line to the space's components (and alpha, when it gives one more).
    public init?(axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction,
                 extendStart: Bool, extendEnd: Bool) {
        guard space.numberOfComponents > 0, start.isFinitePoint, end.isFinitePoint else { return nil }
        self.space = space
        shape = .linear(start: start, end: end)
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// A shading between the start circle and the end circle (user space), as Core Graphics'
    /// `init?(radialSpace:start:startRadius:end:endRadius:function:extendStart:extendEnd:)`.
    public init?(radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat,
                 function: CGFunction, extendStart: Bool, extendEnd: Bool) {
        guard space.numberOfComponents > 0, start.isFinitePoint, end.isFinitePoint,
              startRadius.isFinite, endRadius.isFinite else { return nil }
        self.space = space
        shape = .radial(startCenter: start, startRadius: startRadius, endCenter: end, endRadius: endRadius)
        self.function = function
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// The colors along the shading, sampled once as a gradient of 256 stops (Cairo and the
    /// gradients interpolate linearly between them): a shading drawn every frame asks its
    /// function once.
    package private(set) lazy var gradient: CGGradient? = sampledGradient(count: 256)

    private func sampledGradient(count: Int) -> CGGradient? {
        let domain = function.inputDomain, width = space.numberOfComponents
        var components: [CGFloat] = []
        for index in 0..<count {
            let t = domain.lowerBound + (domain.upperBound - domain.lowerBound) * CGFloat(index) / CGFloat(count - 1)
            let outputs = function.evaluate(at: t)
            for component in 0..<width { components.append(component < outputs.count ? outputs[component] : 0) }
            components.append(outputs.count > width ? outputs[width] : 1)
        }
        return CGGradient(colorSpace: space, colorComponents: components, locations: nil, count: count)
    }
}
#endif
