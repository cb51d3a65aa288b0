import Foundation
import Synchronization

/// Apple's unfair lock (`os/lock.h`): a 32-bit word that is 0 while unlocked, locked and
/// unlocked through a pointer to it (`os_unfair_lock_t`); code that guards state with one, as
/// iOS code and packages built for Apple's platforms do, works as written. Here the word is
/// taken with an atomic compare-and-swap, and a thread that finds it taken yields until it is
/// free (Apple's waits in the kernel; neither is fair).
public struct os_unfair_lock_s: @unchecked Sendable {
    public var _os_unfair_lock_opaque: UInt32

    /// An unlocked lock (`OS_UNFAIR_LOCK_INIT`).
    public init() {
        _os_unfair_lock_opaque = 0
    }

    public init(_os_unfair_lock_opaque: UInt32) {
        self._os_unfair_lock_opaque = _os_unfair_lock_opaque
    }
}

/// The lock, as Swift names `os_unfair_lock_s`.
public typealias os_unfair_lock = os_unfair_lock_s
/// A pointer to a lock, as the functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

private func word(_ lock: os_unfair_lock_t) -> UnsafeMutablePointer<Atomic<UInt32>> {
    UnsafeMutableRawPointer(lock).assumingMemoryBound(to: Atomic<UInt32>.self)
}

/// Takes the lock, waiting while another thread holds it. Taking it twice on one thread never
/// returns, as on Apple's platforms (where it traps).
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    while !os_unfair_lock_trylock(lock) { sched_yield() }
}

/// Takes the lock if it is free; returns whether it did.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    word(lock).pointee.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
}

/// Gives the lock back.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    word(lock).pointee.store(0, ordering: .releasing)
}

