import UIKit

/// One photo, large: the album pushes it on its navigation stack for the photo in the centre
/// (its Details button). The image fills the safe area, aspect-fit, on the system background; the
/// navigation bar shows the photo's title and a back button to the album.
public final class PhotoDetailViewController: UIViewController {
    /// The name the photo is registered under (`UIImage(named:)`).
    public let imageName: String
    /// The view that shows the photo.
    public let imageView = UIImageView()

    public init(imageName: String, title: String) {
        self.imageName = imageName
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.image = UIImage(named: imageName)
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            imageView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            imageView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            imageView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
        ])
    }
}
