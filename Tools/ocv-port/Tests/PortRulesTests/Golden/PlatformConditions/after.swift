import UIKit

#if os(iOS) || os(Linux)
let platformName = "iOS"
#elseif os(tvOS)
let platformName = "tvOS"
#else
let platformName = "other"
#endif

#if targetEnvironment(simulator) || os(Linux)
let camera = "simulated"
#else
let camera = "device"
#endif

#if !(os(iOS) || os(Linux))
let notOnIOS = true
#endif

#if os(iOS) || os(Linux) || os(tvOS) // both touch platforms
let touch = true
#endif

#if (os(iOS) || os(Linux)) && swift(>=5.9)
let modern = true
#endif

#if canImport(UIKit)
let hasUIKit = true
#endif

#if os(iOS) || os(Linux)
let alreadyPorted = true
#endif
