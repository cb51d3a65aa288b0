@_spi(Host) import UIKit
import XCTest

/// A settings screen written the iOS way: a segmented control choosing a mode, a switch, a
/// slider and a stepper feeding a model, and a filled "Save" button, all with target–action as
/// `ocv-port` rewrites it (`addAction(UIAction { … }, for:)`) or with `addTarget` and a closure.
final class PlaybackSettingsViewController: UIViewController {
    var mode = "Song"
    var repeats = false
    var volume: Float = 0.5
    var count = 1.0
    var saves = 0

    let modeControl = UISegmentedControl(items: ["Song", "Album", "Playlist"])
    let repeatSwitch = UISwitch()
    let volumeSlider = UISlider()
    let countStepper = UIStepper()
    lazy var saveButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        configuration.image = UIImage(systemName: "checkmark")
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.save() })
        button.configurationUpdateHandler = { button in
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Saving" : "Save"
            button.configuration = configuration
        }
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        modeControl.selectedSegmentIndex = 0
        modeControl.addAction(UIAction { [weak self] action in
            self?.modeChanged(action.sender as! UISegmentedControl)
        }, for: .valueChanged)
        repeatSwitch.addTarget(self, action: { [weak self] sender in
            self?.repeatToggled(sender as! UISwitch)
        }, for: .valueChanged)
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 1
        volumeSlider.value = volume
        volumeSlider.addAction(UIAction { [weak self] action in
            self?.volume = (action.sender as! UISlider).value
        }, for: .valueChanged)
        countStepper.minimumValue = 1
        countStepper.maximumValue = 5
        countStepper.value = count
        countStepper.addAction(UIAction { [weak self] action in
            self?.count = (action.sender as! UIStepper).value
        }, for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [modeControl, repeatSwitch, volumeSlider, countStepper, saveButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            volumeSlider.widthAnchor.constraint(equalToConstant: 200),
        ])
    }

    func modeChanged(_ sender: UISegmentedControl) {
        mode = sender.titleForSegment(at: sender.selectedSegmentIndex) ?? ""
    }

    func repeatToggled(_ sender: UISwitch) {
        repeats = sender.isOn
    }

    func save() {
        saves += 1
    }
}

final class ControlsPortingTests: XCTestCase {
    private func loadedController() -> PlaybackSettingsViewController {
        let controller = PlaybackSettingsViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        controller.view.layoutIfNeeded()
        return controller
    }

