import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Activity indicators (medium, large, a white one on gray, a colored one) and progress bars
/// (default and bar styles, custom tints) as UIKit draws them.
@Suite(.serialized) @MainActor struct IndicatorPictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    @Test func indicatorsAndProgressBars() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        root.backgroundColor = .systemBackground
        root.traitOverrides.userInterfaceStyle = .light
        let backdrop = UIView(frame: CGRect(x: 120, y: 8, width: 112, height: 48))
        backdrop.backgroundColor = .systemGray
        root.addSubview(backdrop)
        let indicators: [(UIActivityIndicatorView.Style, CGPoint, UIColor?)] = [
            (.medium, CGPoint(x: 24, y: 32), nil), (.large, CGPoint(x: 72, y: 32), nil),
            (.whiteLarge, CGPoint(x: 150, y: 32), nil), (.medium, CGPoint(x: 205, y: 32), .systemOrange),
        ]
        for (style, center, color) in indicators {
            let indicator = UIActivityIndicatorView(style: style)
            if let color { indicator.color = color }
            indicator.center = center
            indicator.startAnimating()
            root.addSubview(indicator)
        }
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 16, y: 72, width: 208, height: 4)
        progress.progress = 0.6
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 16, y: 90, width: 208, height: 2.5)
        bar.progress = 0.3
        let tinted = UIProgressView(frame: CGRect(x: 16, y: 104, width: 208, height: 4))
        tinted.progressTintColor = .systemGreen
        tinted.trackTintColor = .systemGreen.withAlphaComponent(0.2)
        tinted.progress = 0.85
        [progress, bar, tinted].forEach(root.addSubview)
        root.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "indicators-and-progress")
    }
}
