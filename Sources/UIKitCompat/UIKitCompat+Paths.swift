// UIKit's names for the project's path types. CoreGraphics' and Core Animation's path and
// transform types (`CGPath`, `CGMutablePath`, `CATransform3D`, ...) already carry their Apple names.
import OpenCollectionView

public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
