import UIKit
import os
import os
import UIKit
import UIKit
import UIKit // touchesBegan(_:with:) for subclasses
@testable import QuartzCore
@_exported import CoreGraphics
import Foundation
import class UIKit.UIView
import struct CoreGraphics.CGFloat
import func os.os_log
import typealias QuartzCore.CAShapeLayer
import Photos.PHPhotoLibrary
import SwiftUI

final class SwipeRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        os_log("began %d", log: .default, type: .debug, touches.count)
        state = .began
    }
}
