import Foundation

/// The key of a stepper's divider image: the left half's and the right half's states.
struct StepperDividerKey: Hashable {
    var left: UInt
    var right: UInt
}

/// A stepper's custom images (UIStepper.h): a background, a divider and the + and − images,
/// each per state. The stepper draws them, asking the overridable getters, as soon as any is
/// set; each half is in `.highlighted` while pressed and `.disabled` when it cannot step.
extension UIStepper {
    func setImage(_ image: UIImage?, in table: ReferenceWritableKeyPath<UIStepper, StateValues<UIImage>>, for state: State) {
        self[keyPath: table][state] = image
        setNeedsDisplay()
    }

    func setDividerImageImpl(_ image: UIImage?, left: State, right: State) {
        dividerImages[StepperDividerKey(left: left.rawValue, right: right.rawValue)] = image
        setNeedsDisplay()
    }

    func dividerImageImpl(left: State, right: State) -> UIImage? {
        dividerImages[StepperDividerKey(left: left.rawValue, right: right.rawValue)] ?? dividerImages[StepperDividerKey(left: 0, right: 0)]
    }

    /// The state a half is drawn in.
    func drawingState(of half: Half) -> State {
        if !isEnabled || !canStep(half) { return .disabled }
        return pressedHalf == half ? .highlighted : .normal
    }

    /// Draws the custom images, when any is set: the background for the control's state over
    /// `frame`, the divider in the middle, each half's image centered in it (the + and − glyphs
    /// where a half has none). Returns whether it drew.
    func drawImages(in frame: CGRect) -> Bool {
        guard !backgroundImages.isEmpty || !incrementImages.isEmpty || !decrementImages.isEmpty || !dividerImages.isEmpty
        else { return false }
        let (left, right) = (drawingState(of: .decrement), drawingState(of: .increment))
        if let background = backgroundImage(for: isEnabled ? state : .disabled) { background.draw(in: frame) }
        if let divider = dividerImage(forLeftSegmentState: left, rightSegmentState: right) {
            let size = divider.size
            divider.draw(in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height))
        }
        for (half, image) in [(Half.decrement, decrementImage(for: left)), (.increment, incrementImage(for: right))] {
            let center = CGPoint(x: half == .decrement ? frame.minX + frame.width / 4 : frame.maxX - frame.width / 4, y: frame.midY)
            if let image {
                let size = image.size
                image.draw(in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
            } else {
                drawGlyph(of: half, at: center)
            }
        }
        return true
    }

    /// The − or + glyph the stepper draws by itself.
    func drawGlyph(of half: Half, at center: CGPoint) {
        let arm: CGFloat = 7
        let path = UIBezierPath()
        path.move(to: CGPoint(x: center.x - arm, y: center.y))
        path.addLine(to: CGPoint(x: center.x + arm, y: center.y))
        if half == .increment {
            path.move(to: CGPoint(x: center.x, y: center.y - arm))
            path.addLine(to: CGPoint(x: center.x, y: center.y + arm))
        }
        strokeRound(path, color: canStep(half) ? .label : .tertiaryLabel, width: 1.5)
    }
}
