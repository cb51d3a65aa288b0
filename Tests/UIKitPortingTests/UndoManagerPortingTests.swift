import UIKit
import XCTest

/// A model that registers its own undo, as iOS apps do.
private final class Counter {
    var value = 0
    let undoManager: UndoManager
    init(undoManager: UndoManager) { self.undoManager = undoManager }

    func set(_ newValue: Int) {
        let old = value
        undoManager.registerUndo(withTarget: self) { $0.set(old) }
        undoManager.setActionName("Set \(newValue)")
        value = newValue
    }
}

/// `UndoManager` as app code uses it: closures registered in groups, undone last first, the
/// undo's own registrations becoming the redo.
final class UndoManagerPortingTests: XCTestCase {
    func testExplicitGroupsUndoAndRedoInOrder() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(undoManager: manager)
        manager.beginUndoGrouping()
        counter.set(1)
        counter.set(2)
        manager.endUndoGrouping()
        manager.beginUndoGrouping()
        counter.set(3)
        manager.endUndoGrouping()
        XCTAssertEqual(manager.undoActionName, "Set 3")
        XCTAssertEqual(manager.undoMenuItemTitle, "Undo Set 3")
        manager.undo()
        XCTAssertEqual(counter.value, 2)
        XCTAssertEqual(manager.redoActionName, "Set 3")
        manager.undo()
        XCTAssertEqual(counter.value, 0, "a group undoes every action it holds")
        XCTAssertFalse(manager.canUndo)
        manager.redo()
        XCTAssertEqual(counter.value, 2)
        manager.redo()
        XCTAssertEqual(counter.value, 3)
        XCTAssertFalse(manager.canRedo)
    }

    func testANewActionClearsTheRedoStack() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(undoManager: manager)
        for value in [1, 2] {
            manager.beginUndoGrouping()
            counter.set(value)
            manager.endUndoGrouping()
        }
        manager.undo()
        XCTAssertTrue(manager.canRedo)
        manager.beginUndoGrouping()
        counter.set(5)
        manager.endUndoGrouping()
        XCTAssertFalse(manager.canRedo)
    }

    func testGroupingByEventClosesTheGroupBeforeUndoing() {
        let manager = UndoManager()
        let counter = Counter(undoManager: manager)
        counter.set(1)
        counter.set(2)
        XCTAssertEqual(manager.groupingLevel, 1, "a group is opened for the event")
        XCTAssertTrue(manager.canUndo)
        manager.undo()
        XCTAssertEqual(counter.value, 0)
        XCTAssertEqual(manager.groupingLevel, 0)
    }

    func testTheRunLoopClosesTheEventsGroup() {
        let manager = UndoManager()
        let counter = Counter(undoManager: manager)
        counter.set(1)
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        XCTAssertEqual(manager.groupingLevel, 0)
        counter.set(2)
        manager.undo()
        XCTAssertEqual(counter.value, 1, "each turn of the run loop is its own group")
    }

    func testDisabledRegistrationAndLevelsOfUndo() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        manager.levelsOfUndo = 2
        let counter = Counter(undoManager: manager)
        for value in 1...3 {
            manager.beginUndoGrouping()
            counter.set(value)
            manager.endUndoGrouping()
        }
        manager.undo()
        manager.undo()
        XCTAssertFalse(manager.canUndo, "only two levels are kept")
        XCTAssertEqual(counter.value, 1)
        manager.disableUndoRegistration()
        XCTAssertFalse(manager.isUndoRegistrationEnabled)
        manager.beginUndoGrouping()
        counter.set(9)
        manager.endUndoGrouping()
        manager.enableUndoRegistration()
        XCTAssertFalse(manager.canUndo)
        manager.removeAllActions()
        XCTAssertFalse(manager.canRedo)
    }

    func testResponderChainAnswersTheWindowsUndoManager() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView()
        window.addSubview(view)
        XCTAssertNotNil(view.undoManager)
        XCTAssertTrue(view.undoManager === window.undoManager)
        XCTAssertNil(UIView().undoManager, "a view outside a window has none")
    }
}
