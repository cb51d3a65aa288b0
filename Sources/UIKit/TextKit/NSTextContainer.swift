import Foundation

/// The region text is laid out in, as TextKit's `NSTextContainer`: a size (its width wraps
/// the lines), the padding at each end of a line fragment, and a limit on the number of lines.
/// A text view's container tracks the view's width.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }

    public required init?(coder: NSCoder) {
        size = .zero
        super.init()
    }

    /// The layout manager that lays text out in the container.
    open internal(set) weak var layoutManager: NSLayoutManager?
    /// The text view that shows the container, if any.
    weak var textView: UITextView?

    /// The container's size; a width of 0 or of `.greatestFiniteMagnitude` does not wrap.
    open var size: CGSize {
        didSet { if size != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }

    /// The empty space at each end of a line fragment: 5 points by default.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }

    /// The most lines laid out (0: no limit); lines past it are not laid out nor drawn.
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }

    /// How the last line breaks when `maximumNumberOfLines` cuts the text. Kept: the lines past
    /// the limit are left out, without an ellipsis.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping

    /// Paths text flows around. Kept, not honoured: Pango lays out rectangular paragraphs, so
    /// lines keep the container's full width.
    open var exclusionPaths: [UIBezierPath] = []

    /// Whether the container's width follows its text view's bounds. Default false for a
    /// container made in code; a text view's own container tracks.
    open var widthTracksTextView = false
    /// Whether the container's height follows its text view's bounds. Default false.
    open var heightTracksTextView = false

    /// Whether the container is a plain rectangle (it always is here).
    open var isSimpleRectangularTextContainer: Bool { true }

    /// The width lines wrap to, less the padding; nil when the container does not wrap.
    var wrappingWidth: CGFloat? {
        guard size.width > 0, size.width < CGFloat.greatestFiniteMagnitude / 2 else { return nil }
        return max(1, size.width - 2 * lineFragmentPadding)
    }
}
