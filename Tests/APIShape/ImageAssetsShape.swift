import UIKit

/// A light and a dark image registered on one asset, shown by an image view that follows the
/// appearance, and colors taken apart and tiled, as apps write them.
@MainActor
func imageAssetsShape() {
    let light = UIImage(size: CGSize(width: 4, height: 4), color: .white)
    let dark = UIImage(size: CGSize(width: 4, height: 4), color: .black)
    light.imageAsset?.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
    let asset = UIImageAsset()
    asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
    asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
    asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .light))
    let view = UIImageView(image: asset.image(with: UITraitCollection.current))
    view.backgroundColor = UIColor(patternImage: light)
    var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
    if UIColor.systemTeal.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha) {
        view.tintColor = UIColor(hue: hue, saturation: saturation * 0.8, brightness: brightness, alpha: alpha)
    }
}
