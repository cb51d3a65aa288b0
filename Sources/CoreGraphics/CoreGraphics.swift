// `import CoreGraphics` as iOS code writes it. Linux's Foundation has `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect` and their basic members; this module brings them. The rest of Core Graphics
// that the project has (`CGAffineTransform`, `CGPath`, `CGColor`, ...) is still in the UIKit
// module for now (docs/design-notes.md, "Modules").
@_exported import Foundation
