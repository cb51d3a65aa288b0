import Foundation
import Testing
import PhotoAlbum
@testable @_spi(Host) import UIKit

/// The Settings screen's welcome tour, as the gallery shows it: pages swiped sideways with a
/// page control, a reminder time on the second page's wheels, Done to close.
@Suite(.serialized) @MainActor struct WelcomeTourTests {
    @Test func swipingTheTourAndChoosingAReminder() throws {
        let clock = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 700))
        let settings = SettingsShowcaseViewController()
        window.rootViewController = UINavigationController(rootViewController: settings)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(settings.navigationItem.leftBarButtonItem?.title == "Tour")
        settings.showTour()
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
        let tour = try #require(settings.tour)
        #expect(tour.currentIndex == 0 && tour.viewControllers?.first === tour.pages[0])
        let control = try #require(tour.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(control.numberOfPages == 3 && !control.isHidden)

        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 400, y: 350))
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            input.move(finger, to: CGPoint(x: 400 - CGFloat(step) * 30, y: 350))
        }
        input.end(finger)
        for _ in 0..<120 { clock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
        #expect(tour.currentIndex == 1 && control.currentPage == 1)
        #expect(tour.reminderPicker.window === window, "the second page shows the reminder's wheels")
        #expect(tour.reminderTime == "09:00")
        let hours = try #require(tour.reminderPicker.subviews.compactMap { $0 as? UIPickerView }.first?.subviews.compactMap { $0 as? UIScrollView }.first)
        hours.scroll(by: CGPoint(x: 0, y: 40))
        #expect(tour.reminderTime == "10:00")

        tour.doneButton.sendActions(for: .touchUpInside)
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        #expect(settings.tour == nil)
    }
}
