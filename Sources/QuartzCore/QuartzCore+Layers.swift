// Core Animation's names for the project's layer classes and their value types.
import OpenCollectionView

/// Core Animation's shape layer: the project's `ShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's gradient layer: the project's `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// The corners a layer's corner radius rounds.
public typealias CACornerMask = Layer.CornerMask
/// The curve of a layer's rounded corners.
public typealias CALayerCornerCurve = Layer.CornerCurve
/// How a layer's contents image is placed in its bounds.
public typealias CALayerContentsGravity = Layer.ContentsGravity
/// The fill rules of a shape layer.
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
/// The line caps of a shape layer.
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
/// The line joins of a shape layer.
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
/// The kinds of gradient layer.
public typealias CAGradientLayerType = GradientLayer.GradientType
