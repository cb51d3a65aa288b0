import UIKit

/// A 1,000,000-item grid, with an overlay showing how long the last frames took (layout and
/// drawing) — the median and the 99th percentile over the last 120.
final class MillionGridViewController: UIViewController, GalleryScreen, UICollectionViewDataSource {
    static let itemCount = 1_000_000
    var collectionView: UICollectionView!
    let screenTitle = "1,000,000"
    private let overlay = UILabel()
    private var frameTimes: [Double] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 56, height: 56)
        layout.minimumLineSpacing = 4
        layout.minimumInteritemSpacing = 4
        layout.sectionInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .black
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
        view.addSubview(collectionView)
        self.collectionView = collectionView

        overlay.backgroundColor = UIColor(white: 0, alpha: 0.75)
        overlay.textColor = .green
        overlay.font = UIFont(name: "DejaVu Sans Mono", size: 13) ?? .systemFont(ofSize: 13)
        overlay.textAlignment = .center
        overlay.layer.cornerRadius = 6
        overlay.clipsToBounds = true
        overlay.isUserInteractionEnabled = false
        overlay.text = "frame – ms"
        view.addSubview(overlay)
    }

    /// The frame-time overlay sits at the top right, under the navigation bar.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        overlay.frame = CGRect(x: view.bounds.width - 262, y: view.safeAreaInsets.top + 8, width: 254, height: 28)
    }

    var stateDescription: String {
        let first = collectionView.indexPathsForVisibleItems.map(\.item).min() ?? -1
        return "layout=UICollectionViewFlowLayout items=\(Self.itemCount) offset=\(Int(scrolledDistance.y)) firstVisible=\(first)"
    }

    /// Records how long the last frame took and shows the recent median and 99th percentile.
    func frameDidRender(seconds: Double) {
        frameTimes.append(seconds * 1000)
        if frameTimes.count > 120 { frameTimes.removeFirst(frameTimes.count - 120) }
        let sorted = frameTimes.sorted()
        let median = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        overlay.text = String(format: "frame %.1f ms · p99 %.1f ms", median, p99)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.itemCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.reuseIdentifier, for: indexPath) as! NumberCell
        cell.number = indexPath.item
        return cell
    }
}

/// A grid item: its number on a color that walks the hue circle every 360 items.
final class NumberCell: UICollectionViewCell {
    static let reuseIdentifier = "number"
    private let label = UILabel()

    var number = 0 {
        didSet {
            label.text = "\(number)"
            contentView.backgroundColor = UIColor(hue: CGFloat(number % 360) / 360, saturation: 0.55, brightness: 0.85, alpha: 1)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 11)
        label.textColor = UIColor(white: 0.1, alpha: 1)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
