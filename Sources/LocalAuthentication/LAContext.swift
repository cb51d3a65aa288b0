import Foundation

/// What to authenticate the user with, as LocalAuthentication's `LAPolicy`.
public enum LAPolicy: Int, Sendable {
    /// Face ID, Touch ID or Optic ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics or the device's passcode.
    case deviceOwnerAuthentication = 2
    /// An Apple Watch (macOS).
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometrics or an Apple Watch (macOS).
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

/// The device's kind of biometrics, as LocalAuthentication's `LABiometryType`.
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}

/// LocalAuthentication's errors, in its domain (`com.apple.LocalAuthentication`), as its
/// `LAError`: `error as? LAError` and `error.code` as on iOS; as an `NSError`, its code is the
/// code's raw value.
public struct LAError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14
        case notInteractive = -1004
        case watchNotAvailable = -11
        case companionNotAvailable = -1000

        /// The older names of the biometry codes.
        public static let touchIDNotAvailable = Code.biometryNotAvailable
        public static let touchIDNotEnrolled = Code.biometryNotEnrolled
        public static let touchIDLockout = Code.biometryLockout
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: Self.message(code)] }

    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout
    public static let appCancel = Code.appCancel
    public static let invalidContext = Code.invalidContext
    public static let notInteractive = Code.notInteractive
    public static let touchIDNotAvailable = Code.biometryNotAvailable
    public static let touchIDNotEnrolled = Code.biometryNotEnrolled
    public static let touchIDLockout = Code.biometryLockout

    private static func message(_ code: Code) -> String {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "Passcode not set."
        case .invalidContext: "The context was invalidated."
        case .appCancel: "Canceled by the app."
        default: "Authentication failed."
        }
    }
}

/// LocalAuthentication's error domain.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// An authentication context, as LocalAuthentication's `LAContext`, on Linux: there are no
/// biometrics and no device passcode an app can check, so every policy is unavailable —
/// `canEvaluatePolicy(_:error:)` is false with `.biometryNotAvailable` (biometrics) or
/// `.passcodeNotSet` (the others), and `evaluatePolicy` replies false with that error, as iOS
/// does on a device without them. iOS code takes its fallback (its own password, or none).
open class LAContext: NSObject, @unchecked Sendable {
    /// The fallback button's title (kept).
    open var localizedFallbackTitle: String?
    /// The cancel button's title (kept).
    open var localizedCancelTitle: String?
    /// The reason shown (kept).
    open var localizedReason = ""
    /// How long a recent unlock counts (kept).
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the context may show its interface (kept).
    open var interactionNotAllowed = false
    /// The device's biometrics: none.
    open private(set) var biometryType: LABiometryType = .none
    /// The enrolled biometrics' state: none.
    open var evaluatedPolicyDomainState: Data? { nil }
    private var invalidated = false

    public override init() {
        super.init()
    }

    /// Whether `policy` can be evaluated: never on Linux; `error` says why.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = unavailable(policy) as NSError
        return false
    }

    /// Evaluates `policy`: the reply (on a background queue, as Apple's) is false with why.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let error = unavailable(policy)
        DispatchQueue.global().async { reply(false, error) }
    }

    /// Evaluates `policy`: throws why it cannot.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw unavailable(policy)
    }

    /// Ends the context: later evaluations fail with `.invalidContext`.
    open func invalidate() {
        invalidated = true
    }

    private func unavailable(_ policy: LAPolicy) -> LAError {
        if invalidated { return LAError(.invalidContext) }
        return LAError(policy == .deviceOwnerAuthenticationWithBiometrics ? .biometryNotAvailable : .passcodeNotSet)
    }
}
