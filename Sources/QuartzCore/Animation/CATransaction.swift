import Foundation

/// Groups layer changes, as Core Animation's `CATransaction`: the duration and timing function
/// of the implicit animations the changes make, whether they make any (`setDisableActions`),
/// and a completion block called when the animations added in the transaction have ended.
///
/// `begin()` and `commit()` nest. Changes outside an explicit transaction belong to an
/// implicit one, committed when the main queue next runs. Everything here runs on the main
/// actor, so `lock()` and `unlock()` have nothing to guard.
@preconcurrency @MainActor
public final class CATransaction: NSObject {
    /// One open transaction.
    @MainActor
    final class Frame {
        var values: [String: Any] = [:]
        /// Called when the animations added since it was set have ended.
        var completion: (@MainActor () -> Void)?
        /// The animations added while the completion block was set, not yet ended.
        var pending = 0
        /// Committed: its completion waits only for `pending` to reach zero.
        var committed = false

        func animationEnded() {
            pending -= 1
            finishIfDone()
        }

        func finishIfDone() {
            guard committed, pending <= 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    private static var stack: [Frame] = []
    private static var implicitFrame: Frame?

    /// The innermost open transaction; an implicit one is opened (and committed on the next
    /// turn of the main queue) when none is.
    static var current: Frame {
        if let frame = stack.last ?? implicitFrame { return frame }
        let frame = Frame()
        implicitFrame = frame
        DispatchQueue.main.async {
            MainActor.assumeIsolated { CATransaction.commitImplicit() }
        }
        return frame
    }

    private static func commitImplicit() {
        guard let frame = implicitFrame else { return }
        implicitFrame = nil
        frame.committed = true
        frame.finishIfDone()
    }

    /// Begins a new transaction, nested in the current one.
    public static func begin() {
        stack.append(Frame())
    }

    /// Commits the changes of the innermost transaction; its completion block runs when its
    /// animations end (at once when it added none).
    public static func commit() {
        guard let frame = stack.popLast() else { return commitImplicit() }
        frame.committed = true
        frame.finishIfDone()
    }

    /// Commits the implicit transaction now.
    public static func flush() {
        commitImplicit()
    }

    /// Does nothing here: transactions are confined to the main actor.
    public static func lock() {}
    /// Does nothing here: transactions are confined to the main actor.
    public static func unlock() {}

    /// The duration of the implicit animations of the transaction: the innermost value set,
    /// else 0.25 s.
    public static func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of the implicit animations: the innermost value set, else nil
    /// (Core Animation's default curve, `.default`).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes make no implicit animations: the innermost value set, else false.
    public static func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of the current transaction.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        current.completion
    }

    /// Sets the block called once every animation added to layers after this call, in this
    /// transaction, has ended or been removed — at once at commit when none was added.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let frame = current
        frame.completion = block
        frame.pending = 0
    }

    /// The value of a transaction property, looked up from the innermost transaction out.
    public static func value(forKey key: String) -> Any? {
        for frame in stack.reversed() { if let value = frame.values[key] { return value } }
        return implicitFrame?.values[key]
    }

    /// Sets a transaction property in the current transaction.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock { return setCompletionBlock(anObject as? @MainActor () -> Void) }
        current.values[key] = anObject
    }

    /// Registers an animation added now with every open transaction waiting on its animations;
    /// returns them, to be told when it ends.
    static func animationAdded() -> [Frame] {
        let frames = (implicitFrame.map { [$0] } ?? []) + stack
        let waiting = frames.filter { $0.completion != nil && !$0.committed }
        for frame in waiting { frame.pending += 1 }
        return waiting
    }
}

/// The key of a transaction's animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of whether a transaction's actions are disabled.
public let kCATransactionDisableActions = "disableActions"
/// The key of a transaction's timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of a transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"
