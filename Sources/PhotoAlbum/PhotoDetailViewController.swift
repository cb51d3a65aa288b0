import UIKit

/// One photo, large: the album pushes it on its navigation stack for the photo in the centre
/// (its Details button). The image fills the safe area, aspect-fit, on the system background,
/// its name on a blurred caption at the bottom; the navigation bar shows the photo's title and
/// a back button to the album; the navigation controller's toolbar shows a share button (the
/// share sheet), a favorite button (a heart that fills when tapped) between two flexible spaces,
/// and a trash button.
public final class PhotoDetailViewController: UIViewController {
    /// The name the photo is registered under (`UIImage(named:)`).
    public let imageName: String
    /// The view that shows the photo.
    public let imageView = UIImageView()
    /// The caption over the bottom of the photo: the photo's title on a blur.
    public let caption = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    /// Whether the photo is a favorite (the toolbar's heart).
    public private(set) var isFavorite = false
    /// How the last share ended: the activity's type, or "cancelled" (nil before any).
    public private(set) var lastShare: String?
    private lazy var favoriteItem = UIBarButtonItem(image: UIImage(systemName: "heart"), style: .plain, target: self,
                                                    action: { [weak self] _ in self?.toggleFavorite() })

    public init(imageName: String, title: String) {
        self.imageName = imageName
        super.init(nibName: nil, bundle: nil)
        self.title = title
        let share = UIBarButtonItem(barButtonSystemItem: .action, primaryAction: UIAction { [weak self] _ in self?.share() })
        toolbarItems = [share, .flexibleSpace(),
                        favoriteItem, .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
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
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        caption.contentView.addSubview(label)
        caption.layer.cornerRadius = 12
        caption.clipsToBounds = true
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            caption.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -24),
            label.leadingAnchor.constraint(equalTo: caption.contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: caption.contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: caption.contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: caption.contentView.bottomAnchor, constant: -8),
        ])
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    /// Shows the share sheet for the photo and its title (Copy, Save to Files).
    public func share() {
        var items: [Any] = [title ?? imageName]
        if let image = imageView.image { items.insert(image, at: 0) }
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
        sheet.popoverPresentationController?.barButtonItem = toolbarItems?.first
        sheet.completionWithItemsHandler = { [weak self] activityType, completed, _, _ in
            self?.lastShare = completed ? activityType?.rawValue : "cancelled"
        }
        present(sheet, animated: true)
    }

    /// Makes the photo a favorite, or not: the heart fills or empties.
    public func toggleFavorite() {
        isFavorite.toggle()
        favoriteItem.image = UIImage(systemName: isFavorite ? "heart.fill" : "heart")
    }
}
