import Foundation

/// UIKit's context stack and image contexts (the functions before `UIGraphicsImageRenderer`):
/// `UIGraphicsPushContext`/`PopContext` make a context current for UIKit's drawing (paths,
/// colors, images, strings); `UIGraphicsBeginImageContextWithOptions` pushes a new bitmap
/// context of a size and scale, `UIGraphicsGetImageFromCurrentImageContext` reads it and
/// `UIGraphicsEndImageContext` pops it. The rendering module draws them
/// (`Rendering.install()`); without it, no image context begins, and the calls are reported.
@preconcurrency @MainActor
enum GraphicsContextStack {
    /// What each push or image context replaced: the current context, and UIKit's fill and
    /// stroke colors (a new image context starts with black ones).
    static var saved: [(previous: GraphicsContext?, fill: UIColor, stroke: UIColor)] = []
    /// The image contexts begun and not ended.
    static var imageContexts: [GraphicsContext] = []
}

/// Makes `context` the current context (`UIGraphicsGetCurrentContext()`), until
/// `UIGraphicsPopContext()`. A context that is not one of UIKit's is reported and not pushed.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    guard let context = context as? GraphicsContext else {
        return Diagnostics.report("UIGraphicsPushContext: the context was not made by UIKit or the renderer; it was not pushed")
    }
    GraphicsContextStack.saved.append((Graphics.currentContext, Graphics.fillColor, Graphics.strokeColor))
    Graphics.currentContext = context
}

/// Makes the context current before the last `UIGraphicsPushContext` current again.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    guard let saved = GraphicsContextStack.saved.popLast() else { return }
    (Graphics.currentContext, Graphics.fillColor, Graphics.strokeColor) = saved
}

/// Begins an image context of `size` points at scale 1.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points at `scale` pixels per point (0: the main screen's
/// scale) and makes it current. An `opaque` context starts black. Top-left origin, as in
/// `draw(_:)`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard let drawing = UIGraphicsImageRenderer.offscreenDrawing else {
        return Diagnostics.report("UIGraphicsBeginImageContext: no renderer is installed (Rendering.install()); no context began")
    }
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
        return Diagnostics.report("UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size=\(size), scale=\(scale), bitmapInfo=0x2002. Use UIGraphicsImageRenderer to avoid this assert.")
    }
    let context = drawing.makeContext(size: size, scale: scale > 0 ? scale : UIScreen.main.scale)
    if opaque { context.fill(CGRect(origin: .zero, size: size), color: .black, cornerRadius: 0) }
    GraphicsContextStack.imageContexts.append(context)
    GraphicsContextStack.saved.append((Graphics.currentContext, Graphics.fillColor, Graphics.strokeColor))
    (Graphics.currentContext, Graphics.fillColor, Graphics.strokeColor) = (context, .black, .black)
}

/// The image the current image context shows; nil when the current context is not an image
/// context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = Graphics.currentContext, GraphicsContextStack.imageContexts.last === context else { return nil }
    return UIGraphicsImageRenderer.offscreenDrawing?.image(of: context)
}

/// Ends the current image context, and makes the context before it current.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let context = Graphics.currentContext, GraphicsContextStack.imageContexts.last === context,
          let saved = GraphicsContextStack.saved.popLast() else { return }
    GraphicsContextStack.imageContexts.removeLast()
    (Graphics.currentContext, Graphics.fillColor, Graphics.strokeColor) = saved
}

/// The current context, or nil with Core Graphics' message for drawing without one (`call`
/// names the Core Graphics function UIKit's drawing would have called).
@MainActor
private func currentContext(for call: String) -> CGContext? {
    guard let context = UIGraphicsGetCurrentContext() else {
        Diagnostics.report("\(call): invalid context 0x0. If you want to see the backtrace, please set CG_CONTEXT_SHOW_BACKTRACE environmental variable.")
        return nil
    }
    return context
}

/// Fills `rect` in the current context with its fill color (`UIColor.setFill()`).
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    currentContext(for: "CGContextFillRects")?.fill(rect)
}

/// Fills `rect` with the fill color, composited by `blendMode`.
@preconcurrency @MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = currentContext(for: "CGContextFillRects") else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a frame one point wide inside `rect` with the fill color, as UIKit's `UIRectFrame`.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .normal)
}

/// Draws a frame one point wide inside `rect` with the fill color, composited by `blendMode`.
@preconcurrency @MainActor
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = currentContext(for: "CGContextFillRects") else { return }
    let rect = rect.standardized
    let width = min(1, rect.width / 2), height = min(1, rect.height / 2)
    context.saveGState()
    context.setBlendMode(blendMode)
    // Four strips, leaving the current path alone.
    context.fill([CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: height),
                  CGRect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height),
                  CGRect(x: rect.minX, y: rect.minY + height, width: width, height: rect.height - 2 * height),
                  CGRect(x: rect.maxX - width, y: rect.minY + height, width: width, height: rect.height - 2 * height)])
    context.restoreGState()
}

/// Intersects the current context's clipping area with `rect`.
@preconcurrency @MainActor
public func UIRectClip(_ rect: CGRect) {
    currentContext(for: "CGContextClipToRect")?.clip(to: rect)
}
