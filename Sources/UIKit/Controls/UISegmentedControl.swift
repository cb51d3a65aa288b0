import Foundation

/// A horizontal control of segments, each a button, as UIKit's `UISegmentedControl`: iOS 13's
/// look — a gray rounded track, the selected segment on a white (dark: gray) platter, hairline
/// dividers between unselected segments, 13-point titles. 32 points tall.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1
    /// The control's height on iOS 13 and later.
    public static let controlHeight: CGFloat = 32
    /// The space on each side of a segment's title or image.
    static let segmentPadding: CGFloat = 10
    static let cornerRadius: CGFloat = 9
    static let platterInset: CGFloat = 2

    /// One segment's content.
    struct SegmentItem {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    var segments: [SegmentItem] = []
    /// The images and adjustments set for bar metrics (`UISegmentedControl+Appearance.swift`).
    var appearance = SegmentedControlAppearance()
    private var selectedIndex = UISegmentedControl.noSegment
    private(set) var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment a touch is pressing, while tracking.
    var pressedSegment: Int? { didSet { if pressedSegment != oldValue { setNeedsDisplay() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a segmented control with a segment per item: a `String` title or an `UIImage`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(SegmentItem(image: image))
            } else {
                segments.append(SegmentItem(title: item as? String ?? String(describing: item)))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a segmented control with a segment per action, showing its title and image; choosing
    /// a segment performs its action (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { SegmentItem(title: $0.title.isEmpty ? nil : $0.title, image: $0.image, action: $0) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or `noSegment` (-1). Setting it sends no event, as in
    /// UIKit; an index out of range selects no segment.
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            let index = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
            guard index != selectedIndex else { return }
            selectedIndex = index
            setNeedsDisplay()
        }
    }

    /// Whether the selection lasts only while a segment is pressed (false by default).
    open var isMomentary = false
    /// Whether segments are as wide as their content (true) or share the width equally (false,
    /// the default).
    open var apportionsSegmentWidthsByContent = false { didSet { contentDidChange() } }
    /// The color of the selected segment's platter (iOS 13); nil: white (dark: gray).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private func insert(_ segment: SegmentItem, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selectedIndex >= index { selectedIndex += 1 }
        contentDidChange()
    }

    /// Inserts a segment with `title` at `segment` (clamped to 0...numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: title), at: segment)
    }

    /// Inserts a segment with `image` at `segment` (clamped to 0...numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentItem(image: image), at: segment)
    }

    /// Inserts a segment for `action`, showing its title and image (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment`; the selection moves with the segments after it, and
    /// removing the selected segment selects none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedIndex == segment {
            selectedIndex = UISegmentedControl.noSegment
        } else if selectedIndex > segment {
            selectedIndex -= 1
        }
        contentDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedIndex = UISegmentedControl.noSegment
        contentDidChange()
    }

    /// Sets the title of a segment (replacing its image, as UIKit does).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        contentDidChange()
    }

    /// The title of a segment.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of a segment (replacing its title, as UIKit does).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        contentDidChange()
    }

    /// The image of a segment.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the action of a segment, and its title and image from it (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title.isEmpty ? nil : action.title
        segments[segment].image = action.image
        contentDidChange()
    }

    /// The action of a segment (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment` (iOS 14).
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a segment's width; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        contentDidChange()
    }

    /// A segment's width as set (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves a segment's title or image by `offset` from its center.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
        setNeedsDisplay()
    }

    /// A segment's content offset.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Sets the text attributes (`.font`, `.foregroundColor`) of titles in `state` (`.normal`,
    /// `.selected`, `.disabled`, `.highlighted`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        textAttributes[state.rawValue] = attributes
        contentDidChange()
    }

    /// The text attributes set for `state`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Metrics

    /// The font and color of a title in `state`: the attributes set for it, else the normal
    /// ones, else 13-point text (medium weight when selected) in the label color.
    func titleStyle(for state: State) -> (font: UIFont, color: UIColor) {
        let own = textAttributes[state.rawValue] ?? [:]
        let normal = textAttributes[0] ?? [:]
        let defaultFont = UIFont.systemFont(ofSize: 13, weight: state.contains(.selected) ? .medium : .regular)
        let font = own[.font] as? UIFont ?? normal[.font] as? UIFont ?? defaultFont
        let fallbackColor: UIColor = state.contains(.disabled) ? .tertiaryLabel : .label
        let color = own[.foregroundColor] as? UIColor ?? (state.contains(.disabled) ? nil : normal[.foregroundColor] as? UIColor) ?? fallbackColor
        return (font, color)
    }

    /// The width of a segment's content (its title in the selected style, or its image).
    func contentWidth(of index: Int) -> CGFloat {
        let segment = segments[index]
        if let image = segment.image { return image.size.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        let widest = [State.normal, .selected].map { state -> CGFloat in
            UILabel.textMeasurer.size(of: title, font: titleStyle(for: state).font, width: nil, numberOfLines: 1).width.rounded(.up)
        }.max() ?? 0
        return widest
    }

    /// The natural width of a segment: its set width, else its content and padding.
    func naturalWidth(of index: Int) -> CGFloat {
        segments[index].width > 0 ? segments[index].width : contentWidth(of: index) + 2 * UISegmentedControl.segmentPadding
    }

    /// The control's natural size: every segment as wide as the widest (or each as wide as its
    /// content when `apportionsSegmentWidthsByContent`), 32 points tall.
    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: UISegmentedControl.controlHeight) }
        let widths = segments.indices.map(naturalWidth(of:))
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + segments[$1].width }
        let total = apportionsSegmentWidthsByContent
            ? widths.reduce(0, +)
            : fixed + CGFloat(automatic.count) * (automatic.map { widths[$0] }.max() ?? 0)
        return CGSize(width: total, height: UISegmentedControl.controlHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        let savedColors = (Graphics.fillColor, Graphics.strokeColor)
        defer { (Graphics.fillColor, Graphics.strokeColor) = savedColors }
        drawSegments()
    }

    /// The frames of the segments in the bounds: set widths first, the rest shared equally
    /// (or in proportion to their content when `apportionsSegmentWidthsByContent`).
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(0, bounds.width - fixed)
        var widths = segments.map(\.width)
        if apportionsSegmentWidthsByContent {
            let natural = automatic.map(naturalWidth(of:))
            let sum = natural.reduce(0, +)
            for (offset, index) in automatic.enumerated() {
                widths[index] = sum > 0 ? remaining * natural[offset] / sum : remaining / CGFloat(automatic.count)
            }
        } else {
            for index in automatic { widths[index] = remaining / CGFloat(automatic.count) }
        }
        var x = bounds.minX
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if rightToLeft { x = bounds.maxX }
        return widths.map { width in
            defer { x += rightToLeft ? -width : width }
            return CGRect(x: rightToLeft ? x - width : x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The index of the segment at `point` (the control's coordinates), or nil.
    func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    // MARK: Tracking

    /// The enabled segment under `point`, its x clamped into the bounds.
    private func trackedSegment(at point: CGPoint) -> Int? {
        guard isInTrackingBounds(point) else { return nil }
        let x = min(max(point.x, bounds.minX), bounds.maxX - 0.5)
        guard let index = segmentIndex(at: CGPoint(x: x, y: bounds.midY)), segments[index].isEnabled else { return nil }
        return index
    }

    open override func beginTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        pressedSegment = trackedSegment(at: touch.location(in: self))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        pressedSegment = trackedSegment(at: touch.location(in: self))
        return true
    }

    /// A touch lifted on a segment selects it (a momentary control selects it each time):
    /// the segment's action is performed, then `.valueChanged` and the primary action are sent.
    open override func endTracking(_ touch: UITouch?, with event: UIKit.UIEvent?) {
        let index = touch.flatMap { trackedSegment(at: $0.location(in: self)) }
        pressedSegment = nil
        guard let index, isMomentary || index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        if let action = segments[index].action { sendAction(action) }
        sendValueChanged()
    }

    open override func cancelTracking(with event: UIKit.UIEvent?) {
        pressedSegment = nil
    }

    // MARK: Appearance for bar metrics (UISegmentedControl+Appearance.swift)

    /// Sets the background image of segments in `state` for `barMetrics`: once one is set for
    /// `.default`, each segment draws the image for its state instead of the track and platter.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        setBackgroundImageImpl(backgroundImage, for: state, barMetrics: barMetrics)
    }
    /// The background image for `state` and `barMetrics`: its own, else the normal state's (nil by default).
    open func backgroundImage(for state: State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImageImpl(for: state, barMetrics: barMetrics)
    }
    /// Sets the image drawn between a segment in `leftState` and one in `rightState`.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State,
                              barMetrics: UIBarMetrics) {
        setDividerImageImpl(dividerImage, left: leftState, right: rightState, barMetrics: barMetrics)
    }
    /// The divider image for the two states (else the one for two normal segments; nil by default).
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: UIBarMetrics) -> UIImage? {
        dividerImageImpl(left: leftState, right: rightState, barMetrics: barMetrics)
    }
    /// Sets how far the content of segments of `leftCenterRightOrAlone` is moved.
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment,
                                           barMetrics: UIBarMetrics) {
        setContentPositionAdjustmentImpl(adjustment, for: leftCenterRightOrAlone, barMetrics: barMetrics)
    }
    /// How far the content of segments of that kind is moved (`.zero` by default); asked as each
    /// segment's content is drawn.
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        contentPositionAdjustmentImpl(for: leftCenterRightOrAlone, barMetrics: barMetrics)
    }
}
