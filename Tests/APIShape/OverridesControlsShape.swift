// Issue 31, "every member iOS code overrides exists": a subclass of each control and bar
// the project provides, overriding EVERY member UIKit's Swift interface marks `open` for that class
// (UIKit's headers, the NSObject categories UIKit adds included), with the signature iOS code
// writes; each calls `super`. Each view subclass also re-overrides the UIView members subclasses of
// it most often override (a member the project overrides as `public override` is sealed for them).
// Skipped members (Objective-C runtime only, or a class the project lacks) are named in comments.
// Nothing here asserts a value: it must COMPILE in Swift 6 and Swift 5 language modes and run
// without trapping.
import UIKit

/// UIControl.h.
@MainActor
final class OverridesControl: UIControl {
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override var isSelected: Bool { get { super.isSelected } set { super.isSelected = newValue } }
    override var isHighlighted: Bool { get { super.isHighlighted } set { super.isHighlighted = newValue } }
    override var contentVerticalAlignment: UIControl.ContentVerticalAlignment { get { super.contentVerticalAlignment } set { super.contentVerticalAlignment = newValue } }
    override var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { get { super.contentHorizontalAlignment } set { super.contentHorizontalAlignment = newValue } }
    override var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment { super.effectiveContentHorizontalAlignment }
    override var state: UIControl.State { super.state }
    override var isTracking: Bool { super.isTracking }
    override var isTouchInside: Bool { super.isTouchInside }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.beginTracking(touch, with: event) }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.continueTracking(touch, with: event) }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
    // Skipped: addTarget(_:action:for:), removeTarget(_:action:for:), actions(forTarget:forControlEvent:) and
    // sendAction(_:to:for:) take a `Selector` (Objective-C runtime; the project's target-action takes closures).
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { super.addAction(action, for: controlEvents) }
    override func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { super.removeAction(action, for: controlEvents) }
    override func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) { super.removeAction(identifiedBy: actionIdentifier, for: controlEvents) }
    override var allTargets: Set<AnyHashable> { super.allTargets }
    override var allControlEvents: UIControl.Event { super.allControlEvents }
    override func sendAction(_ action: UIAction) { super.sendAction(action) }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
    override var contextMenuInteraction: UIContextMenuInteraction? { super.contextMenuInteraction }
    override var isContextMenuInteractionEnabled: Bool { get { super.isContextMenuInteractionEnabled } set { super.isContextMenuInteractionEnabled = newValue } }
    override var showsMenuAsPrimaryAction: Bool { get { super.showsMenuAsPrimaryAction } set { super.showsMenuAsPrimaryAction = newValue } }
    override func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint { super.menuAttachmentPoint(for: configuration) }
    override var toolTip: String? { get { super.toolTip } set { super.toolTip = newValue } }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { super.contextMenuInteraction(interaction, configurationForMenuAtLocation: location) }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { super.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration) }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { super.contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration) }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) { super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator) }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) { super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UIButton.h.
@MainActor
final class OverridesButton: UIButton {
    override var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get { super.adjustsImageSizeForAccessibilityContentSizeCategory } set { super.adjustsImageSizeForAccessibilityContentSizeCategory = newValue } }
    override var configuration: UIButton.Configuration? { get { super.configuration } set { super.configuration = newValue } }
    override func setNeedsUpdateConfiguration() { super.setNeedsUpdateConfiguration() }
    override func updateConfiguration() { super.updateConfiguration() }
    override var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? { get { super.configurationUpdateHandler } set { super.configurationUpdateHandler = newValue } }
    override var automaticallyUpdatesConfiguration: Bool { get { super.automaticallyUpdatesConfiguration } set { super.automaticallyUpdatesConfiguration = newValue } }
    override var changesSelectionAsPrimaryAction: Bool { get { super.changesSelectionAsPrimaryAction } set { super.changesSelectionAsPrimaryAction = newValue } }
    override var buttonType: UIButton.ButtonType { super.buttonType }
    override var role: UIButton.Role { get { super.role } set { super.role = newValue } }
    override var menu: UIMenu? { get { super.menu } set { super.menu = newValue } }
    override var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder { get { super.preferredMenuElementOrder } set { super.preferredMenuElementOrder = newValue } }
    override var isPointerInteractionEnabled: Bool { get { super.isPointerInteractionEnabled } set { super.isPointerInteractionEnabled = newValue } }
    override var contentEdgeInsets: UIEdgeInsets { get { super.contentEdgeInsets } set { super.contentEdgeInsets = newValue } }
    override var titleEdgeInsets: UIEdgeInsets { get { super.titleEdgeInsets } set { super.titleEdgeInsets = newValue } }
    override var imageEdgeInsets: UIEdgeInsets { get { super.imageEdgeInsets } set { super.imageEdgeInsets = newValue } }
    override var reversesTitleShadowWhenHighlighted: Bool { get { super.reversesTitleShadowWhenHighlighted } set { super.reversesTitleShadowWhenHighlighted = newValue } }
    override var adjustsImageWhenHighlighted: Bool { get { super.adjustsImageWhenHighlighted } set { super.adjustsImageWhenHighlighted = newValue } }
    override var adjustsImageWhenDisabled: Bool { get { super.adjustsImageWhenDisabled } set { super.adjustsImageWhenDisabled = newValue } }
    override var showsTouchWhenHighlighted: Bool { get { super.showsTouchWhenHighlighted } set { super.showsTouchWhenHighlighted = newValue } }
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) { super.setTitleColor(color, for: state) }
    override func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { super.setTitleShadowColor(color, for: state) }
    override func setImage(_ image: UIImage?, for state: UIControl.State) { super.setImage(image, for: state) }
    override func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { super.setBackgroundImage(image, for: state) }
    override func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) { super.setPreferredSymbolConfiguration(configuration, forImageIn: state) }
    override func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { super.setAttributedTitle(title, for: state) }
    override func title(for state: UIControl.State) -> String? { super.title(for: state) }
    override func titleColor(for state: UIControl.State) -> UIColor? { super.titleColor(for: state) }
    override func titleShadowColor(for state: UIControl.State) -> UIColor? { super.titleShadowColor(for: state) }
    override func image(for state: UIControl.State) -> UIImage? { super.image(for: state) }
    override func backgroundImage(for state: UIControl.State) -> UIImage? { super.backgroundImage(for: state) }
    override func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? { super.preferredSymbolConfigurationForImage(in: state) }
    override func attributedTitle(for state: UIControl.State) -> NSAttributedString? { super.attributedTitle(for: state) }
    override var currentTitle: String? { super.currentTitle }
    override var currentTitleColor: UIColor { super.currentTitleColor }
    override var currentTitleShadowColor: UIColor? { super.currentTitleShadowColor }
    override var currentImage: UIImage? { super.currentImage }
    override var currentBackgroundImage: UIImage? { super.currentBackgroundImage }
    override var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { super.currentPreferredSymbolConfiguration }
    override var currentAttributedTitle: NSAttributedString? { super.currentAttributedTitle }
    override var titleLabel: UILabel? { super.titleLabel }
    override var imageView: UIImageView? { super.imageView }
    override var subtitleLabel: UILabel? { super.subtitleLabel }
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect { super.backgroundRect(forBounds: bounds) }
    override func contentRect(forBounds bounds: CGRect) -> CGRect { super.contentRect(forBounds: bounds) }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { super.titleRect(forContentRect: contentRect) }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { super.imageRect(forContentRect: contentRect) }
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override var isSelected: Bool { get { super.isSelected } set { super.isSelected = newValue } }
    override var isHighlighted: Bool { get { super.isHighlighted } set { super.isHighlighted = newValue } }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.beginTracking(touch, with: event) }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
    override var showsMenuAsPrimaryAction: Bool { get { super.showsMenuAsPrimaryAction } set { super.showsMenuAsPrimaryAction = newValue } }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UISwitch.h.
