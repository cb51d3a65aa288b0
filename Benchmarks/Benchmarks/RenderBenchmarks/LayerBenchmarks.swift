import Benchmark
import BenchmarkSupport
import Foundation
import Rendering
import UIKit

/// What the layer features cost the renderer: 48 cards of 200×120 points (a gradient layer, a
/// rounded border, a badge subview) in a 1920×1080 frame, moved by a point each frame so that
/// nothing can be skipped; drawn plain (the baseline), with alpha shadows, with shadow paths,
/// and turned in perspective.
@MainActor
final class LayerRig {
    enum Feature: String, CaseIterable {
        case plain, shadow, shadowPath = "shadow path", perspective
    }

    static let size = CGSize(width: 1920, height: 1080)
    let root = UIView(frame: CGRect(origin: .zero, size: LayerRig.size))
    let renderer = ViewRenderer()
    let target = RenderTarget(size: LayerRig.size, scale: 1)
    private var step: CGFloat = 0

    init(_ feature: Feature) {
        Rendering.install()
        root.backgroundColor = UIColor(white: 0.9, alpha: 1)
        for index in 0..<48 {
            let card = UIView(frame: CGRect(x: 30 + CGFloat(index % 8) * 235, y: 30 + CGFloat(index / 8) * 170, width: 200, height: 120))
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 1
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            gradient.colors = [UIColor(hue: CGFloat(index) / 48, saturation: 0.6, brightness: 0.9, alpha: 1).cgColor, UIColor.white.cgColor]
            card.layer.insertSublayer(gradient, at: 0)
            let badge = UIView(frame: CGRect(x: 160, y: 10, width: 30, height: 30))
            badge.backgroundColor = .red
            badge.layer.cornerRadius = 15
            card.addSubview(badge)
            switch feature {
            case .plain:
                break
            case .shadow, .shadowPath:
                card.layer.shadowOpacity = 0.3
                card.layer.shadowRadius = 8
                card.layer.shadowOffset = CGSize(width: 0, height: 4)
                if feature == .shadowPath { card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath }
            case .perspective:
                var turn = CATransform3DIdentity
                turn.m34 = -1 / 600
                card.layer.transform = CATransform3DRotate(turn, CGFloat(index % 8 - 4) * .pi / 16, 0, 1, 0)
            }
            root.addSubview(card)
        }
        for _ in 0..<10 { frame() }
    }

    /// Moves every card by a point and draws.
    func frame() {
        step = step == 0 ? 1 : 0
        for card in root.subviews { card.center.x += step == 0 ? -1 : 1 }
        renderer.render(root, into: target, background: .white)
    }
}

nonisolated(unsafe) var layerRigs: [LayerRig.Feature: LayerRig] = [:]

/// The layer benchmarks, registered by the render target's `benchmarks`.
func layerBenchmarks(_ configuration: Benchmark.Configuration) {
    for feature in LayerRig.Feature.allCases {
        Benchmark("layers: 48 cards, \(feature.rawValue), 1920×1080", configuration: configuration) { benchmark in
            onMain {
                if layerRigs[feature] == nil { layerRigs[feature] = LayerRig(feature) }
                benchmark.startMeasurement()
                layerRigs[feature]!.frame()
                benchmark.stopMeasurement()
            }
        }
    }
}
