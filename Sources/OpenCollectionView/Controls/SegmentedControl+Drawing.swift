import Foundation

extension SegmentedControl {
    /// Draws the track, the selected platter, the dividers and each segment's title or image.
    func drawSegments() {
        let context = Graphics.currentContext
        context?.saveGState()
        if !isEnabled { context?.setAlpha(0.5) }
        let track = BezierPath(roundedRect: bounds, cornerRadius: SegmentedControl.cornerRadius)
        displayedColor(ControlColors.segmentedBackground).setFill()
        track.fill()
        let frames = segmentFrames()
        let selected = isMomentary ? SegmentedControl.noSegment : selectedSegmentIndex
        if let pressed = pressedSegment, pressed != selected, frames.indices.contains(pressed), segments[pressed].isEnabled {
            let inset = frames[pressed].insetBy(dx: SegmentedControl.platterInset, dy: SegmentedControl.platterInset)
            displayedColor(ControlColors.pressed).setFill()
            BezierPath(roundedRect: inset, cornerRadius: SegmentedControl.cornerRadius - SegmentedControl.platterInset).fill()
        }
        if frames.indices.contains(selected) {
            let platter = frames[selected].insetBy(dx: SegmentedControl.platterInset, dy: SegmentedControl.platterInset)
            let radius = SegmentedControl.cornerRadius - SegmentedControl.platterInset
            for step in 0..<3 {
                let spread = CGFloat(step) * 0.5
                Color(white: 0, alpha: 0.035).setFill()
                BezierPath(roundedRect: platter.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: 1.5), cornerRadius: radius + spread).fill()
            }
            displayedColor(selectedSegmentTintColor ?? ControlColors.selectedSegment).setFill()
            BezierPath(roundedRect: platter, cornerRadius: radius).fill()
        }
        // Dividers between neighbours that are neither selected nor pressed.
        let ordered = frames.indices.sorted { frames[$0].minX < frames[$1].minX }
        for (left, right) in zip(ordered, ordered.dropFirst()) where left != selected && right != selected {
            let x = frames[right].minX
            let divider = BezierPath()
            divider.move(to: CGPoint(x: x, y: bounds.midY - 8))
            divider.addLine(to: CGPoint(x: x, y: bounds.midY + 8))
            displayedColor(ControlColors.divider).setStroke()
            divider.lineWidth = 1
            divider.stroke()
        }
        for (index, frame) in frames.enumerated() {
            drawContent(of: index, in: frame)
        }
        context?.restoreGState()
    }

    private func drawContent(of index: Int, in frame: CGRect) {
        let segment = segments[index]
        var state: State = []
        if index == selectedSegmentIndex && !isMomentary { state.insert(.selected) }
        if !segment.isEnabled || !isEnabled { state.insert(.disabled) }
        if index == pressedSegment { state.insert(.highlighted) }
        let style = titleStyle(for: state)
        let center = CGPoint(x: frame.midX + segment.contentOffset.width, y: frame.midY + segment.contentOffset.height)
        if let image = segment.image {
            let size = image.size
            let rect = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            let shown = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(displayedColor(style.color))
            shown.draw(in: rect)
        } else if let title = segment.title, !title.isEmpty {
            let available = max(0, frame.width - 2 * 4)
            let measured = Label.textMeasurer.size(of: title, font: style.font, width: nil, numberOfLines: 1)
            let height = measured.height.rounded(.up)
            let rect = CGRect(x: center.x - available / 2, y: center.y - height / 2, width: available, height: height)
            Graphics.currentContext?.draw(title, in: rect, font: style.font, color: displayedColor(style.color), alignment: .center)
        }
    }
}