@MainActor
final class OverridesSwitch: UISwitch {
    override var onTintColor: UIColor? { get { super.onTintColor } set { super.onTintColor = newValue } }
    override var thumbTintColor: UIColor? { get { super.thumbTintColor } set { super.thumbTintColor = newValue } }
    override var onImage: UIImage? { get { super.onImage } set { super.onImage = newValue } }
    override var offImage: UIImage? { get { super.offImage } set { super.offImage = newValue } }
    override var title: String? { get { super.title } set { super.title = newValue } }
    override var style: UISwitch.Style { super.style }
    override var preferredStyle: UISwitch.Style { get { super.preferredStyle } set { super.preferredStyle = newValue } }
    override var isOn: Bool { get { super.isOn } set { super.isOn = newValue } }
    override func setOn(_ on: Bool, animated: Bool) { super.setOn(on, animated: animated) }
    override var isEnabled: Bool { get { super.isEnabled } set { super.isEnabled = newValue } }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.beginTracking(touch, with: event) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UISlider.h.
@MainActor
final class OverridesSlider: UISlider {
    override var value: Float { get { super.value } set { super.value = newValue } }
    override var minimumValue: Float { get { super.minimumValue } set { super.minimumValue = newValue } }
    override var maximumValue: Float { get { super.maximumValue } set { super.maximumValue = newValue } }
    override var minimumValueImage: UIImage? { get { super.minimumValueImage } set { super.minimumValueImage = newValue } }
    override var maximumValueImage: UIImage? { get { super.maximumValueImage } set { super.maximumValueImage = newValue } }
    override var isContinuous: Bool { get { super.isContinuous } set { super.isContinuous = newValue } }
    override var minimumTrackTintColor: UIColor? { get { super.minimumTrackTintColor } set { super.minimumTrackTintColor = newValue } }
    override var maximumTrackTintColor: UIColor? { get { super.maximumTrackTintColor } set { super.maximumTrackTintColor = newValue } }
    override var thumbTintColor: UIColor? { get { super.thumbTintColor } set { super.thumbTintColor = newValue } }
    override func setValue(_ value: Float, animated: Bool) { super.setValue(value, animated: animated) }
    override func setThumbImage(_ image: UIImage?, for state: UIControl.State) { super.setThumbImage(image, for: state) }
    override func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { super.setMinimumTrackImage(image, for: state) }
    override func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { super.setMaximumTrackImage(image, for: state) }
    override func thumbImage(for state: UIControl.State) -> UIImage? { super.thumbImage(for: state) }
    override func minimumTrackImage(for state: UIControl.State) -> UIImage? { super.minimumTrackImage(for: state) }
    override func maximumTrackImage(for state: UIControl.State) -> UIImage? { super.maximumTrackImage(for: state) }
    override var currentThumbImage: UIImage? { super.currentThumbImage }
    override var currentMinimumTrackImage: UIImage? { super.currentMinimumTrackImage }
    override var currentMaximumTrackImage: UIImage? { super.currentMaximumTrackImage }
    override func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { super.minimumValueImageRect(forBounds: bounds) }
    override func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { super.maximumValueImageRect(forBounds: bounds) }
    override func trackRect(forBounds bounds: CGRect) -> CGRect { super.trackRect(forBounds: bounds) }
    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect { super.thumbRect(forBounds: bounds, trackRect: rect, value: value) }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.beginTracking(touch, with: event) }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { super.continueTracking(touch, with: event) }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UIStepper.h.
@MainActor
final class OverridesStepper: UIStepper {
    override var isContinuous: Bool { get { super.isContinuous } set { super.isContinuous = newValue } }
    override var autorepeat: Bool { get { super.autorepeat } set { super.autorepeat = newValue } }
    override var wraps: Bool { get { super.wraps } set { super.wraps = newValue } }
    override var value: Double { get { super.value } set { super.value = newValue } }
    override var minimumValue: Double { get { super.minimumValue } set { super.minimumValue = newValue } }
    override var maximumValue: Double { get { super.maximumValue } set { super.maximumValue = newValue } }
    override var stepValue: Double { get { super.stepValue } set { super.stepValue = newValue } }
    override func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { super.setBackgroundImage(image, for: state) }
    override func backgroundImage(for state: UIControl.State) -> UIImage? { super.backgroundImage(for: state) }
    override func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) { super.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState) }
    override func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? { super.dividerImage(forLeftSegmentState: state, rightSegmentState: state2) }
    override func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { super.setIncrementImage(image, for: state) }
    override func incrementImage(for state: UIControl.State) -> UIImage? { super.incrementImage(for: state) }
    override func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { super.setDecrementImage(image, for: state) }
    override func decrementImage(for state: UIControl.State) -> UIImage? { super.decrementImage(for: state) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UISegmentedControl.h.
@MainActor
final class OverridesSegmentedControl: UISegmentedControl {
    override func insertSegment(action: UIAction, at segment: Int, animated: Bool) { super.insertSegment(action: action, at: segment, animated: animated) }
    override func setAction(_ action: UIAction, forSegmentAt segment: Int) { super.setAction(action, forSegmentAt: segment) }
    override func actionForSegment(at segment: Int) -> UIAction? { super.actionForSegment(at: segment) }
    override func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int { super.segmentIndex(identifiedBy: actionIdentifier) }
    override var isMomentary: Bool { get { super.isMomentary } set { super.isMomentary = newValue } }
    override var numberOfSegments: Int { super.numberOfSegments }
    override var apportionsSegmentWidthsByContent: Bool { get { super.apportionsSegmentWidthsByContent } set { super.apportionsSegmentWidthsByContent = newValue } }
    override func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { super.insertSegment(withTitle: title, at: segment, animated: animated) }
    override func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) { super.insertSegment(with: image, at: segment, animated: animated) }
    override func removeSegment(at segment: Int, animated: Bool) { super.removeSegment(at: segment, animated: animated) }
    override func removeAllSegments() { super.removeAllSegments() }
    override func setTitle(_ title: String?, forSegmentAt segment: Int) { super.setTitle(title, forSegmentAt: segment) }
    override func titleForSegment(at segment: Int) -> String? { super.titleForSegment(at: segment) }
    override func setImage(_ image: UIImage?, forSegmentAt segment: Int) { super.setImage(image, forSegmentAt: segment) }
    override func imageForSegment(at segment: Int) -> UIImage? { super.imageForSegment(at: segment) }
    override func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { super.setWidth(width, forSegmentAt: segment) }
    override func widthForSegment(at segment: Int) -> CGFloat { super.widthForSegment(at: segment) }
    override func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) { super.setContentOffset(offset, forSegmentAt: segment) }
    override func contentOffsetForSegment(at segment: Int) -> CGSize { super.contentOffsetForSegment(at: segment) }
    override func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { super.setEnabled(enabled, forSegmentAt: segment) }
    override func isEnabledForSegment(at segment: Int) -> Bool { super.isEnabledForSegment(at: segment) }
    override var selectedSegmentIndex: Int { get { super.selectedSegmentIndex } set { super.selectedSegmentIndex = newValue } }
    override var selectedSegmentTintColor: UIColor? { get { super.selectedSegmentTintColor } set { super.selectedSegmentTintColor = newValue } }
    override func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) { super.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics) }
    override func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? { super.backgroundImage(for: state, barMetrics: barMetrics) }
    override func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) { super.setDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: barMetrics) }
    override func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? { super.dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: barMetrics) }
    override func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { super.setTitleTextAttributes(attributes, for: state) }
    override func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { super.titleTextAttributes(for: state) }
    override func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment, barMetrics: UIBarMetrics) { super.setContentPositionAdjustment(adjustment, forSegmentType: leftCenterRightOrAlone, barMetrics: barMetrics) }
    override func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment, barMetrics: UIBarMetrics) -> UIOffset { super.contentPositionAdjustment(forSegmentType: leftCenterRightOrAlone, barMetrics: barMetrics) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UIPageControl.h.
@MainActor
final class OverridesPageControl: UIPageControl {
    override var numberOfPages: Int { get { super.numberOfPages } set { super.numberOfPages = newValue } }
    override var currentPage: Int { get { super.currentPage } set { super.currentPage = newValue } }
    override var hidesForSinglePage: Bool { get { super.hidesForSinglePage } set { super.hidesForSinglePage = newValue } }
    override var pageIndicatorTintColor: UIColor? { get { super.pageIndicatorTintColor } set { super.pageIndicatorTintColor = newValue } }
    override var currentPageIndicatorTintColor: UIColor? { get { super.currentPageIndicatorTintColor } set { super.currentPageIndicatorTintColor = newValue } }
    override var backgroundStyle: UIPageControl.BackgroundStyle { get { super.backgroundStyle } set { super.backgroundStyle = newValue } }
    override var direction: UIPageControl.Direction { get { super.direction } set { super.direction = newValue } }
    override var interactionState: UIPageControl.InteractionState { super.interactionState }
    override var allowsContinuousInteraction: Bool { get { super.allowsContinuousInteraction } set { super.allowsContinuousInteraction = newValue } }
    override var preferredIndicatorImage: UIImage? { get { super.preferredIndicatorImage } set { super.preferredIndicatorImage = newValue } }
    override func indicatorImage(forPage page: Int) -> UIImage? { super.indicatorImage(forPage: page) }
    override func setIndicatorImage(_ image: UIImage?, forPage page: Int) { super.setIndicatorImage(image, forPage: page) }
    override var preferredCurrentPageIndicatorImage: UIImage? { get { super.preferredCurrentPageIndicatorImage } set { super.preferredCurrentPageIndicatorImage = newValue } }
    override func currentPageIndicatorImage(forPage page: Int) -> UIImage? { super.currentPageIndicatorImage(forPage: page) }
    override func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { super.setCurrentPageIndicatorImage(image, forPage: page) }
    override func size(forNumberOfPages pageCount: Int) -> CGSize { super.size(forNumberOfPages: pageCount) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UINavigationBar.h.
@MainActor
final class OverridesNavigationBar: UINavigationBar {
    override var barStyle: UIBarStyle { get { super.barStyle } set { super.barStyle = newValue } }
    override var delegate: UINavigationBarDelegate? { get { super.delegate } set { super.delegate = newValue } }
    override var isTranslucent: Bool { get { super.isTranslucent } set { super.isTranslucent = newValue } }
    override func pushItem(_ item: UINavigationItem, animated: Bool) { super.pushItem(item, animated: animated) }
    override func popItem(animated: Bool) -> UINavigationItem? { super.popItem(animated: animated) }
    override var topItem: UINavigationItem? { super.topItem }
    override var backItem: UINavigationItem? { super.backItem }
    override var items: [UINavigationItem]? { get { super.items } set { super.items = newValue } }
    override func setItems(_ items: [UINavigationItem]?, animated: Bool) { super.setItems(items, animated: animated) }
    override var prefersLargeTitles: Bool { get { super.prefersLargeTitles } set { super.prefersLargeTitles = newValue } }
    override var barTintColor: UIColor? { get { super.barTintColor } set { super.barTintColor = newValue } }
    override func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) { super.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics) }
    override func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? { super.backgroundImage(for: barPosition, barMetrics: barMetrics) }
    override var shadowImage: UIImage? { get { super.shadowImage } set { super.shadowImage = newValue } }
    override var titleTextAttributes: [NSAttributedString.Key: Any]? { get { super.titleTextAttributes } set { super.titleTextAttributes = newValue } }
    override var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { get { super.largeTitleTextAttributes } set { super.largeTitleTextAttributes = newValue } }
    override func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) { super.setTitleVerticalPositionAdjustment(adjustment, for: barMetrics) }
    override func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { super.titleVerticalPositionAdjustment(for: barMetrics) }
    override var backIndicatorImage: UIImage? { get { super.backIndicatorImage } set { super.backIndicatorImage = newValue } }
    override var backIndicatorTransitionMaskImage: UIImage? { get { super.backIndicatorTransitionMaskImage } set { super.backIndicatorTransitionMaskImage = newValue } }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }

}

