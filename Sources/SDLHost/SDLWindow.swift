internal import CSDL2
import Foundation
import Rendering
@_spi(Host) import UIKit

/// Why a window could not be opened.
public enum WindowError: Error, CustomStringConvertible {
    /// SDL chose a video driver that shows nothing (no display is there).
    case noDisplay(driver: String)
    /// SDL failed; its message.
    case sdl(String)

    public var description: String {
        switch self {
        case .noDisplay(let driver): "no display: SDL chose the '\(driver)' video driver, which shows nothing"
        case .sdl(let message): "SDL: \(message)"
        }
    }
}

/// A real window (SDL2) that shows rendered frames: a streaming texture the size of the
/// window's drawable in pixels, uploaded from a `RenderTarget` and presented with vsync. When
/// the system says the window was exposed (uncovered, say), it presents the last frame again.
@MainActor
public final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: Int32(0), height: Int32(0))

    /// The window's size in points.
    public private(set) var size: CGSize
    /// Whether presenting waits for the display's refresh.
    public let hasVSync: Bool

    /// Throws `.noDisplay` when SDL would open windows with a driver that shows nothing (its
    /// offscreen or dummy driver), and SDL's error when it cannot start; a program checks before
    /// it chooses between a window and headless frames.
    public static func checkDisplay() throws {
        try startVideo()
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// Starts SDL's video, unless its driver shows nothing.
    private static func startVideo() throws {
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw WindowError.sdl(Self.lastError) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        guard !["offscreen", "dummy", "evdev", "none"].contains(driver) else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw WindowError.noDisplay(driver: driver)
        }
    }

    /// Opens a resizable window of `size` points titled `title`. Throws `.noDisplay` when SDL
    /// falls back to its offscreen or dummy driver.
    public init(title: String, size: CGSize) throws {
        try Self.startVideo()
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                            Int32(size.width), Int32(size.height), flags) else {
            let message = Self.lastError
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw WindowError.sdl(message)
        }
        var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil { renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let renderer else {
            let message = Self.lastError
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw WindowError.sdl(message)
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        self.window = window
        self.renderer = renderer
        self.size = size
        self.hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        SDL_StartTextInput()
        UIPasteboard.systemClipboard = SDLClipboard()
        Self.openWindows[SDL_GetWindowID(window)] = WeakWindow(window: self)
    }

    isolated deinit {
        Self.openWindows[SDL_GetWindowID(window)] = nil
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// The window's title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// The smallest and largest sizes the desktop lets the window take, in points (the window
    /// manager holds the window to them).
    public var sizeLimits: (minimum: CGSize, maximum: CGSize) = (.zero, .zero) {
        didSet {
            guard sizeLimits != oldValue else { return }
            // SDL takes whole points from 1 to its largest window; NaN is no limit.
            func points(_ value: CGFloat, orNoLimit noLimit: Int32) -> Int32 { value.isNaN ? noLimit : Int32(min(max(value, 1), 16384)) }
            SDL_SetWindowMinimumSize(window, points(sizeLimits.minimum.width, orNoLimit: 1), points(sizeLimits.minimum.height, orNoLimit: 1))
            SDL_SetWindowMaximumSize(window, points(sizeLimits.maximum.width, orNoLimit: 16384),
                                     points(sizeLimits.maximum.height, orNoLimit: 16384))
        }
    }

    /// Whether the desktop's screen saver may start while the window shows.
    public static var allowsScreenSaver: Bool {
        get { SDL_IsScreenSaverEnabled() == SDL_TRUE }
        set { if newValue { SDL_EnableScreenSaver() } else { SDL_DisableScreenSaver() } }
    }

    /// Whether the pointer is locked: hidden and kept in the focused window (SDL's relative
    /// mouse mode).
    public static var locksPointer: Bool {
        get { SDL_GetRelativeMouseMode() == SDL_TRUE }
        set { SDL_SetRelativeMouseMode(newValue ? SDL_TRUE : SDL_FALSE) }
    }

    /// Pixels per point: the drawable's width over the window's (2 on a HiDPI display).
    public var scale: CGFloat {
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        SDL_GetWindowSize(window, &width, &height)
        return width > 0 ? max(1, CGFloat(pixelWidth) / CGFloat(width)) : 1
    }

    /// The events that arrived since the last call for all the program's windows, each with
    /// the window it concerns (nil for events of none, as quitting), waiting up to `timeout`
    /// seconds for one when none is there.
    public static func events(waitingUpTo timeout: TimeInterval = 0) -> [(window: SDLWindow?, event: HostEvent)] {
        var result: [(window: SDLWindow?, event: HostEvent)] = []
        var event = SDL_Event()
        var available = SDL_PollEvent(&event) == 1
        if !available, timeout > 0 { available = SDL_WaitEventTimeout(&event, Int32(timeout * 1000)) == 1 }
        while available {
            let window = windowID(of: event).flatMap { openWindows[$0]?.window }
            if let converted = (window ?? openWindows.values.lazy.compactMap(\.window).first)?.convert(event) {
                result.append((window, converted))
            }
            available = SDL_PollEvent(&event) == 1
        }
        return result
    }

    /// The program's open windows by SDL's window identifiers.
    private static var openWindows: [UInt32: WeakWindow] = [:]

    /// The window an event concerns, if any.
    private static func windowID(of event: SDL_Event) -> UInt32? {
        switch SDL_EventType(event.type) {
        case SDL_WINDOWEVENT: event.window.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.windowID
        case SDL_MOUSEMOTION: event.motion.windowID
        case SDL_MOUSEWHEEL: event.wheel.windowID
        case SDL_KEYDOWN, SDL_KEYUP: event.key.windowID
        case SDL_TEXTINPUT: event.text.windowID
        case SDL_TEXTEDITING: event.edit.windowID
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION: event.tfinger.windowID
        default: nil
        }
    }

    /// Brings the window to the front and gives it the focus.
    public func raise() {
        SDL_RaiseWindow(window)
    }

    /// Shows `icon` (its pixels, opaque as iOS app icons are) as the window's icon.
    public func setIcon(_ icon: RenderTarget) {
        icon.withPixels { pixels in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(UnsafeMutableRawPointer(mutating: pixels), Int32(icon.pixelWidth),
                                                                   Int32(icon.pixelHeight), 32, Int32(icon.bytesPerRow),
                                                                   SDL_PIXELFORMAT_ARGB8888.rawValue) else { return }
            SDL_SetWindowIcon(window, surface)
            SDL_FreeSurface(surface)
        }
    }

    /// Shows `target` (the window's size at `scale`) in the window.
    public func present(_ target: RenderTarget) {
        let width = Int32(target.pixelWidth), height = Int32(target.pixelHeight)
        if texture == nil || textureSize != (width, height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
            textureSize = (width, height)
        }
        guard let texture else { return }
        target.withPixels { pixels in
            _ = SDL_UpdateTexture(texture, nil, pixels, Int32(target.bytesPerRow))
        }
        presentTexture()
    }

    /// Draws the texture (the last frame) to the window.
    private func presentTexture() {
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    private func convert(_ event: SDL_Event) -> HostEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        // Mouse events SDL makes from touches are left out: the fingers come as touches.
        case SDL_MOUSEBUTTONDOWN where event.button.which != Self.touchMouseID:
            guard let button = Self.pointerButton(event.button.button) else { return nil }
            return .pointerDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y)), button: button, modifiers: Self.modifiers)
        case SDL_MOUSEBUTTONUP where event.button.which != Self.touchMouseID:
            guard let button = Self.pointerButton(event.button.button) else { return nil }
            return .pointerUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y)), button: button)
        case SDL_MOUSEMOTION where event.motion.which != Self.touchMouseID:
            return .pointerMoved(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)),
                                 pressed: event.motion.state & 1 != 0, // bit 0: SDL_BUTTON_LMASK
                                 modifiers: Self.modifiers)
        case SDL_FINGERDOWN:
            return .fingerDown(id: Int(truncatingIfNeeded: event.tfinger.fingerId), fingerPoint(event.tfinger))
        case SDL_FINGERMOTION:
            return .fingerMoved(id: Int(truncatingIfNeeded: event.tfinger.fingerId), fingerPoint(event.tfinger))
        case SDL_FINGERUP:
            return .fingerUp(id: Int(truncatingIfNeeded: event.tfinger.fingerId), fingerPoint(event.tfinger))
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flipped: CGFloat = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // Control with the wheel pinches: each notch up zooms in by 10 %.
            if SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 {
                return .pinch(scale: pow(1.1, CGFloat(event.wheel.preciseY) * flipped), at: CGPoint(x: Int(x), y: Int(y)))
            }
            // Alt with the wheel rotates: each notch up turns 15° clockwise.
            if SDL_GetModState().rawValue & KMOD_ALT.rawValue != 0 {
                return .rotation(angle: CGFloat(event.wheel.preciseY) * flipped * .pi / 12, at: CGPoint(x: Int(x), y: Int(y)))
            }
            // One notch scrolls 40 points; wheel up (positive y) scrolls toward the start.
            return .wheel(delta: CGPoint(x: CGFloat(event.wheel.preciseX) * 40 * flipped,
                                         y: -CGFloat(event.wheel.preciseY) * 40 * flipped),
                          at: CGPoint(x: Int(x), y: Int(y)))
        case SDL_KEYDOWN:
            return .key(String(cString: SDL_GetKeyName(event.key.keysym.sym)), modifiers: Self.modifiers(UInt32(event.key.keysym.mod)))
        case SDL_TEXTINPUT:
            return .text(withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .composition(text, cursor: Int(event.edit.start))
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            size = CGSize(width: Int(event.window.data1), height: Int(event.window.data2))
            return .resized(size)
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue):
            return .closed
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_LEAVE.rawValue):
            return .pointerLeft
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue):
            return .focused(true)
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
            return .focused(false)
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue):
            return .minimized(true)
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_RESTORED.rawValue):
            return .minimized(false)
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue):
            if texture != nil { presentTexture() }
            return nil
        default:
            return nil
        }
    }

    /// Shows `cursor` as the mouse pointer (SDL's system cursors; hidden hides the pointer).
    @_spi(Host) public static func show(_ cursor: PointerCursor) {
        SDL_ShowCursor(cursor == .hidden ? SDL_DISABLE : SDL_ENABLE)
        let system: SDL_SystemCursor = switch cursor {
        case .hand: SDL_SYSTEM_CURSOR_HAND
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .arrow, .hidden: SDL_SYSTEM_CURSOR_ARROW
        }
        if systemCursors[system.rawValue] == nil { systemCursors[system.rawValue] = SDL_CreateSystemCursor(system) }
        if let shown = systemCursors[system.rawValue] { SDL_SetCursor(shown) }
    }

    /// The system cursors made so far, kept for the program's life as SDL asks.
    private static var systemCursors: [UInt32: OpaquePointer] = [:]

    /// The left button is the primary one, the right the secondary; others are left out.
    private static func pointerButton(_ button: UInt8) -> PointerButton? {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: .primary
        case SDL_BUTTON_RIGHT: .secondary
        default: nil
        }
    }

    /// The modifier keys held now (`SDL_GetModState`).
    private static var modifiers: KeyModifiers { modifiers(SDL_GetModState().rawValue) }

    /// SDL's modifier state (an event's, which holds while a batch of events is converted) as
    /// the host's.
    private static func modifiers(_ state: UInt32) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if state & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if state & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if state & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if state & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }

    private static var lastError: String { String(cString: SDL_GetError()) }

    /// The mouse id of the mouse events SDL makes from touches (`SDL_TOUCH_MOUSEID`).
    private static let touchMouseID = UInt32.max

    /// A finger's position (SDL gives it as a fraction of the window) in points.
    private func fingerPoint(_ finger: SDL_TouchFingerEvent) -> CGPoint {
        CGPoint(x: CGFloat(finger.x) * size.width, y: CGFloat(finger.y) * size.height)
    }
}

private struct WeakWindow {
    weak var window: SDLWindow?
}
