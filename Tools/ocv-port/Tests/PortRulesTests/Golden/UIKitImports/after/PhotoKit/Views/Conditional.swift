#if canImport(UIKit)
import UIKit
#endif

struct Conditional {}
