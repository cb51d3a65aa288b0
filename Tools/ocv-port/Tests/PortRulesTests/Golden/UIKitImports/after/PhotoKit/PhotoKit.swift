import UIKit

public enum PhotoKit {
    public static let version = "1.0"
}
