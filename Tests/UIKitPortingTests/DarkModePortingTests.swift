import UIKit
import XCTest

/// Dark mode handled the way iOS code handles it: a cell that sets a CGColor (which does not
/// follow the appearance by itself) in `traitCollectionDidChange(_:)`.
final class BorderedCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        updateBorder()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            updateBorder()
        }
    }

    private func updateBorder() {
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }
}

final class DarkModePortingTests: XCTestCase {
    func testCellUpdatesItsBorderWhenTheAppearanceChanges() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let cell = BorderedCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(cell)
        XCTAssertEqual(cell.layer.borderColor, UIColor.separator.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor)
        container.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(cell.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(cell.layer.borderColor, UIColor.separator.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
    }
}
