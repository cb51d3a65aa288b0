import ObjectiveC
import os.log
import os.signpost
import UIKit
import UIKit.UIGeometry
import UIKit.UIGestureRecognizerSubclass // touchesBegan(_:with:) for subclasses
@testable import QuartzCore.CALayer
@_exported import CoreGraphics.CGGeometry
import Foundation.NSString
import class UIKit.UIView
import struct CoreGraphics.CGFloat
import func os.log.os_log
import typealias QuartzCore.CAShapeLayer
import Photos.PHPhotoLibrary
import SwiftUI

final class SwipeRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        os_log("began %d", log: .default, type: .debug, touches.count)
        state = .began
    }
}
