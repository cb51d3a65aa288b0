import LocalAuthentication
import XCTest

/// An app's "Unlock with Face ID" as iOS code writes it: the check first, the evaluation, and
/// the fallback both take on a device without biometrics.
final class LocalAuthenticationPortingTests: XCTestCase {
    func testBiometricsAreUnavailableAndSaySo() {
        let context = LAContext()
        var error: NSError?
        XCTAssertFalse(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        XCTAssertEqual(error?.domain, LAErrorDomain)
        XCTAssertEqual(error?.code, LAError.biometryNotAvailable.rawValue)
        XCTAssertEqual(context.biometryType, .none)
        XCTAssertFalse(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        XCTAssertEqual(error?.code, LAError.Code.passcodeNotSet.rawValue)
    }

    func testEvaluationRepliesWithTheError() {
        let replied = expectation(description: "replied")
        let context = LAContext()
        context.localizedFallbackTitle = "Use Password"
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes") { success, error in
            XCTAssertFalse(success)
            XCTAssertEqual((error as? LAError)?.code, .biometryNotAvailable)
            replied.fulfill()
        }
        wait(for: [replied], timeout: 2)
        context.invalidate()
        var error: NSError?
        XCTAssertFalse(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        XCTAssertEqual(error?.code, LAError.invalidContext.rawValue)
    }
}
