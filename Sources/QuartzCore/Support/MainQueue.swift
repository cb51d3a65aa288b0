import Dispatch

/// Whether code runs on the main queue, which is the main actor's executor. (On Linux the main
/// queue may be drained by a pool thread once the main thread is parked in `dispatchMain()`, as
/// Swift Testing does, so `Thread.isMainThread` cannot tell.)
package enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
