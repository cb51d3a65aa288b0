import Foundation

/// Colors and shapes the controls share, as iOS 17 draws them (light and dark).
enum ControlColors {
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    /// The track of a switch that is off.
    static let switchOffTrack = UIColor(light: rgb(233, 233, 235), dark: rgb(57, 57, 61))
    /// The background of a segmented control and a stepper.
    static let segmentedBackground = UIColor(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    /// The selected segment's platter.
    static let selectedSegment = UIColor(light: rgb(255, 255, 255), dark: rgb(99, 99, 102))
    /// The dividers of a segmented control and a stepper.
    static let divider = UIColor(light: rgb(60, 60, 67, 0.16), dark: rgb(235, 235, 245, 0.16))
    /// The part of a slider's track after the thumb.
    static let sliderMaximumTrack = UIColor(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    /// A pressed part of a stepper or segmented control.
    static let pressed = UIColor(light: rgb(118, 118, 128, 0.2), dark: rgb(118, 118, 128, 0.36))
}

extension UIView {
    /// Fills a circle with a soft drop shadow under it, as iOS draws the knobs of switches and
    /// sliders: a few widening rings of faint black, then the knob and its hairline edge.
    func drawKnob(in rect: CGRect, color: UIColor) {
        for step in 0..<4 {
            let spread = CGFloat(step) * 0.75
            let ring = rect.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: 2.5)
            UIColor(white: 0, alpha: 0.045).setFill()
            UIBezierPath(ovalIn: ring).fill()
        }
        UIColor(white: 0, alpha: 0.06).setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: -0.5, dy: -0.5)).fill()
        displayedColor(color).setFill()
        UIBezierPath(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2).fill()
    }

    /// Strokes `path` with round caps in `color` (resolved for the view).
    func strokeRound(_ path: UIBezierPath, color: UIColor, width: CGFloat) {
        displayedColor(color).setStroke()
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }
}
