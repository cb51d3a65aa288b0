// `import QuartzCore` as iOS code writes it: Core Animation — layers, animations, transactions,
// 3D transforms — over Core Graphics, which it re-exports (docs/design-notes.md, "Modules").
@_exported import CoreGraphics