    func testControlsSizeThemselvesInTheStackView() {
        let controller = loadedController()
        XCTAssertEqual(controller.repeatSwitch.frame.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(controller.countStepper.frame.size, CGSize(width: 94, height: 32))
        XCTAssertEqual(controller.volumeSlider.frame.size, CGSize(width: 200, height: 31))
        XCTAssertEqual(controller.modeControl.frame.height, 32)
        XCTAssertEqual(controller.saveButton.frame.size, controller.saveButton.intrinsicContentSize)
        XCTAssertEqual(controller.modeControl.convert(CGPoint.zero, to: controller.view), CGPoint(x: 20, y: 20))
        XCTAssertEqual(controller.repeatSwitch.frame.minY, controller.modeControl.frame.maxY + 12)
    }

    func testProgrammaticChangesSendNoEvents() {
        let controller = loadedController()
        controller.modeControl.selectedSegmentIndex = 2
        controller.repeatSwitch.setOn(true, animated: true)
        controller.volumeSlider.setValue(0.9, animated: false)
        controller.countStepper.value = 4
        XCTAssertEqual(controller.mode, "Song")
        XCTAssertFalse(controller.repeats)
        XCTAssertEqual(controller.volume, 0.5)
        XCTAssertEqual(controller.count, 1)
    }

    func testSendActionsRunsTheHandlersWithTheSender() {
        let controller = loadedController()
        controller.modeControl.selectedSegmentIndex = 1
        controller.modeControl.sendActions(for: .valueChanged)
        XCTAssertEqual(controller.mode, "Album")
        controller.repeatSwitch.isOn = true
        controller.repeatSwitch.sendActions(for: .valueChanged)
        XCTAssertTrue(controller.repeats)
        controller.volumeSlider.value = 2
        XCTAssertEqual(controller.volumeSlider.value, 1)
        controller.volumeSlider.sendActions(for: .valueChanged)
        XCTAssertEqual(controller.volume, 1)
        controller.countStepper.value = 9
        controller.countStepper.sendActions(for: .valueChanged)
        XCTAssertEqual(controller.count, 5)
        controller.saveButton.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(controller.saves, 1)
    }

    func testTouchesThroughTheWindowDriveTheControls() {
        let controller = loadedController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        let input = TouchInput(window: window)
        let clock = ManualAnimationClock()
        Animator.shared.clock = clock
        defer { Animator.shared.clock = SystemAnimationClock() }

        let segment = controller.modeControl
        input.tap(at: segment.convert(CGPoint(x: segment.bounds.maxX - 10, y: 16), to: window))
        XCTAssertEqual(segment.selectedSegmentIndex, 2)
        XCTAssertEqual(controller.mode, "Playlist")

        clock.advance(by: 1)
        input.tap(at: controller.repeatSwitch.convert(CGPoint(x: 25, y: 15), to: window))
        XCTAssertTrue(controller.repeats)

        clock.advance(by: 1)
        input.tap(at: controller.countStepper.convert(CGPoint(x: 70, y: 16), to: window))
        XCTAssertEqual(controller.count, 2)

        clock.advance(by: 1)
        let button = controller.saveButton
        let touch = input.begin(at: button.convert(CGPoint(x: 10, y: 10), to: window))
        XCTAssertTrue(button.isHighlighted)
        button.layoutIfNeeded()
        XCTAssertEqual(button.configuration?.title, "Saving")
        input.end(touch)
        XCTAssertEqual(controller.saves, 1)
        button.layoutIfNeeded()
        XCTAssertEqual(button.configuration?.title, "Save")
    }

    func testButtonsAsIOSCodeConfiguresThem() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemGreen, for: .selected)
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Following")
        XCTAssertEqual(button.currentTitleColor, .systemGreen)
        button.isSelected = false
        XCTAssertEqual(button.currentTitle, "Follow")
        XCTAssertEqual(button.currentTitleColor, button.tintColor)
        XCTAssertEqual(button.intrinsicContentSize.height, 30)
        XCTAssertEqual(UIButton(type: .close).intrinsicContentSize, CGSize(width: 30, height: 30))

        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Tinted"
        configuration.cornerStyle = .capsule
        let tinted = UIButton(configuration: configuration)
        XCTAssertEqual(tinted.configuration?.title, "Tinted")
        XCTAssertEqual(tinted.configuration?.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))

        var styled = UIButton.Configuration.filled()
        styled.title = "Checkout"
        styled.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
            return outgoing
        }
        var attributed = AttributedString("Total")
        attributed.foregroundColor = .systemRed
        styled.attributedSubtitle = attributed
        let checkout = UIButton(configuration: styled)
        checkout.layoutIfNeeded()
        XCTAssertEqual(checkout.titleLabel?.font, UIFont.preferredFont(forTextStyle: .headline))
        XCTAssertEqual(checkout.subtitleLabel?.text, "Total")
        XCTAssertEqual(checkout.subtitleLabel?.textColor, .systemRed)

        let menuButton = UIButton(type: .system)
        menuButton.menu = UIMenu(title: "Sort", children: [
            UIAction(title: "Name", state: .on) { _ in },
            UIAction(title: "Date") { _ in },
        ])
        menuButton.showsMenuAsPrimaryAction = true
        XCTAssertTrue(menuButton.isContextMenuInteractionEnabled)
        XCTAssertEqual(menuButton.menu?.selectedElements.map(\.title), ["Name"])
    }

    func testPageControlAndSegmentedControlModels() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 5
        XCTAssertEqual(pages.currentPage, 2)
        XCTAssertEqual(pages.size(forNumberOfPages: 3).height, 26)
        let segmented = UISegmentedControl(items: ["A", "B"])
        XCTAssertEqual(segmented.selectedSegmentIndex, UISegmentedControl.noSegment)
        segmented.insertSegment(withTitle: "C", at: 2, animated: true)
        XCTAssertEqual(segmented.numberOfSegments, 3)
        XCTAssertEqual(segmented.titleForSegment(at: 2), "C")
    }
}
