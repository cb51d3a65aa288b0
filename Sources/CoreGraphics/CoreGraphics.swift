// `import CoreGraphics` as iOS code writes it. Linux's Foundation has `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect` and their basic members; this module re-exports it and adds the rest of
// Core Graphics the project has: transforms, paths, colors and color spaces, bitmaps, and the
// drawing protocol `CGContext` names (docs/design-notes.md, "Modules and folders").
@_exported import Foundation
