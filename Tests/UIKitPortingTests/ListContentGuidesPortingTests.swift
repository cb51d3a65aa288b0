import UIKit
import XCTest

/// `UIListContentView`'s layout guides: constraints can follow the image and the texts.
final class ListContentGuidesPortingTests: XCTestCase {
    func testGuidesFollowTheImageAndTheText() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Title"
        configuration.image = UIImage(size: CGSize(width: 20, height: 20), color: .red)
        let content = UIListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        content.layoutIfNeeded()
        XCTAssertNil(content.secondaryTextLayoutGuide, "no secondary text")
        let textGuide = try XCTUnwrap(content.textLayoutGuide)
        let imageGuide = try XCTUnwrap(content.imageLayoutGuide)
        let label = try XCTUnwrap(content.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Title" })
        XCTAssertEqual(imageGuide.layoutFrame, CGRect(x: 16, y: 12, width: 20, height: 20))
        XCTAssertEqual(textGuide.layoutFrame, label.frame)
        XCTAssertGreaterThan(textGuide.layoutFrame.minX, imageGuide.layoutFrame.maxX)

        let underline = UIView()
        underline.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(underline)
        NSLayoutConstraint.activate([
            underline.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor),
            underline.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            underline.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            underline.heightAnchor.constraint(equalToConstant: 1),
        ])
        content.layoutIfNeeded()
        XCTAssertEqual(underline.frame, CGRect(x: label.frame.minX, y: 43, width: 320 - label.frame.minX, height: 1))

        // The guides move with the content.
        content.frame.size.width = 500
        content.layoutIfNeeded()
        XCTAssertEqual(imageGuide.layoutFrame.minX, 20, "20-point margins from 414 points wide")
        XCTAssertEqual(textGuide.layoutFrame, label.frame)
        XCTAssertEqual(underline.frame.minX, label.frame.minX)
    }
}
