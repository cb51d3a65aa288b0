// Issue 31's iOS 17 empty states, as apps write them: a controller overriding the
// content-unavailable members, the empty, loading and search configurations with every
// property apps set, the view made from a configuration. It must compile in Swift 6 and Swift 5
// modes and run without trapping.
import UIKit

@MainActor
final class ContentUnavailableShapeController: UIViewController {
    var items: [String] = []

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        super.updateContentUnavailableConfiguration(using: state)
        if let text = state.searchText, !text.isEmpty {
            contentUnavailableConfiguration = UIContentUnavailableConfiguration.search().updated(for: state)
            return
        }
        guard items.isEmpty else { return contentUnavailableConfiguration = nil }
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "tray")
        configuration.imageProperties.tintColor = .systemGray
        configuration.imageProperties.maximumSize = CGSize(width: 60, height: 60)
        configuration.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44)
        configuration.text = "Nothing Here"
        configuration.textProperties.font = .preferredFont(forTextStyle: .title2)
        configuration.textProperties.color = .label
        configuration.secondaryAttributedText = NSAttributedString(string: "Add an item to begin.")
        configuration.secondaryTextProperties.numberOfLines = 2
        configuration.button = .borderedProminent()
        configuration.button.title = "Add"
        configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.items.append("New") }
        configuration.secondaryButton = .plain()
        configuration.secondaryButton.title = "Import"
        configuration.secondaryButtonProperties.menu = UIMenu(children: [UIAction(title: "Files") { _ in }])
        configuration.alignment = .center
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        configuration.axesPreservingSuperviewLayoutMargins = .horizontal
        configuration.imageToTextPadding = 12
        configuration.textToSecondaryTextPadding = 4
        configuration.textToButtonPadding = 24
        configuration.buttonToSecondaryButtonPadding = 8
        configuration.background = .listGroupedCell()
        configuration.background.backgroundColor = .secondarySystemBackground
        contentUnavailableConfiguration = configuration
    }

    override func setNeedsUpdateContentUnavailableConfiguration() { super.setNeedsUpdateContentUnavailableConfiguration() }
    override var contentUnavailableConfiguration: UIContentConfiguration? {
        get { super.contentUnavailableConfiguration }
        set { super.contentUnavailableConfiguration = newValue }
    }
    override var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { super.contentUnavailableConfigurationState }
}

@MainActor
func contentUnavailableShape() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ContentUnavailableShapeController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
    let view = UIContentUnavailableView(configuration: .search())
    view.configuration = UIContentUnavailableConfiguration.empty()
    let state = UIContentUnavailableConfigurationState(traitCollection: window.traitCollection)
    _ = (view, state.searchText, UIContentUnavailableConfiguration.empty() == .empty())
}
