import Foundation

/// A layer whose sublayers keep their depth, as Core Animation's `CATransformLayer`: instead of
/// being flattened into the layer's plane, each sublayer is placed through the layer's transform
/// (and `sublayerTransform`) straight into its superlayer's space, so that sublayers turned and
/// moved in z build a solid (a cube's faces) under the superlayer's perspective; they are drawn
/// farthest first. Only the sublayers are drawn: the layer's own background, border, contents,
/// shadow and mask are not, as in Core Animation; its opacity fades each sublayer apart.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {}
