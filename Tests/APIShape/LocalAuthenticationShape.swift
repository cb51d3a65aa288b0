import LocalAuthentication
import UIKit

/// A lock screen's biometric unlock as apps write it.
final class ShapeLockViewController: UIViewController {
    func unlock() {
        let context = LAContext()
        context.localizedCancelTitle = "Cancel"
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            if error?.code == LAError.biometryNotEnrolled.rawValue { return }
            return
        }
        let kind = context.biometryType == .faceID ? "Face ID" : "Touch ID"
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock with \(kind)") { success, error in
            if let error = error as? LAError {
                switch error.code {
                case .userCancel, .appCancel, .systemCancel: break
                case .userFallback: break
                default: break
                }
            }
            DispatchQueue.main.async { _ = success }
        }
    }
}

@MainActor
func localAuthenticationShape() {
    ShapeLockViewController().unlock()
}