/// UITabBar.h.
@MainActor
final class OverridesTabBar: UITabBar {
    override var delegate: UITabBarDelegate? { get { super.delegate } set { super.delegate = newValue } }
    override var items: [UITabBarItem]? { get { super.items } set { super.items = newValue } }
    override var selectedItem: UITabBarItem? { get { super.selectedItem } set { super.selectedItem = newValue } }
    override func setItems(_ items: [UITabBarItem]?, animated: Bool) { super.setItems(items, animated: animated) }
    override func beginCustomizingItems(_ items: [UITabBarItem]) { super.beginCustomizingItems(items) }
    override func endCustomizing(animated: Bool) -> Bool { super.endCustomizing(animated: animated) }
    override var isCustomizing: Bool { super.isCustomizing }
    override var barTintColor: UIColor? { get { super.barTintColor } set { super.barTintColor = newValue } }
    override var unselectedItemTintColor: UIColor? { get { super.unselectedItemTintColor } set { super.unselectedItemTintColor = newValue } }
    override var backgroundImage: UIImage? { get { super.backgroundImage } set { super.backgroundImage = newValue } }
    override var selectionIndicatorImage: UIImage? { get { super.selectionIndicatorImage } set { super.selectionIndicatorImage = newValue } }
    override var shadowImage: UIImage? { get { super.shadowImage } set { super.shadowImage = newValue } }
    override var itemPositioning: UITabBar.ItemPositioning { get { super.itemPositioning } set { super.itemPositioning = newValue } }
    override var itemWidth: CGFloat { get { super.itemWidth } set { super.itemWidth = newValue } }
    override var itemSpacing: CGFloat { get { super.itemSpacing } set { super.itemSpacing = newValue } }
    override var barStyle: UIBarStyle { get { super.barStyle } set { super.barStyle = newValue } }
    override var isTranslucent: Bool { get { super.isTranslucent } set { super.isTranslucent = newValue } }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { super.traitCollectionDidChange(previousTraitCollection) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func updateConstraints() { super.updateConstraints() }
    override var backgroundColor: UIColor? { get { super.backgroundColor } set { super.backgroundColor = newValue } }
    override var frame: CGRect { get { super.frame } set { super.frame = newValue } }
    override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }
    override var isHidden: Bool { get { super.isHidden } set { super.isHidden = newValue } }
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var description: String { super.description }
}

@MainActor
func overridesControlsShape() {
    let overridesControl = OverridesControl(frame: .zero)
    let overridesButton = OverridesButton(type: .system)
    let overridesSwitch = OverridesSwitch(frame: .zero)
    let overridesSlider = OverridesSlider(frame: .zero)
    let overridesStepper = OverridesStepper(frame: .zero)
    let overridesSegmentedControl = OverridesSegmentedControl(items: ["A", "B"])
    let overridesPageControl = OverridesPageControl(frame: .zero)
    let overridesNavigationBar = OverridesNavigationBar(frame: .zero)
    let overridesTabBar = OverridesTabBar(frame: .zero)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let views: [UIView] = [overridesControl, overridesButton, overridesSwitch, overridesSlider, overridesStepper,
                           overridesSegmentedControl, overridesPageControl, overridesNavigationBar, overridesTabBar]
    for view in views { root.view.addSubview(view) }
    overridesButton.setTitle("Title", for: .normal)
    window.layoutIfNeeded()
    for view in views { view.removeFromSuperview() }
}
