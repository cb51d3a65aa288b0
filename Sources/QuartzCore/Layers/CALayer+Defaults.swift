import Foundation

extension CALayer {
    /// Core Animation's default value of the property `key` (`defaultValue(forKey:)`): a new
    /// layer's value; nil for keys that are not Core Animation's properties.
    static func coreAnimationDefault(forKey key: String) -> Any? {
        switch key {
        case "opacity", "speed": Float(1)
        case "contentsScale", "rasterizationScale": CGFloat(1)
        case "anchorPoint": CGPoint(x: 0.5, y: 0.5)
        case "position": CGPoint.zero
        case "bounds", "frame": CGRect.zero
        case "contentsRect", "contentsCenter": CGRect(x: 0, y: 0, width: 1, height: 1)
        case "transform", "sublayerTransform": CATransform3DIdentity
        case "zPosition", "anchorPointZ", "cornerRadius", "borderWidth": CGFloat(0)
        case "shadowOpacity": Float(0)
        case "beginTime", "timeOffset": CFTimeInterval(0)
        case "shadowOffset": CGSize(width: 0, height: -3)
        case "shadowRadius": CGFloat(3)
        case "hidden", "masksToBounds", "opaque", "needsDisplayOnBoundsChange", "drawsAsynchronously",
             "shouldRasterize", "geometryFlipped": false
        case "doubleSided", "allowsGroupOpacity": true
        default: nil
        }
    }
}
