@_spi(Host) import UIKit
import XCTest

/// A drawing app's color button, as iOS 14 code writes it: a `UIColorWell` whose changes
/// recolor the pen, and a `UIColorPickerViewController` presented by hand with a delegate.
final class ColorWellPortingTests: ManualClockTestCase {
    final class PickerListener: NSObject, UIColorPickerViewControllerDelegate {
        var picked: [(UIColor, Bool)] = []
        var finished = 0
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            picked.append((color, continuously))
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { finished += 1 }
    }

    private var window: UIWindow!
    private var root: UIViewController!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    private func settle() { run(window, seconds: 1) }

    private func swatches(of picker: UIColorPickerViewController) -> [UIControl] {
        picker.view.subviews.compactMap { $0 as? UIControl }.filter { !($0 is UIButton) && !($0 is UISlider) }
    }

    func testAWellIsACircleOfHuesTwentyEightPointsAcrossOnAPhone() {
        let well = UIColorWell()
        root.view.addSubview(well)
        XCTAssertEqual(well.intrinsicContentSize, CGSize(width: 28, height: 28))
        XCTAssertNil(well.selectedColor)
        XCTAssertTrue(well.supportsAlpha)
        XCTAssertNil(well.title)
    }

    func testTappingTheWellPresentsThePickerAndAPickedColorIsTheWells() throws {
        var penColors: [UIColor] = []
        let well = UIColorWell(frame: CGRect(x: 20, y: 100, width: 28, height: 28), primaryAction: UIAction { action in
            if let color = (action.sender as? UIColorWell)?.selectedColor { penColors.append(color) }
        })
        well.title = "Pen Color"
        well.supportsAlpha = false
        well.selectedColor = .systemRed
        root.view.addSubview(well)
        XCTAssertTrue(penColors.isEmpty, "setting the color sends nothing")
        let input = TouchInput(window: window)
        input.end(input.begin(at: CGPoint(x: 34, y: 114)))
        settle()
        let picker = try XCTUnwrap(root.presentedViewController as? UIColorPickerViewController)
        XCTAssertEqual(picker.title, "Pen Color")
        XCTAssertFalse(picker.supportsAlpha)
        XCTAssertEqual(picker.selectedColor, .systemRed)
        let swatch = try XCTUnwrap(swatches(of: picker).last)
        swatch.sendActions(for: .touchUpInside)
        XCTAssertEqual(well.selectedColor, swatch.backgroundColor)
        XCTAssertEqual(penColors, [swatch.backgroundColor!])
    }

    func testAPickerTellsItsDelegateOfEachColorAndOfTheEnd() throws {
        let picker = UIColorPickerViewController()
        let listener = PickerListener()
        picker.delegate = listener
        picker.selectedColor = UIColor.blue.withAlphaComponent(0.5)
        XCTAssertTrue(picker.supportsAlpha)
        root.present(picker, animated: true)
        settle()
        let gray = try XCTUnwrap(swatches(of: picker).first)
        gray.sendActions(for: .touchUpInside)
        XCTAssertEqual(listener.picked.count, 1)
        var alpha: CGFloat = 0
        listener.picked.first?.0.getWhite(nil, alpha: &alpha)
        XCTAssertEqual(alpha, 0.5, "the opacity is kept")
        XCTAssertEqual(listener.picked.first?.1, false)
        let close = try XCTUnwrap(picker.view.subviews.compactMap { $0 as? UIButton }.first)
        close.sendActions(for: .touchUpInside)
        settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(listener.finished, 1)
    }
}
