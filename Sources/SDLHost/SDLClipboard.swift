internal import CSDL2
import Foundation
import UIKit

/// The system clipboard through SDL (X11's clipboard selection under Xvfb and X servers):
/// `UIPasteboard.general`'s text while a window is open.
@MainActor
final class SDLClipboard: SystemClipboard {
    var text: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(pointer) }
            return String(cString: pointer)
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }
}
