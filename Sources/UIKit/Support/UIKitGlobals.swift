// What `import UIKit` brings besides the framework's types: Foundation, Core Graphics, Core
// Animation and Uniform Type Identifiers (as the iOS SDK's UIKit re-exports them: its headers
// import `UTType` for document pickers and item providers), the literal types and UIKit's
// global constants and functions. Foundation's networking (`URLSession`, `URLRequest`) and XML
// parsing (`XMLParser`) are modules of their own on Linux; iOS's Foundation has them, so they
// come with UIKit too.
@_exported import CoreGraphics
@_exported import FoundationNetworking
@_exported import FoundationXML
@_exported import QuartzCore
@_exported import UniformTypeIdentifiers

/// The type `#colorLiteral(red:green:blue:alpha:)` makes, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
/// The type `#imageLiteral(resourceName:)` makes, as UIKit declares it.
public typealias _ImageLiteralType = UIImage

/// UIKit's global name of the section header kind.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
/// UIKit's global name of the section footer kind.
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter

/// The context `draw(_:)` draws into, as UIKit's function of the same name.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { Graphics.currentContext }

/// The traits a trait collection's mutations closure changes, as UIKit's `UIMutableTraits`.
public typealias UIMutableTraits = UITraitOverrides
