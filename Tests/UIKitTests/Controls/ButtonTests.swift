import Foundation
import Testing
@testable import UIKit

/// `UIButton`: per-state content and its fallbacks, sizes to the point, configurations and their
/// updates, and sizing in Auto Layout.
@Suite(.serialized) @MainActor struct ButtonTests {
    /// A one-line title's measured size, rounded up to whole points as a label rounds it.
    private func textSize(_ text: String, _ font: UIFont) -> CGSize {
        let size = UILabel.textMeasurer.size(of: text, font: font, width: nil, numberOfLines: 1)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    @Test func titlesFallBackToTheNormalState() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Play")
    }

    @Test func titleColorsDependOnTheType() {
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == UIColor.systemBlue)
        system.tintColor = .systemRed
        #expect(system.currentTitleColor == UIColor.systemRed)
        #expect(system.titleColor(for: .disabled) == UIColor.tertiaryLabel)
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == UIColor.white)
        custom.setTitleColor(.black, for: .normal)
        custom.setTitleColor(.systemGray, for: .highlighted)
        #expect(custom.titleColor(for: .highlighted) == UIColor.systemGray)
        #expect(custom.titleColor(for: .selected) == UIColor.black)
    }

    @Test func aSystemButtonIsItsTitleWithSixPointsAboveAndBelow() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let title = textSize("Button", .systemFont(ofSize: 15))
        #expect(title.height == 18)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: 30))
        #expect(button.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: title.width, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: 26))
    }

    @Test func anEmptyButtonAndACloseButtonHaveUIKitsSizes() {
        #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .close).buttonType == .close)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
    }

    @Test func anImageButtonIsItsImage() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(size: CGSize(width: 24, height: 20), color: .red), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 24, height: 20))
        #expect(button.currentImage?.size == CGSize(width: 24, height: 20))
        button.setTitle("Go", for: .normal)
        let title = textSize("Go", .systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: 24 + title.width, height: 30))
    }

    @Test func contentIsLaidOutImageThenTitleInTheMiddle() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20), color: .red), for: .normal)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let title = textSize("Go", .systemFont(ofSize: 15))
        let left = (200 - 20 - title.width) / 2
        #expect(button.imageView?.frame == CGRect(x: left, y: 15, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: left + 20, y: 16, width: title.width, height: 18))
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.origin == CGPoint(x: 0, y: 0))
        #expect(button.titleLabel?.frame.origin == CGPoint(x: 20, y: 0))
    }

    @Test func primaryActionGivesTitleAndImage() {
        var tapped = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in tapped += 1 })
        #expect(button.currentTitle == "Add")
        button.sendActions(for: .primaryActionTriggered)
        #expect(tapped == 1)
        let framed = UIButton(frame: CGRect(x: 1, y: 2, width: 30, height: 40), primaryAction: UIAction(title: "X") { _ in })
        #expect(framed.frame == CGRect(x: 1, y: 2, width: 30, height: 40) && framed.buttonType == .system)
        let configured = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Buy") { _ in })
        #expect(configured.configuration?.title == "Buy" && configured.currentTitle == "Buy")
    }

    @Test func configurationsHaveIOSMetrics() {
        var configuration = UIButton.Configuration.filled()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(configuration.cornerStyle == .dynamic && configuration.buttonSize == .medium)
        #expect(configuration.imagePlacement == .leading && configuration.imagePadding == 0 && configuration.titlePadding == 0)
        configuration.title = "Button"
        let button = UIButton(configuration: configuration)
        let body = UIFont.preferredFont(forTextStyle: .body)
        let title = textSize("Button", body)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        configuration.contentInsets = .zero
        configuration.buttonSize = .medium
        #expect(configuration.contentInsets == .zero)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test func imageTitleAndSubtitleAddUp() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "Sub"
        configuration.titlePadding = 2
        configuration.image = UIImage(size: CGSize(width: 20, height: 20), color: .red)
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        let title = textSize("Title", .preferredFont(forTextStyle: .body))
        let subtitle = textSize("Sub", .preferredFont(forTextStyle: .subheadline))
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + 2 + subtitle.height)
        #expect(button.intrinsicContentSize == CGSize(width: 12 + 20 + 8 + text.width + 12, height: 7 + text.height + 7))
        configuration.imagePlacement = .top
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 24 + text.width, height: 14 + 20 + 8 + text.height))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minY == 7)
        #expect(button.titleLabel?.frame.minY == CGFloat(35))
        #expect(button.subtitleLabel?.text == "Sub")
        #expect(button.subtitleLabel?.frame.maxY == CGFloat(35) + text.height)
    }

    @Test func theUpdateHandlerRunsBeforeLayoutAfterStateChanges() {
        let button = UIButton(configuration: .gray())
        var calls: [UIControl.State] = []
        button.configurationUpdateHandler = { button in
            calls.append(button.state)
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Pressed" : "Idle"
            button.configuration = configuration
        }
        button.layoutIfNeeded()
        #expect(calls == [.normal])
        #expect(button.configuration?.title == "Idle")
        button.isHighlighted = true
        #expect(calls.count == 1)
        button.layoutIfNeeded()
        #expect(calls == [.normal, .highlighted])
        #expect(button.titleLabel?.text == "Pressed")
        button.layoutIfNeeded()
        #expect(calls.count == 2)
        button.setNeedsUpdateConfiguration()
        button.updateConfiguration()
        #expect(calls.count == 3)
    }

    @Test func configurationColorsFollowTheStyleAndState() {
        let filled = UIButton(configuration: .filled())
        filled.tintColor = .systemRed
        filled.layoutIfNeeded()
        let shown = { (button: UIButton) in button.configuration!.updated(for: button) }
        #expect(filled.backgroundColor(shown(filled)) == UIColor.systemRed)
        #expect(filled.foregroundColor(shown(filled)) == UIColor.white)
        let plain = UIButton(configuration: .plain())
        #expect(plain.backgroundColor(shown(plain)) == UIColor.clear)
        #expect(plain.foregroundColor(shown(plain)) == UIColor.systemBlue)
        plain.isEnabled = false
        #expect(plain.foregroundColor(shown(plain)) == UIColor.tertiaryLabel)
        let gray = UIButton(configuration: .gray())
        #expect(gray.backgroundColor(shown(gray)) == UIColor.secondarySystemFill)
        gray.isSelected = true
        #expect(gray.backgroundColor(shown(gray)) == UIColor.systemBlue)
        #expect(gray.foregroundColor(shown(gray)) == UIColor.white)
        var custom = UIButton.Configuration.tinted()
        custom.baseForegroundColor = .systemGreen
        let tinted = UIButton(configuration: custom)
        #expect(tinted.foregroundColor(shown(tinted)) == UIColor.systemGreen)
        #expect(UIButton.Configuration.borderedProminent().cornerRadius(height: 34) == 6)
        var capsule = UIButton.Configuration.filled()
        capsule.cornerStyle = .capsule
        #expect(capsule.cornerRadius(height: 34) == 17)
    }

    @Test func changesSelectionAndMenuProperties() {
        let button = UIButton(type: .system)
        #expect(!button.changesSelectionAsPrimaryAction && !button.showsMenuAsPrimaryAction)
        #expect(!button.isContextMenuInteractionEnabled && button.role == .normal)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        #expect(button.isContextMenuInteractionEnabled)
        button.changesSelectionAsPrimaryAction = true
        button.isSelected = true
        button.changesSelectionAsPrimaryAction = false
        #expect(!button.isSelected)
    }

    @Test func buttonsSizeThemselvesInAStackView() {
        let stack = UIStackView(arrangedSubviews: [])
        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        let first = UIButton(type: .system), second = UIButton(configuration: .filled())
        first.setTitle("Cancel", for: .normal)
        second.configuration?.title = "OK"
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(first.frame.size == first.intrinsicContentSize)
        #expect(second.frame.size == second.intrinsicContentSize)
        #expect(second.frame.minX == first.frame.maxX + 8)
        #expect(stack.frame.height == max(first.intrinsicContentSize.height, second.intrinsicContentSize.height))
    }

    @Test func aClassicButtonShowsItsTitleAtOnce() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.titleLabel?.text == "Follow")
        button.isSelected = true
        #expect(button.titleLabel?.text == "Following")
        button.setImage(UIImage(size: CGSize(width: 10, height: 10), color: .red), for: .normal)
        #expect(button.imageView?.image?.size == CGSize(width: 10, height: 10))
        button.tintColor = .systemOrange
        #expect(button.titleLabel?.textColor == UIColor.systemOrange)
    }

    @Test func textAttributesComeFromTheAttributedTitleAndTheTransformer() {
        var configuration = UIButton.Configuration.plain()
        var title = AttributedString("Styled")
        title.font = .boldSystemFont(ofSize: 22)
        configuration.attributedTitle = title
        #expect(configuration.title == "Styled")
        let button = UIButton(configuration: configuration)
        #expect(button.titleStyle(button.configuration!).font == UIFont.boldSystemFont(ofSize: 22))
        let measured = textSize("Styled", .boldSystemFont(ofSize: 22))
        #expect(button.intrinsicContentSize == CGSize(width: measured.width + 24, height: measured.height + 14))
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 11)
            outgoing.foregroundColor = .systemPurple
            return outgoing
        }
        configuration.subtitle = "Small print"
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = .secondaryLabel
            return outgoing
        }
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 11))
        #expect(button.titleLabel?.textColor == UIColor.systemPurple)
        #expect(button.subtitleLabel?.textColor == UIColor.secondaryLabel)
        #expect(button.subtitleLabel?.font == UIFont.preferredFont(forTextStyle: .subheadline))
    }

    @Test func anActivityIndicatorTakesTheImagesPlace() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Load"
        configuration.imagePadding = 4
        let button = UIButton(configuration: configuration)
        let plain = button.intrinsicContentSize
        button.configuration?.showsActivityIndicator = true
        #expect(button.intrinsicContentSize == CGSize(width: plain.width + 24, height: max(plain.height, 34)))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let frame = button.activityIndicatorFrame
        #expect(frame?.size == CGSize(width: 20, height: 20) && frame?.minX == 12 && frame?.midY == button.bounds.midY)
        #expect(button.imageViewIfMade?.isHidden ?? true)
    }
}

