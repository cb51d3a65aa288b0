import Foundation

extension TimingCurve {
    /// The named curve of one of UIKit's standard curves.
    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }
}
