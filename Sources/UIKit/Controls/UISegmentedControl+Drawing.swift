import Foundation

extension UISegmentedControl {
    /// Draws the track, the selected platter, the dividers and each segment's title or image.
    func drawSegments() {
        let context = Graphics.currentContext
        context?.saveGState()
        if !isEnabled { context?.setAlpha(0.5) }
        let frames = segmentFrames()
        let selected = isMomentary ? UISegmentedControl.noSegment : selectedSegmentIndex
        let ordered = frames.indices.sorted { frames[$0].minX < frames[$1].minX }
        if appearance.hasDefaultBackgrounds {
            drawImageAppearance(frames: frames, ordered: ordered)
            context?.restoreGState()
            return
        }
        let track = UIBezierPath(roundedRect: bounds, cornerRadius: UISegmentedControl.cornerRadius)
        displayedColor(ControlColors.segmentedBackground).setFill()
        track.fill()
        if let pressed = pressedSegment, pressed != selected, frames.indices.contains(pressed), segments[pressed].isEnabled {
            let inset = frames[pressed].insetBy(dx: UISegmentedControl.platterInset, dy: UISegmentedControl.platterInset)
            displayedColor(ControlColors.pressed).setFill()
            UIBezierPath(roundedRect: inset, cornerRadius: UISegmentedControl.cornerRadius - UISegmentedControl.platterInset).fill()
        }
        if frames.indices.contains(selected) {
            let platter = frames[selected].insetBy(dx: UISegmentedControl.platterInset, dy: UISegmentedControl.platterInset)
            let radius = UISegmentedControl.cornerRadius - UISegmentedControl.platterInset
            for step in 0..<3 {
                let spread = CGFloat(step) * 0.5
                UIColor(white: 0, alpha: 0.035).setFill()
                UIBezierPath(roundedRect: platter.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: 1.5), cornerRadius: radius + spread).fill()
            }
            displayedColor(selectedSegmentTintColor ?? ControlColors.selectedSegment).setFill()
            UIBezierPath(roundedRect: platter, cornerRadius: radius).fill()
        }
        // Dividers between neighbours that are neither selected nor pressed.
        for (left, right) in zip(ordered, ordered.dropFirst()) where left != selected && right != selected {
            let x = frames[right].minX
            if let image = dividerImage(forLeftSegmentState: drawingState(ofSegment: left), rightSegmentState: drawingState(ofSegment: right),
                                        barMetrics: .default) {
                drawDivider(image, at: x)
                continue
            }
            let divider = UIBezierPath()
            divider.move(to: CGPoint(x: x, y: bounds.midY - 8))
            divider.addLine(to: CGPoint(x: x, y: bounds.midY + 8))
            displayedColor(ControlColors.divider).setStroke()
            divider.lineWidth = 1
            divider.stroke()
        }
        for (index, frame) in frames.enumerated() {
            drawContent(of: index, in: frame, kind: segmentKind(at: index, orderedIndices: ordered))
        }
        context?.restoreGState()
    }

    /// With background images set (`setBackgroundImage(_:for:barMetrics:)`), each segment draws
    /// the image for its state, the divider images go between them, then the content.
    private func drawImageAppearance(frames: [CGRect], ordered: [Int]) {
        for (index, frame) in frames.enumerated() {
            backgroundImage(for: drawingState(ofSegment: index), barMetrics: .default)?.draw(in: frame)
        }
        for (left, right) in zip(ordered, ordered.dropFirst()) {
            if let image = dividerImage(forLeftSegmentState: drawingState(ofSegment: left), rightSegmentState: drawingState(ofSegment: right),
                                        barMetrics: .default) {
                drawDivider(image, at: frames[right].minX)
            }
        }
        for (index, frame) in frames.enumerated() {
            drawContent(of: index, in: frame, kind: segmentKind(at: index, orderedIndices: ordered))
        }
    }

    private func drawDivider(_ image: UIImage, at x: CGFloat) {
        let size = image.size
        image.draw(in: CGRect(x: x - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
    }

    private func drawContent(of index: Int, in frame: CGRect, kind: Segment) {
        let segment = segments[index]
        let style = titleStyle(for: drawingState(ofSegment: index))
        let adjustment = contentAdjustment(for: kind)
        let center = CGPoint(x: frame.midX + segment.contentOffset.width + adjustment.horizontal,
                             y: frame.midY + segment.contentOffset.height + adjustment.vertical)
        if let image = segment.image {
            let size = image.size
            let rect = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            let shown = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(displayedColor(style.color))
            shown.draw(in: rect)
        } else if let title = segment.title, !title.isEmpty {
            let available = max(0, frame.width - 2 * 4)
            let measured = UILabel.textMeasurer.size(of: title, font: style.font, width: nil, numberOfLines: 1)
            let height = measured.height.rounded(.up)
            let rect = CGRect(x: center.x - available / 2, y: center.y - height / 2, width: available, height: height)
            Graphics.currentContext?.draw(title, in: rect, font: style.font, color: displayedColor(style.color), alignment: .center)
        }
    }
}
