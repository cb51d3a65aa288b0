import Foundation

/// The interface text layout uses to ask an attachment for its image and bounds, as UIKit's
/// `NSTextAttachmentContainer`.
public protocol NSTextAttachmentContainer: NSObjectProtocol {
    /// The image drawn at `imageBounds` for the attachment at `charIndex`.
    func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage?
    /// The attachment's bounds in its line: the origin's y is the offset of its bottom from the
    /// baseline (negative below it).
    func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
                          characterIndex charIndex: Int) -> CGRect
}

/// An image inside attributed text, as UIKit's `NSTextAttachment`: the attributed string holds
/// the attachment character (U+FFFC, `NSTextAttachment.character`) with the attachment as its
/// `.attachment` attribute (`NSAttributedString(attachment:)`), and labels, text views, text
/// fields and `NSAttributedString.draw(…)` draw the image in the line at `bounds` (the image's
/// size at the baseline when `bounds` is zero). A template image (a symbol image) is drawn in
/// the text's foreground color, as UIKit does since iOS 13. Subclasses may override
/// `image(forBounds:textContainer:characterIndex:)` and
/// `attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)`; they are asked
/// when the text is styled, with no text container and a zero line fragment. Attachment
/// views (`NSTextAttachmentViewProvider`) and `fileWrapper` (Foundation on Linux has no
/// `FileWrapper`) do not exist here.
open class NSTextAttachment: NSObject, NSTextAttachmentContainer, @unchecked Sendable {
    /// The attachment character, U+FFFC OBJECT REPLACEMENT CHARACTER (UIKit's `NSAttachmentCharacter`).
    public class var character: Int { 0xFFFC }

    /// The attachment's data (an image file's contents), as UIKit's `contents`.
    open var contents: Data?
    /// The data's uniform type identifier, as UIKit's `fileType`.
    open var fileType: String?
    /// The image drawn; when nil, the image the contents decode to.
    open var image: UIImage?
    /// Where the image is drawn: its origin's y is the offset of its bottom from the baseline;
    /// zero (the default) means the image's size on the baseline.
    open var bounds: CGRect = .zero
    /// Space before and after the attachment in its line, as UIKit's `lineLayoutPadding` (iOS 15).
    open var lineLayoutPadding: CGFloat = 0

    /// An attachment of `contentData` of type `uti`, as UIKit's designated initializer.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An attachment without contents, as `NSTextAttachment()` on iOS.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// An attachment showing `image`, as UIKit's `init(image:)` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// `image`, else the image `contents` decode to.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        if let image { return image }
        return contents.flatMap { UIImage(data: $0) }
    }

    /// `bounds` when it is not zero, else the image's size at the baseline.
    open func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
                               characterIndex charIndex: Int) -> CGRect {
        guard bounds == .zero else { return bounds }
        let size = image(forBounds: .zero, textContainer: textContainer, characterIndex: charIndex)?.size ?? .zero
        return CGRect(origin: .zero, size: size)
    }
}

extension NSAttributedString.Key {
    /// The attachment (`NSTextAttachment`) shown in place of the attachment character.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// The attachment character with `attachment` as its attribute, as UIKit's `init(attachment:)`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(attachment: attachment, attributes: [:])
    }

    /// The attachment character with `attachment` and `attributes` (iOS 17).
    public convenience init(attachment: NSTextAttachment, attributes: [NSAttributedString.Key: Any]) {
        var all = attributes
        all[.attachment] = attachment
        self.init(string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!)), attributes: all)
    }
}
