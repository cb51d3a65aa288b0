// Copyright © 2021 A. Developer. All rights reserved.

import UIKit
extension UIColor {
    static let badge = UIColor.systemRed
}
