// `import UIKit` as iOS code writes it: UIKit's names (UIKitCompat), with Foundation,
// CoreGraphics' and QuartzCore's types, as the iOS SDK's UIKit brings them.
@_exported import UIKitCompat
