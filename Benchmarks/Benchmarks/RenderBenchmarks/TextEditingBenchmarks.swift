import Benchmark
import BenchmarkSupport
import Foundation
import Rendering
import UIKit

/// Issue 29's measure: a keystroke in a 100,000-character `UITextView` (200 paragraphs of 500
/// characters) — the edit and the layout, and the edit, the layout and the drawing of what
/// shows — against laying the whole text out again (the container's width changed by a point,
/// the baseline in the same run);
/// and a keystroke in a `UITextField`, laid out and drawn (into the 600×800 target, whose clearing
/// alone is measured as its baseline, and into a target of the field's size).
@MainActor
final class TextEditingRig {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 600, height: 500))
    let field = UITextField(frame: CGRect(x: 20, y: 520, width: 300, height: 34))
    let renderer = ViewRenderer()
    let target = RenderTarget(size: CGSize(width: 600, height: 800), scale: 1)
    /// A target of the field's size: drawing the field clears 300×34 pixels, not 600×800.
    let fieldTarget = RenderTarget(size: CGSize(width: 300, height: 34), scale: 1)
    /// A view with nothing to draw: rendering it is the target's clearing alone.
    let emptyView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    private var typed = false
    private var fieldTyped = false
    private var narrow = false

    init() {
        Rendering.install()
        let words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
        let paragraph = String(String(repeating: words, count: 7).prefix(499))
        textView.font = .systemFont(ofSize: 15)
        textView.text = Array(repeating: paragraph, count: 200).joined(separator: "\n")
        field.borderStyle = .roundedRect
        field.text = "someone@example.com"
        window.addSubview(textView)
        window.addSubview(field)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 50_000, length: 0)
        textView.layoutIfNeeded()
    }

    /// Lays the whole text out again at a width a point wider or narrower.
    func relayoutEverything() {
        narrow.toggle()
        textView.textContainer.size = CGSize(width: narrow ? 599 : 600, height: CGFloat.greatestFiniteMagnitude)
        textView.layoutManager.ensureLayout(for: textView.textContainer)
    }

    /// Types a character (or deletes it again), lays out the text view and, when `drawn`,
    /// draws it.
    func keystroke(drawn: Bool = true) {
        if typed { textView.deleteBackward() } else { textView.insertText("x") }
        typed.toggle()
        textView.layoutIfNeeded()
        if drawn { renderer.render(textView, into: target, background: .white) }
    }

    /// Types a character in the field (or deletes it again), lays out and draws the field into
    /// the 600×800 target (cleared each time), or into a target of the field's size.
    func fieldKeystroke(ownTarget: Bool = false) {
        if !field.isFirstResponder { field.becomeFirstResponder() }
        if fieldTyped { field.deleteBackward() } else { field.insertText("x") }
        fieldTyped.toggle()
        field.layoutIfNeeded()
        renderer.render(field, into: ownTarget ? fieldTarget : target, background: .white)
    }

    /// Draws a view with nothing to draw into the 600×800 target: what clearing it costs.
    func clearTarget() {
        renderer.render(emptyView, into: target, background: .white)
    }
}

nonisolated(unsafe) var textRig: TextEditingRig?

func textEditingBenchmarks(_ configuration: Benchmark.Configuration) {
    Benchmark("text view: lay out 100,000 characters again (baseline)", configuration: configuration) { benchmark in
        onMain {
            if textRig == nil { textRig = TextEditingRig() }
            benchmark.startMeasurement()
            textRig!.relayoutEverything()
            benchmark.stopMeasurement()
        }
    }
    Benchmark("text view: keystroke in 100,000 characters, laid out", configuration: configuration) { benchmark in
        onMain {
            if textRig == nil { textRig = TextEditingRig() }
            benchmark.startMeasurement()
            textRig!.keystroke(drawn: false)
            benchmark.stopMeasurement()
        }
    }
    Benchmark("text view: keystroke in 100,000 characters, laid out and drawn", configuration: configuration) { benchmark in
        onMain {
            if textRig == nil { textRig = TextEditingRig() }
            benchmark.startMeasurement()
            textRig!.keystroke()
            benchmark.stopMeasurement()
        }
    }
    Benchmark("text field: the 600×800 target cleared, nothing drawn (baseline)", configuration: configuration) { benchmark in
        onMain {
            if textRig == nil { textRig = TextEditingRig() }
            benchmark.startMeasurement()
            textRig!.clearTarget()
            benchmark.stopMeasurement()
        }
    }
    Benchmark("text field: keystroke, laid out and drawn", configuration: configuration) { benchmark in
        onMain {
            if textRig == nil { textRig = TextEditingRig() }
            benchmark.startMeasurement()
            textRig!.fieldKeystroke()
            benchmark.stopMeasurement()
        }
    }
    Benchmark("text field: keystroke, laid out and drawn into a target of its size", configuration: configuration) { benchmark in
        onMain {
            if textRig == nil { textRig = TextEditingRig() }
            benchmark.startMeasurement()
            textRig!.fieldKeystroke(ownTarget: true)
            benchmark.stopMeasurement()
        }
    }
}
