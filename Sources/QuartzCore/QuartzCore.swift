// `import QuartzCore` as iOS code writes it. Core Animation's types (`CALayer`, `CAAnimation`,
// `CATransaction`, ...) are still in the UIKit module for now, so this re-exports UIKit
// (docs/design-notes.md, "Modules").
@_exported import UIKit
