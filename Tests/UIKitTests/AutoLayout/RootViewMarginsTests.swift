import Foundation
import Testing
@testable import UIKit

/// A view controller's root view has UIKit's root margins: none at the top and bottom, the
/// controller's `systemMinimumLayoutMargins` (16 points in a compact width, 20 in a regular
/// one) on the sides, and never less than those while the controller respects them.
@Suite @MainActor struct RootViewMarginsTests {
    @Test func aRootViewHasTheSystemMinimumMargins() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(UIView(frame: .zero).layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "other views keep 8")
    }

    @Test func customMarginsAreRaisedToTheMinimumUnlessTheControllerIgnoresIt() {
        let controller = UIViewController()
        controller.view.layoutMargins = UIEdgeInsets(top: 4, left: 64, bottom: 0, right: 4)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 64, bottom: 0, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 64, bottom: 0, right: 4))
    }

    @Test func aRegularWidthHas20PointSides() {
        let controller = UIViewController()
        controller.view.traitOverrides.horizontalSizeClass = .regular
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    @Test func aRootViewsMarginGuideFollowsTheMinimum() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
        ])
        controller.view.layoutIfNeeded()
        #expect(label.frame.minX == 16 && label.frame.maxX == 374)
    }
}
