// `import QuartzCore` as iOS code writes it: Core Animation's names for the project's layer
// types, and CoreGraphics' types, as the iOS SDK's QuartzCore brings them.
@_exported import CoreGraphics
import OpenCollectionView

