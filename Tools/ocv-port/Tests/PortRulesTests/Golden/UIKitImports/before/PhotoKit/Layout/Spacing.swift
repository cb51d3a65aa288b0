// Spacing.swift — imports Foundation only, yet uses UIKit's types (the umbrella header gave
// them on iOS).

import Foundation

enum Spacing {
    static let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    static let interval: TimeInterval = 0.25
}
