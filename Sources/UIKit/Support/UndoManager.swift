import Foundation

/// Records changes so they can be undone and redone, as Foundation's `UndoManager` on Apple's
/// platforms (Foundation on Linux has none, so UIKit brings it): groups of undo actions,
/// grouped by event (one group per turn of the main run loop) unless asked otherwise, undone
/// last first; what runs during an undo is recorded as the redo. Actions are registered
/// with closures (`registerUndo(withTarget:handler:)`); the selector and invocation forms
/// need Objective-C's runtime, which Linux has not.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// One group: its actions (run last first) and its name.
    private final class Group {
        var actions: [() -> Void] = []
        var name = ""
        var isDiscardable = false
        weak var parent: Group?
        var targets: [ObjectIdentifier] = []
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroup: Group?
    private var registrationDisabled = 0
    private var automaticGroupScheduled = false
    /// How many actions were registered so far (text views extend their last typing record
    /// only while it is the last action).
    var registrationCount = 0

    public override init() { super.init() }

    /// Whether a group is opened automatically for the actions of each run loop turn. Default true.
    open var groupsByEvent = true
    /// How many groups are kept; 0 (the default) keeps every group.
    open var levelsOfUndo = 0 {
        didSet { levelsOfUndo = max(0, levelsOfUndo); trim() }
    }
    /// The run loop modes in which groups are closed by event.
    open var runLoopModes: [RunLoop.Mode] = [.default]

    /// How deeply groups are nested now (0 when none is open).
    open var groupingLevel: Int {
        var level = 0, group = openGroup
        while let current = group { level += 1; group = current.parent }
        return level
    }

    /// Whether an undo is running (its registrations become the redo).
    open private(set) var isUndoing = false
    /// Whether a redo is running.
    open private(set) var isRedoing = false

    // MARK: Registering

    /// Stops recording actions until as many `enableUndoRegistration()` calls.
    open func disableUndoRegistration() { registrationDisabled += 1 }
    /// Undoes one `disableUndoRegistration()`.
    open func enableUndoRegistration() {
        guard registrationDisabled > 0 else {
            raiseException(.internalInconsistencyException, "-[NSUndoManager enableUndoRegistration]: undo registration is already enabled")
        }
        registrationDisabled -= 1
    }
    /// Whether actions are recorded.
    open var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }

    /// Records `handler` to run with `target` on undo (or redo, while undoing).
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroup == nil {
            guard groupsByEvent else {
                raiseException(.internalInconsistencyException, "-[NSUndoManager registerUndoWithTarget:handler:]: must begin a group before registering undo")
            }
            beginUndoGrouping()
            scheduleAutomaticGroupEnd()
        }
        let group = openGroup!
        registrationCount += 1
        group.actions.append { [weak target] in if let target { handler(target) } }
        group.targets.append(ObjectIdentifier(target))
        if !isUndoing, !isRedoing { redoStack.removeAll() }
    }

    /// Names the actions of the open group (or of the last group) for the menu.
    open func setActionName(_ actionName: String) {
        (openGroup ?? (isUndoing ? redoStack.last : undoStack.last))?.name = actionName
    }
    /// Marks the open group's actions as not changing anything that must be saved.
    open func setActionIsDiscardable(_ discardable: Bool) { (openGroup ?? undoStack.last)?.isDiscardable = discardable }
    /// Whether the next undo is discardable.
    open var undoActionIsDiscardable: Bool { undoStack.last?.isDiscardable ?? false }
    /// Whether the next redo is discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }

    // MARK: Groups

    /// Opens a group (nested in the open one, if any).
    open func beginUndoGrouping() {
        let group = Group()
        group.parent = openGroup
        if let parent = openGroup { parent.actions.append { [group] in Self.run(group) } }
        openGroup = group
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    /// Closes the open group; an outermost group with actions becomes the next undo (or redo,
    /// while undoing).
    open func endUndoGrouping() {
        guard let group = openGroup else {
            raiseException(.internalInconsistencyException, "-[NSUndoManager endUndoGrouping]: endUndoGrouping without beginUndoGrouping")
        }
        NotificationCenter.default.post(name: .NSUndoManagerWillCloseUndoGroup, object: self)
        openGroup = group.parent
        if let parent = openGroup {
            if group.actions.isEmpty { parent.actions.removeLast() }
            parent.targets += group.targets
            if parent.name.isEmpty { parent.name = group.name }
        } else if !group.actions.isEmpty {
            if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
            trim()
        }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    // MARK: Undoing and redoing

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty || (openGroup.map { $0.parent == nil && !$0.actions.isEmpty && groupsByEvent } ?? false) }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last group (closing the group of this event first).
    open func undo() {
        closeEventGroup(for: "undo")
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        isUndoing = true
        replay(group)
        isUndoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the last undone group.
    open func redo() {
        closeEventGroup(for: "redo")
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        isRedoing = true
        replay(group)
        isRedoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Undoes the last group (nested groups are undone with their parent here).
    open func undoNestedGroup() { undo() }

    /// Forgets every action.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
    }

    /// Forgets the groups holding actions registered with `target`.
    open func removeAllActions(withTarget target: Any) {
        guard let object = target as AnyObject? else { return }
        let identifier = ObjectIdentifier(object)
        undoStack.removeAll { $0.targets.contains(identifier) }
        redoStack.removeAll { $0.targets.contains(identifier) }
    }

    // MARK: Names for the menu

    /// The name of the next undo ("" when none).
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the next redo ("" when none).
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the next undo's name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the next redo's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    // MARK: Running groups

    private func replay(_ group: Group) {
        beginUndoGrouping()
        Self.run(group)
        openGroup?.name = group.name
        endUndoGrouping()
    }

    private static func run(_ group: Group) {
        for action in group.actions.reversed() { action() }
    }

    /// Closes the group opened for this event before an undo or redo, as Foundation does.
    private func closeEventGroup(for operation: String) {
        if groupsByEvent, groupingLevel == 1 { endUndoGrouping() }
        guard openGroup == nil else {
            raiseException(.internalInconsistencyException, "-[NSUndoManager \(operation)]: \(operation) was called with too many nested undo groups")
        }
    }

    /// Closes the group of this event at the end of the main run loop's turn.
    private func scheduleAutomaticGroupEnd() {
        guard !automaticGroupScheduled else { return }
        automaticGroupScheduled = true
        RunLoop.main.perform(inModes: runLoopModes) {
            MainActor.assumeIsolated {
                self.automaticGroupScheduled = false
                if self.groupsByEvent, self.groupingLevel == 1 { self.endUndoGrouping() }
            }
        }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}

extension NSNotification.Name {
    public static let NSUndoManagerCheckpoint = NSNotification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerWillCloseUndoGroup = NSNotification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}

/// The key of `NSUndoManagerWillCloseUndoGroup`'s user info telling whether the group is discardable.
public let NSUndoManagerGroupIsDiscardableKey = "NSUndoManagerGroupIsDiscardableKey"
