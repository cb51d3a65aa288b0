// The tutorial's photo album app (seeds/002), ported from its Objective-C through UIKit's names.
import UIKit

/// CYPhotoCell: an image view with a white frame.
public final class PhotoCell: UICollectionViewCell {
    public let imageView = UIImageView()
    public var imageName = "" {
        didSet { imageView.image = UIImage(named: imageName) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.layer.borderColor = UIColor.white.cgColor
        imageView.layer.borderWidth = 10
        contentView.addSubview(imageView)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}

/// The tutorial's ViewController: 20 photos in the carousel, a tap on a photo deletes it, a
/// touch elsewhere switches between the carousel and the circle.
public final class AlbumViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public static let photoID = "photo"
    public var collectionView: UICollectionView!
    public var imageNames = (0..<20).map { "\($0 + 1)" }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = LineLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionW = view.frame.size.width
        let collectionH: CGFloat = 200
        let frame = CGRect(x: 0, y: 150, width: collectionW, height: collectionH)
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        self.collectionView = collectionView
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: Self.photoID)
    }

    /// The tutorial's `touchesBegan:withEvent:`: a touch outside the photos switches between
    /// the carousel and the circle.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if collectionView.collectionViewLayout.isKind(of: LineLayout.self) {
            collectionView.setCollectionViewLayout(CircleLayout(), animated: true)
        } else {
            let layout = LineLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView.setCollectionViewLayout(layout, animated: true)
        }
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        imageNames.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.photoID, for: indexPath) as! PhotoCell
        cell.imageName = imageNames[indexPath.item]
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        imageNames.remove(at: indexPath.item)
        self.collectionView.deleteItems(at: [indexPath])
    }
}
