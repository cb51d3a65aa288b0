// `import CoreGraphics` as iOS code writes it. Linux's Foundation has `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect` and their basic members; the rest of CoreGraphics that the project has
// (`CGAffineTransform`, `CGColor`, ...) lives in OpenCollectionView, which this re-exports.
@_exported import Foundation
@_exported import OpenCollectionView
