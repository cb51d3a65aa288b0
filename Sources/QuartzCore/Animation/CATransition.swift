import Foundation

/// An animation from how a layer looked to how it looks now, as Core Animation's
/// `CATransition`: added to a layer (`add(_:forKey:)`, usually under `kCATransition`), it
/// keeps a picture of the layer as it is then and, over its duration, fades the layer's new
/// look in over it (`.fade`), pushes the old look out (`.push`), moves the new one in over it
/// (`.moveIn`) or moves the old one away from over it (`.reveal`), from the side `subtype`
/// names.
///
/// iOS takes the old look from the last frame it drew, so the transition may be added before
/// or after the change in the same turn of the run loop; here the picture is taken when the
/// transition is added, so add it before changing the layer (as `label.layer.add(fade,
/// forKey: kCATransition)` then `label.text = …`).
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// How the new look replaces the old. Default `.fade`.
    open var type: CATransitionType = .fade
    /// The side the movement starts from (for push, move in and reveal). Default nil: from
    /// the left.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts and ends, 0…1. Defaults 0 and 1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// A Core Image filter for the transition: not drawn on Linux (the type's effect is).
    open var filter: Any?

    /// The layer's look when the transition was added.
    package var pictureBefore: CGImage?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let transition = other as? CATransition else { return }
        type = transition.type
        subtype = transition.subtype
        startProgress = transition.startProgress
        endProgress = transition.endProgress
        filter = transition.filter
        pictureBefore = transition.pictureBefore
    }

    /// The transition's progress at the layer's `time`, 0…1 between `startProgress` and
    /// `endProgress`; nil when it shows nothing then.
    package func progress(at time: CFTimeInterval) -> Double? {
        guard let (within, _) = iterationTime(at: time) else { return nil }
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return start + (end - start) * easedFraction(within)
    }
}

/// The kinds of transition, as Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new look fades in as the old fades out.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look moves in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look moves away, showing the new under it.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a transition's movement starts from, as Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key transitions are usually added under ("transition").
public let kCATransition = "transition"

extension CALayer {
    /// The transition the layer is showing now, with its progress and the picture it started
    /// from, if any.
    package var shownTransition: (transition: CATransition, progress: Double, before: CGImage)? {
        let time = convertTime(CACurrentMediaTime(), from: nil)
        for running in runningAnimations.reversed() {
            guard let transition = running.animation as? CATransition, let before = transition.pictureBefore,
                  let progress = transition.progress(at: time) else { continue }
            return (transition, progress, before)
        }
        return nil
    }

    /// A picture of the layer as it looks now (its model values), at two pixels a point.
    func pictureForTransition() -> CGImage? {
        let size = bounds.size, scale: CGFloat = 2
        guard size.width > 0, size.height > 0, size.width * size.height < 16_000_000,
              let space = CGColorSpace(name: CGColorSpace.sRGB),
              let context = CGContext(data: nil, width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                                      bitsPerComponent: 8, bytesPerRow: 0, space: space,
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return nil }
        // A bitmap context counts rows bottom up: flipped, so that the picture stands upright.
        context.translateBy(x: 0, y: CGFloat(context.height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        render(in: context)
        return context.makeImage()
    }
}
