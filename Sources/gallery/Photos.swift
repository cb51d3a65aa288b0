import Foundation
import Rendering
import UIKit

/// The album's 20 photos, painted by the gallery itself: a landscape per photo (sky, sun,
/// hills), each in its own colors, registered as `UIImage(named: "1")` … `"20"`.
@MainActor
enum Photos {
    static let count = 20
    /// What each photo shows, by number − 1: the search screen filters on these.
    static let titles = ["Aurora", "Bay", "Canyon", "Dune", "Estuary", "Fjord", "Glacier", "Harbor", "Island", "Jungle",
                         "Knoll", "Lagoon", "Mesa", "Meadow", "Oasis", "Prairie", "Quarry", "Reef", "Savanna", "Tundra"]
    static let size = CGSize(width: 100, height: 100)

    static func registerAll(scale: CGFloat) {
        for index in 0..<count {
            UIImage.register(paint(index, scale: scale), named: "\(index + 1)")
        }
    }

    static func paint(_ index: Int, scale: CGFloat) -> UIImage {
        let hue = CGFloat(index) / CGFloat(count)
        let w = size.width, h = size.height
        return Rendering.makeImage(size: size, scale: scale) { g in
            let skyTop = UIColor(hue: hue, saturation: 0.55, brightness: 0.95, alpha: 1)
            let skyBottom = UIColor(hue: hue + 0.08, saturation: 0.25, brightness: 1, alpha: 1)
            g.fillLinearGradient(CGRect(origin: .zero, size: size), from: .zero, start: skyTop, to: CGPoint(x: 0, y: h), end: skyBottom)
            let sunX = w * (0.2 + 0.6 * CGFloat((index * 7) % 10) / 10)
            g.fillEllipse(in: CGRect(x: sunX - 11, y: h * 0.18, width: 22, height: 22),
                          color: UIColor(hue: 0.12, saturation: 0.8, brightness: 1, alpha: 1))
            for layer in 0..<2 {
                let base = h * (layer == 0 ? 0.62 : 0.75)
                let amplitude = h * (layer == 0 ? 0.1 : 0.07)
                let phase = CGFloat(index) * 0.9 + CGFloat(layer) * 2.1
                var points = [CGPoint(x: 0, y: h)]
                for step in 0...20 {
                    let x = w * CGFloat(step) / 20
                    points.append(CGPoint(x: x, y: base - amplitude * sin(phase + x / w * 2 * .pi * (1.2 + CGFloat(layer)))))
                }
                points.append(CGPoint(x: w, y: h))
                g.fillPolygon(points, color: UIColor(hue: hue + 0.3 + CGFloat(layer) * 0.05, saturation: 0.5,
                                                     brightness: layer == 0 ? 0.6 : 0.42, alpha: 1))
            }
            g.draw("\(index + 1)", in: CGRect(x: 14, y: h - 36, width: 40, height: 22), font: .boldSystemFont(ofSize: 16),
                   color: .white, alignment: .left)
        }
    }
}
