import Foundation
import Testing
@testable import UIKit

/// Trait collections flowing down the view tree, the change notifications, overrides, tint,
/// Dynamic Type labels and the hierarchy callbacks.
@Suite @MainActor struct TraitEnvironmentTests {
    final class Recording: UIView {
        var changes: [UIUserInterfaceStyle?] = []
        var tintChanges = 0
        var calls: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(previousTraitCollection?.userInterfaceStyle)
        }
        override func tintColorDidChange() { tintChanges += 1 }
        override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMove \(newSuperview == nil ? "nil" : "view")") }
        override func didMoveToSuperview() { calls.append("didMove") }
        override func didAddSubview(_ subview: UIView) { calls.append("didAdd") }
        override func willRemoveSubview(_ subview: UIView) { calls.append("willRemove") }
    }

    @Test func rootTraitsFlowDownAndOverridesApplyToTheSubtree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.traitCollection.userInterfaceStyle == .light && grandchild.traitCollection.userInterfaceIdiom == .phone)
        #expect(grandchild.traitCollection.displayScale == UIScreen.main.scale)
        #expect(grandchild.traitCollection === root.traitCollection, "views without overrides share their superview's collection")
        root.setRootTraitCollection(UITraitCollection(traitsFrom: [root.traitCollection, UITraitCollection(userInterfaceStyle: .dark)]))
        #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
        child.overrideUserInterfaceStyle = .light
        #expect(grandchild.traitCollection.userInterfaceStyle == .light && root.traitCollection.userInterfaceStyle == .dark)
        child.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(grandchild.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(grandchild.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func viewsThatReadTheirTraitsHearOfChangesOnce() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let reader = Recording(), silent = Recording()
        root.addSubview(reader)
        root.addSubview(silent)
        _ = reader.traitCollection
        let version = reader.contentVersion
        root.setRootTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
        #expect(reader.changes == [.light] && silent.changes.isEmpty)
        #expect(reader.contentVersion > version, "a new color appearance draws the view again")
        root.setRootTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
        #expect(reader.changes == [.light], "the same traits again change nothing")
        // A view put back where it was hears nothing; one moved under different traits does.
        reader.removeFromSuperview()
        root.addSubview(reader)
        #expect(reader.changes == [.light])
        let light = UIView()
        light.overrideUserInterfaceStyle = .light
        root.addSubview(light)
        light.addSubview(reader)
        #expect(reader.changes == [.light, .dark])
    }

    @Test func registeredHandlersHearOnlyTheirTraits() {
        final class Badge: UIView { var style: UIUserInterfaceStyle = .unspecified }
        let root = UIView()
        let badge = Badge()
        root.addSubview(badge)
        var heard: [String] = []
        let registration = badge.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: Badge, previous) in
            view.style = view.traitCollection.userInterfaceStyle
            heard.append("style from \(previous.userInterfaceStyle)")
        }
        _ = badge.traitCollection
        root.setRootTraitCollection(root.traitCollection.modifyingTraits { $0.preferredContentSizeCategory = .small })
        #expect(heard.isEmpty, "the content size category is not registered")
        root.setRootTraitCollection(root.traitCollection.modifyingTraits { $0.userInterfaceStyle = .dark })
        #expect(heard == ["style from light"] && badge.style == .dark)
        badge.unregisterForTraitChanges(registration)
        root.setRootTraitCollection(root.traitCollection.modifyingTraits { $0.userInterfaceStyle = .light })
        #expect(heard.count == 1)
    }

    @Test func viewControllersHearTheirViewsChanges() {
        final class Controller: UIViewController {
            var previous: [UITraitCollection?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { previous.append(previousTraitCollection) }
        }
        let controller = Controller()
        _ = controller.traitCollection
        controller.view.setRootTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
        #expect(controller.previous.count == 1 && controller.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func labelsFollowTheContentSizeCategory() {
        let root = UIView()
        let label = UILabel(), fixed = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        root.addSubview(label)
        root.addSubview(fixed)
        _ = (label.traitCollection, fixed.traitCollection)
        root.setRootTraitCollection(UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        #expect(label.font.pointSize == 28 && fixed.font.pointSize == 17)
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20), compatibleWith: label.traitCollection)
        root.setRootTraitCollection(UITraitCollection(preferredContentSizeCategory: .large))
        #expect(label.font.pointSize == 20)
    }

    @Test func tintIsInheritedAndItsChangesReachTheSubtree() {
        let root = UIView(), child = Recording(), tinted = Recording()
        root.addSubview(child)
        root.addSubview(tinted)
        tinted.tintColor = .systemRed
        let before = child.tintChanges
        root.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen && tinted.tintColor == .systemRed)
        #expect(child.tintChanges == before + 1)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        root.setRootTraitCollection(dark)
        #expect(child.displayedColor(.tintColor) == UIColor.systemGreen.resolvedColor(with: dark))
        #expect(child.displayedColor(.label) == UIColor.label.resolvedColor(with: dark))
    }

    @Test func hierarchyCallbacksInUIKitsOrder() {
        let parent = Recording(), other = Recording(), child = Recording()
        parent.addSubview(child)
        other.addSubview(child)
        child.removeFromSuperview()
        #expect(child.calls == ["willMove view", "didMove", "willMove view", "didMove", "willMove nil", "didMove"])
        #expect(parent.calls == ["didAdd", "willRemove"] && other.calls == ["didAdd", "willRemove"])
    }
}
