import Foundation

extension UIImage {
    /// An animated image showing `images` in turn, one pass taking `duration` seconds, as
    /// UIKit's `animatedImage(with:duration:)`: its size, scale and pixels are the first
    /// frame's (drawing it outside an image view draws that frame); an image view showing it
    /// animates it, repeating forever. Nil for no images.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return first.copy {
            $0.frames = images
            $0.duration = max(0, duration)
        }
    }

    /// The animated image of the files `name0`, `name1`, … (from `name1` when there is no
    /// `name0`; up to `name1024`, ending at the first missing one), found as `init(named:)`
    /// finds each, as UIKit's `animatedImageNamed(_:duration:)`. Nil when there is none.
    @preconcurrency @MainActor
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: frames(named: name), duration: duration)
    }

    /// The animated image of `animatedImageNamed(_:duration:)`, each frame resizable with
    /// `capInsets` and a tiled middle, as UIKit's `animatedResizableImageNamed(_:capInsets:duration:)`.
    @preconcurrency @MainActor
    public static func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// The animated image of `animatedImageNamed(_:duration:)`, each frame resizable with
    /// `capInsets` and `resizingMode`, as UIKit's `animatedResizableImageNamed(_:capInsets:resizingMode:duration:)`.
    @preconcurrency @MainActor
    public static func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
                                                   duration: TimeInterval) -> UIImage? {
        animatedImageNamed(name, duration: duration)?.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
    }

    /// The frames of an animated image, as UIKit's `images`; nil for other images.
    public var images: [UIImage]? { attributes.frames }

    /// The time one pass through an animated image's frames takes, as UIKit's `duration`; 0
    /// for other images.
    public var duration: TimeInterval { attributes.duration }

    /// The frames `name0`, `name1`, … found by `init(named:)`.
    @MainActor
    private static func frames(named name: String) -> [UIImage] {
        var frames: [UIImage] = []
        var index = UIImage(named: "\(name)0") == nil ? 1 : 0
        while index <= 1024, let frame = UIImage(named: "\(name)\(index)") {
            frames.append(frame)
            index += 1
        }
        return frames
    }

    /// The frame an animated image shows `elapsed` seconds after it started: frame ⌊elapsed ×
    /// count / duration⌋, wrapping; the image itself when it is not animated.
    @_spi(Rendering) public func frame(at elapsed: TimeInterval) -> UIImage {
        guard let frames = attributes.frames, !frames.isEmpty else { return self }
        return frames[AnimationFrames.index(at: elapsed, count: frames.count, duration: duration)]
    }
}

/// Which frame of an animation shows at a time.
enum AnimationFrames {
    /// The index of the frame shown `elapsed` seconds into an animation of `count` frames, one
    /// pass taking `duration` seconds (each frame `duration / count`), repeating.
    static func index(at elapsed: TimeInterval, count: Int, duration: TimeInterval) -> Int {
        guard count > 1, duration > 0, elapsed > 0, elapsed.isFinite else { return 0 }
        let position = Int((elapsed / duration * Double(count) + 1e-9).rounded(.down))
        return position % count
    }
}
