import Foundation
import Testing
@testable import UIKit

@Suite struct PowerStateTests {
    @Test func theLowPowerPlatformProfileIsLowPowerMode() {
        #expect(ProcessInfo.isLowPowerProfile("low-power\n"))
        #expect(!ProcessInfo.isLowPowerProfile("balanced\n"))
        #expect(!ProcessInfo.isLowPowerProfile(nil))
        let exists = FileManager.default.fileExists(atPath: "/sys/firmware/acpi/platform_profile")
        if !exists { #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled, "no profile: not saving power") }
    }
}
