// Copyright © 2021 A. Developer. All rights reserved.


extension UIColor {
    static let badge = UIColor.systemRed
}
