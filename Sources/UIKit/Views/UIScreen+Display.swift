import Foundation

extension UIScreen {
    /// Posted when the screen's brightness changes (`brightness` set), as UIKit's.
    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")

    /// The most frames a second the screen shows: 60, the rate the window host draws at.
    public var maximumFramesPerSecond: Int { 60 }

    /// The screen's brightness, 0 to 1 (values outside are clamped), as UIKit's. A program does
    /// not dim a desktop's display: the value is kept (1 until set) and
    /// `brightnessDidChangeNotification` posted, and the display stays as it is.
    public var brightness: CGFloat {
        get { ScreenBrightness.value }
        set {
            let clamped = newValue.isNaN ? ScreenBrightness.value : min(max(newValue, 0), 1)
            guard clamped != ScreenBrightness.value else { return }
            ScreenBrightness.value = clamped
            NotificationCenter.default.post(name: Self.brightnessDidChangeNotification, object: self)
        }
    }

    /// Whether brightness below the display's lowest is simulated in software (false): kept.
    public var wantsSoftwareDimming: Bool {
        get { ScreenBrightness.softwareDimming }
        set { ScreenBrightness.softwareDimming = newValue }
    }
}

/// The kept brightness settings of the one screen.
@MainActor
private enum ScreenBrightness {
    static var value: CGFloat = 1
    static var softwareDimming = false
}

extension UIApplication {
    /// The orientation of the app's interface: the first window scene's (portrait while the
    /// screen is taller than wide, else landscape right). Deprecated in iOS 13 for
    /// `UIWindowScene.interfaceOrientation`.
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation {
        (sceneList.first { $0 is UIWindowScene } as? UIWindowScene)?.interfaceOrientation
            ?? (UIScreen.main.bounds.width > UIScreen.main.bounds.height ? .landscapeRight : .portrait)
    }
}

extension UIScreen {
    /// The screen's traits, as UIKit's `traitCollection`: its display scale and the device's
    /// idiom (`.phone`, as the windows'), the content size category the app runs with.
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(preferredContentSizeCategory: UIApplication.shared.preferredContentSizeCategory),
        ])
    }
}
