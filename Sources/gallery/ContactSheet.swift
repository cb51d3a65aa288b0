import UIKit

/// The headless session's frames side by side, each under its name, as one view to render.
@MainActor
struct ContactSheet {
    static let columns = 6
    static let thumbnailWidth: CGFloat = 200
    static let captionHeight: CGFloat = 24
    static let margin: CGFloat = 12

    let view: UIView

    init(frames: [(name: String, image: UIImage)], frameSize: CGSize) {
        let width = Self.thumbnailWidth
        let height = (width * frameSize.height / max(frameSize.width, 1)).rounded()
        let columns = min(Self.columns, max(frames.count, 1))
        let rows = (frames.count + columns - 1) / columns
        let cellWidth = width + Self.margin, cellHeight = height + Self.captionHeight + Self.margin
        view = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * cellWidth + Self.margin,
                                    height: CGFloat(rows) * cellHeight + Self.margin))
        for (index, frame) in frames.enumerated() {
            let origin = CGPoint(x: Self.margin + CGFloat(index % columns) * cellWidth,
                                 y: Self.margin + CGFloat(index / columns) * cellHeight)
            let imageView = UIImageView(frame: CGRect(origin: origin, size: CGSize(width: width, height: height)))
            imageView.image = frame.image
            imageView.layer.borderColor = UIColor(white: 0.4, alpha: 1).cgColor
            imageView.layer.borderWidth = 1
            view.addSubview(imageView)
            let caption = UILabel(frame: CGRect(x: origin.x, y: origin.y + height, width: width, height: Self.captionHeight))
            caption.text = frame.name
            caption.textColor = UIColor(white: 0.85, alpha: 1)
            caption.font = .systemFont(ofSize: 12)
            caption.textAlignment = .center
            view.addSubview(caption)
        }
    }
}
