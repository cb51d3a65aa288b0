// `import QuartzCore` as iOS code writes it: Core Animation's names for the project's layer
// types, and CoreGraphics' types, as the iOS SDK's QuartzCore brings them.
@_exported import CoreGraphics
import OpenCollectionView

/// Core Animation's layer: the project's `Layer`, which backs every view.
public typealias CALayer = Layer
public typealias CALayerDelegate = LayerDelegate
