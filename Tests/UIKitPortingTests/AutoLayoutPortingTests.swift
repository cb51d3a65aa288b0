import UIKit
import XCTest

/// Apple's `TextCell` of "Implementing Modern Collection Views", as the sample writes it: a
/// label pinned to the content view with anchors. (Named apart from the frame-based TextCell
/// of the registration test.)
class InsetTextCell: UICollectionViewCell {
    let label = UILabel()
    static let reuseIdentifier = "text-cell-reuse-identifier"

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }
    required init?(coder: NSCoder) {
        fatalError("not implemnted")
    }
}

extension InsetTextCell {
    func configure() {
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        contentView.addSubview(label)
        label.font = UIFont.preferredFont(forTextStyle: .caption1)
        let inset = CGFloat(10)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset)
        ])
    }
}

/// Apple's Grid sample with the constraint-built cell, its collection view pinned with anchors.
final class ConstraintGridViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItemTitle = "Grid"
        configureHierarchy()
        configureDataSource()
    }

    var navigationItemTitle = ""

    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<InsetTextCell, Int> { (cell, indexPath, identifier) in
            cell.label.text = "\(identifier)"
            cell.contentView.backgroundColor = .systemBlue
            cell.label.textAlignment = .center
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A sign-in form as iOS code builds one: a stack of rows made with anchors and the visual
/// format language, inside the readable width and the safe area.
final class SignInViewController: UIViewController {
    let titleLabel = UILabel()
    let nameLabel = UILabel()
    let nameField = UIView()
    let button = UIView()
    var buttonHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Sign in"
        titleLabel.font = .systemFont(ofSize: 34)
        nameLabel.text = "Name"
        for subview in [titleLabel, nameLabel, nameField, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["title": titleLabel, "name": nameLabel, "field": nameField, "button": button]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:[title]-16-[field(44)]-(>=24)-[button]",
                                                         options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-[field]-|", options: [.alignAllCenterY],
                                                      metrics: nil, views: views)
        buttonHeight = button.heightAnchor.constraint(equalToConstant: 50)
        constraints += [
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            buttonHeight,
        ]
        NSLayoutConstraint.activate(constraints)
    }
}

/// A toolbar of buttons-like views in a stack view, as apps build one.
final class ToolbarView: UIView {
    let stackView = UIStackView()
    let items: [UIView] = (0..<4).map { _ in UIView() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.axis = .horizontal
        stackView.distribution = .equalSpacing
        stackView.alignment = .center
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        for item in items {
            item.widthAnchor.constraint(equalToConstant: 44).isActive = true
            item.heightAnchor.constraint(equalToConstant: 30).isActive = true
            stackView.addArrangedSubview(item)
        }
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class AutoLayoutPortingTests: XCTestCase {
    func testAStackViewToolbar() {
        let toolbar = ToolbarView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        toolbar.layoutIfNeeded()
        XCTAssertEqual(toolbar.stackView.frame, CGRect(x: 8, y: 0, width: 374, height: 50))
        // 374 - 4 × 44 = 198 of space, 66 between each.
        XCTAssertEqual(toolbar.items.map(\.frame.minX), [0, 110, 220, 330])
        XCTAssertEqual(toolbar.items[0].frame.minY, 10)
        toolbar.items[1].isHidden = true
        toolbar.layoutIfNeeded()
        XCTAssertEqual(toolbar.items[2].frame.minX, 165)
    }

    func testApplesTextCellIsLaidOutByItsConstraints() {
        let controller = ConstraintGridViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.setRootSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        controller.view.layoutIfNeeded()
        let collectionView = controller.collectionView!
        XCTAssertEqual(collectionView.frame, CGRect(x: 0, y: 47, width: 390, height: 797))
        for item in [0, 1, 7, 24] {
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? InsetTextCell
            let column = CGFloat(item % 5), row = CGFloat(item / 5)
            XCTAssertEqual(cell?.frame, CGRect(x: column * 78, y: row * 78, width: 78, height: 78), "cell \(item)")
            XCTAssertEqual(cell?.contentView.frame, CGRect(x: 0, y: 0, width: 78, height: 78))
            XCTAssertEqual(cell?.label.frame, CGRect(x: 10, y: 10, width: 58, height: 58), "label of cell \(item)")
            XCTAssertEqual(cell?.label.text, "\(item)")
            XCTAssertFalse(cell?.label.hasAmbiguousLayout ?? true)
        }
        // Scrolled: reused cells keep their constraints.
        collectionView.contentOffset = CGPoint(x: 0, y: 800)
        collectionView.layoutIfNeeded()
        let scrolled = collectionView.cellForItem(at: IndexPath(item: 60, section: 0)) as? InsetTextCell
        XCTAssertEqual(scrolled?.frame, CGRect(x: 0, y: 936, width: 78, height: 78))
        XCTAssertEqual(scrolled?.label.frame, CGRect(x: 10, y: 10, width: 58, height: 58))
        // Rotated: the collection view follows its constraints, the cells their new size.
        controller.view.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(collectionView.frame.size, CGSize(width: 844, height: 343))
        let wide = collectionView.visibleCells.compactMap { $0 as? InsetTextCell }.first
        XCTAssertEqual(wide.map { $0.label.frame.width }, wide.map { $0.frame.width - 20 })
    }

    func testAFormOfAnchorsAndVisualFormats() {
        let controller = SignInViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.setRootSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        controller.view.layoutIfNeeded()
        let title = controller.titleLabel, name = controller.nameLabel, field = controller.nameField, button = controller.button
        XCTAssertEqual(title.frame.minY, 67)
        XCTAssertEqual(title.frame.midX, 195, accuracy: 0.5)
        XCTAssertEqual(name.frame.minX, 16, "|-[name] is the leading margin: a root view's is 16 points on an iPhone")
        XCTAssertEqual(field.frame.minX, name.frame.maxX + 8)
        XCTAssertEqual(field.frame.maxX, 374)
        XCTAssertEqual(field.frame.height, 44)
        XCTAssertEqual(name.frame.midY, field.frame.midY, accuracy: 0.5, "aligned on their centers")
        XCTAssertEqual(button.frame, CGRect(x: 16, y: 740, width: 358, height: 50))
        controller.buttonHeight.constant = 60
        controller.view.layoutIfNeeded()
        XCTAssertEqual(button.frame, CGRect(x: 16, y: 730, width: 358, height: 60))
        XCTAssertTrue(controller.view.constraints.contains(controller.buttonHeight) == false)
        XCTAssertTrue(button.constraints.contains(controller.buttonHeight))
        // On a wide screen the readable guide keeps the button to 672 points, centered.
        controller.view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(button.frame.width, 672)
        XCTAssertEqual(button.frame.midX, 512)
    }

    func testSizingACellWithSystemLayoutSizeFitting() {
        let cell = InsetTextCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        cell.label.text = "Hello"
        let size = cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size.height, cell.label.intrinsicContentSize.height + 20)
        XCTAssertEqual(size.width, cell.label.intrinsicContentSize.width + 20)
        let priority: UILayoutPriority = .defaultHigh + 1
        XCTAssertEqual(priority.rawValue, 751)
    }
}
