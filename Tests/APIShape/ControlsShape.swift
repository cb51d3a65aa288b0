// The shape of UIKit's controls as iOS code uses them (issue 14, part 4), through
// `import UIKit`: UIControl's state, events and actions, UIAction and UIMenu, UIButton classic
// and configured, UISegmentedControl, UISwitch, UISlider, UIStepper, UIPageControl. Nothing here
// asserts a value: it must COMPILE in Swift 6 and Swift 5 language modes and run without
// trapping.
import UIKit

@MainActor
final class ControlsShapeTarget {
    var taps = 0
    func tapped(_ sender: UIButton) { taps += 1 }
    func changed(_ sender: UISegmentedControl) { _ = sender.selectedSegmentIndex }
}

@MainActor
func controlsShape() {
    // UIControl: state, events, alignment, actions and target closures.
    let control = UIControl(frame: .zero)
    let state: UIControl.State = control.state
    let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused, .application, .reserved]
    let events: [UIControl.Event] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered, .menuActionTriggered,
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit, .allTouchEvents, .allEditingEvents,
        .applicationReserved, .systemReserved, .allEvents,
    ]
    _ = (state, states, events)
    control.isEnabled = false
    control.isSelected = true
    control.isHighlighted = false
    control.contentHorizontalAlignment = .leading
    control.contentVerticalAlignment = .fill
    let horizontal: UIControl.ContentHorizontalAlignment = control.effectiveContentHorizontalAlignment
    let vertical: UIControl.ContentVerticalAlignment = .center
    _ = (horizontal, vertical, control.isTracking, control.isTouchInside, control.isContextMenuInteractionEnabled)
    let action = UIAction(title: "Refresh", image: UIImage(systemName: "arrow.clockwise"), identifier: UIAction.Identifier("refresh"),
                          discoverabilityTitle: "Refresh the list", attributes: [.destructive], state: .on) { action in
        _ = action.sender
    }
    control.addAction(action, for: .touchUpInside)
    control.addAction(UIAction { _ in }, for: [.valueChanged, .primaryActionTriggered])
    control.removeAction(action, for: .touchUpInside)
    control.removeAction(identifiedBy: UIAction.Identifier("refresh"), for: .allEvents)
    let target = ControlsShapeTarget()
    control.addTarget(target, action: { [weak target] sender in target?.tapped(sender as! UIButton) }, for: .touchUpInside)
    control.removeTarget(target, action: nil, for: .allEvents)
    _ = (control.allTargets, control.allControlEvents)
    control.enumerateEventHandlers { action, targetAction, event, stop in
        _ = (action?.title, targetAction?.target, event)
        stop = true
    }
    control.sendActions(for: .valueChanged)
    control.sendAction(UIAction { _ in })
    _ = UIControl(frame: .zero, primaryAction: UIAction { _ in })

    // UIAction, UIMenuElement, UIMenu.
    let handler: UIActionHandler = { _ in }
    let plain = UIAction(handler: handler)
    plain.title = "Plain"
    plain.image = nil
    plain.discoverabilityTitle = nil
    plain.attributes = [.disabled, .hidden, .keepsMenuPresented]
    plain.state = .mixed
    let subtitled = UIAction(title: "Share", subtitle: "With a friend", image: nil, handler: handler)
    let element: UIMenuElement = subtitled
    let elementState: UIMenuElement.State = .off
    let attributes: UIMenuElement.Attributes = .destructive
    _ = (element.title, element.subtitle, element.image, elementState, attributes, plain.identifier.rawValue)
    let menu = UIMenu(title: "Edit", image: nil, identifier: UIMenu.Identifier("edit"), options: [.displayInline],
                      children: [plain, subtitled, UIMenu(options: .singleSelection, children: [])])
    let options: [UIMenu.Options] = [.displayInline, .destructive, .singleSelection, .displayAsPalette]
    _ = (menu.children, menu.options, menu.identifier, menu.selectedElements, options, menu.replacingChildren([plain]))
    _ = UIMenu(title: "Sort", subtitle: "By date", children: [])

    // UIButton: types, per-state content, configurations.
    let types: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close, .roundedRect]
    _ = types
    let button = UIButton(type: .system)
    button.setTitle("Done", for: .normal)
    button.setTitle("Done!", for: [.highlighted, .selected])
    button.setTitleColor(.white, for: .normal)
    button.setImage(UIImage(systemName: "checkmark"), for: .normal)
    button.setBackgroundImage(nil, for: .disabled)
    button.setAttributedTitle(NSAttributedString(string: "Done"), for: .normal)
    _ = (button.title(for: .normal), button.titleColor(for: .normal), button.image(for: .normal), button.backgroundImage(for: .normal),
         button.attributedTitle(for: .normal), button.currentTitle, button.currentTitleColor, button.currentImage,
         button.currentBackgroundImage, button.currentAttributedTitle, button.buttonType)
    button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    button.imageView?.contentMode = .scaleAspectFit
    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    button.titleEdgeInsets = .zero
    button.imageEdgeInsets = .zero
    button.tintColor = .systemPink
    button.role = .destructive
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    button.sizeToFit()
    _ = (button.intrinsicContentSize, button.sizeThatFits(CGSize(width: 100, height: 100)))
    _ = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in })
    _ = UIButton(frame: .zero, primaryAction: nil)
    _ = UIButton(primaryAction: UIAction { _ in })
    _ = UIButton.systemButton(with: UIImage(systemName: "plus")!, target: target, action: { _ in })
    _ = UIButton()

    var configuration = UIButton.Configuration.filled()
    configuration = .tinted()
    configuration = .gray()
    configuration = .plain()
    configuration = .borderless()
    configuration = .bordered()
    configuration = .borderedTinted()
    configuration = .borderedProminent()
    configuration.title = "Buy"
    configuration.subtitle = "Free"
    configuration.attributedTitle = AttributedString("Buy")
    configuration.attributedSubtitle = nil
    configuration.image = UIImage(systemName: "cart")
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 8
    configuration.titlePadding = 2
    configuration.titleAlignment = .center
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    configuration.setDefaultContentInsets()
    configuration.baseForegroundColor = .white
    configuration.baseBackgroundColor = .systemIndigo
    configuration.cornerStyle = .capsule
    configuration.buttonSize = .large
    configuration.background.cornerRadius = 4
    configuration.background.backgroundColor = .systemTeal
    configuration.background.strokeColor = .black
    configuration.background.strokeWidth = 1
    configuration.automaticallyUpdateForSelection = false
    configuration.showsActivityIndicator = true
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
        var outgoing = incoming
        outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
        outgoing.foregroundColor = .white
        return outgoing
    }
    configuration.subtitleTextAttributesTransformer = nil
    var styledTitle = AttributedString("Styled")
    styledTitle.font = .boldSystemFont(ofSize: 17)
    styledTitle.foregroundColor = UIColor.systemRed
    configuration.attributedTitle = styledTitle
    configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 13)
    let sizes: [UIButton.Configuration.Size] = [.mini, .small, .medium, .large]
    let corners: [UIButton.Configuration.CornerStyle] = [.fixed, .dynamic, .small, .medium, .large, .capsule]
    _ = (sizes, corners)
    let configured = UIButton(configuration: configuration, primaryAction: nil)
    configured.configuration = configuration.updated(for: configured)
    configured.configurationUpdateHandler = { button in
        var updated = button.configuration
        updated?.title = button.isHighlighted ? "Buying" : "Buy"
        button.configuration = updated
    }
    configured.automaticallyUpdatesConfiguration = true
    configured.setNeedsUpdateConfiguration()
    configured.updateConfiguration()
    _ = (configured.subtitleLabel, UIButton(configuration: .filled()))

    // UISegmentedControl.
    let segmented = UISegmentedControl(items: ["One", UIImage(systemName: "star") as Any])
    segmented.insertSegment(withTitle: "Two", at: 1, animated: true)
    segmented.insertSegment(with: UIImage(systemName: "heart"), at: 0, animated: false)
    segmented.insertSegment(action: UIAction(title: "Three") { _ in }, at: 3, animated: false)
    segmented.removeSegment(at: 0, animated: false)
    segmented.selectedSegmentIndex = UISegmentedControl.noSegment
    segmented.setTitle("Uno", forSegmentAt: 0)
    segmented.setImage(nil, forSegmentAt: 1)
    segmented.setEnabled(false, forSegmentAt: 1)
    segmented.setWidth(80, forSegmentAt: 0)
    segmented.setContentOffset(CGSize(width: 0, height: 1), forSegmentAt: 0)
    segmented.setAction(UIAction(title: "Four") { _ in }, forSegmentAt: 2)
    segmented.apportionsSegmentWidthsByContent = true
    segmented.isMomentary = false
    segmented.selectedSegmentTintColor = .systemYellow
    segmented.setTitleTextAttributes([.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 13)], for: .selected)
    _ = (segmented.numberOfSegments, segmented.titleForSegment(at: 0), segmented.imageForSegment(at: 0),
         segmented.isEnabledForSegment(at: 1), segmented.widthForSegment(at: 0), segmented.contentOffsetForSegment(at: 0),
         segmented.actionForSegment(at: 2), segmented.segmentIndex(identifiedBy: UIAction.Identifier("x")),
         segmented.titleTextAttributes(for: .selected))
    segmented.addTarget(target, action: { [weak target] sender in target?.changed(sender as! UISegmentedControl) }, for: .valueChanged)
    segmented.removeAllSegments()
    _ = UISegmentedControl(frame: .zero, actions: [UIAction(title: "A") { _ in }])

    // UISwitch.
    let toggle = UISwitch()
    toggle.isOn = true
    toggle.setOn(false, animated: true)
    toggle.onTintColor = .systemBlue
    toggle.thumbTintColor = nil
    toggle.onImage = nil
    toggle.offImage = nil
    toggle.preferredStyle = .sliding
    let switchStyle: UISwitch.Style = toggle.style
    _ = (switchStyle, UISwitch(frame: .zero, primaryAction: UIAction { _ in }))

    // UISlider.
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.minimumValue = -1
    slider.maximumValue = 1
    slider.value = 0.5
    slider.setValue(0.25, animated: true)
    slider.isContinuous = false
    slider.minimumTrackTintColor = .systemGreen
    slider.maximumTrackTintColor = .systemGray4
    slider.thumbTintColor = .white
    slider.minimumValueImage = UIImage(systemName: "sun.min")
    slider.maximumValueImage = UIImage(systemName: "sun.max")
    let track: CGRect = slider.trackRect(forBounds: slider.bounds)
    _ = (slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value),
         slider.minimumValueImageRect(forBounds: slider.bounds), slider.maximumValueImageRect(forBounds: slider.bounds))

    // UIStepper.
    let stepper = UIStepper()
    stepper.maximumValue = 10
    stepper.minimumValue = 1
    stepper.stepValue = 0.5
    stepper.value = 3
    stepper.wraps = true
    stepper.autorepeat = false
    stepper.isContinuous = true

    // UIPageControl.
    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPage = 2
    pages.hidesForSinglePage = true
    pages.pageIndicatorTintColor = .systemGray
    pages.currentPageIndicatorTintColor = .label
    pages.backgroundStyle = .prominent
    pages.allowsContinuousInteraction = false
    pages.preferredIndicatorImage = UIImage(systemName: "circle.fill")
    pages.preferredCurrentPageIndicatorImage = nil
    pages.setIndicatorImage(nil, forPage: 0)
    let interaction: UIPageControl.InteractionState = pages.interactionState
    let style: UIPageControl.BackgroundStyle = .minimal
    _ = (interaction, style, pages.indicatorImage(forPage: 0), pages.size(forNumberOfPages: 4))
    pages.addTarget(nil, action: { _ in }, for: .valueChanged)
}
