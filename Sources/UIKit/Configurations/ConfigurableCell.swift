import Foundation

/// A cell with configurations (iOS 14) — a collection view's or a table view's: the content and
/// background configurations follow the cell's state — selected, highlighted, editing,
/// expanded — before each layout, through `updateConfiguration(using:)` and the
/// `configurationUpdateHandler`.
@preconcurrency @MainActor
protocol ConfigurableCell: UIView {
    var contentView: UIView { get }
    var contentConfiguration: (any UIContentConfiguration)? { get }
    var backgroundConfiguration: UIBackgroundConfiguration? { get }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    var configurationState: UICellConfigurationState { get }
    var backgroundView: UIView? { get set }
    var selectedBackgroundView: UIView? { get set }
    /// The type of configuration the content view was made from.
    var contentViewConfigurationType: Any.Type? { get set }
    /// The view showing `backgroundConfiguration`.
    var backgroundConfigurationView: BackgroundConfigurationView? { get set }
    /// Whether `updateConfiguration(using:)` must run before the next layout.
    var needsConfigurationUpdate: Bool { get set }
    func updateConfiguration(using state: UICellConfigurationState)
    func setNeedsUpdateConfiguration()
    /// Where the content view goes in the cell's bounds.
    func contentFrame(in bounds: CGRect) -> CGRect
    /// Puts `view` in place of the content view.
    func replaceContentView(with view: UIView)
}

extension ConfigurableCell {
    /// Runs a pending configuration update now.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    /// The content view's preferred size, with the configuration up to date, when a content
    /// configuration is set (self-sizing rows); nil otherwise.
    func configuredSizeThatFits(_ size: CGSize) -> CGSize? {
        guard contentConfiguration != nil else { return nil }
        updateConfigurationIfNeeded()
        let content = contentFrame(in: CGRect(origin: .zero, size: size))
        let fitting = contentView.sizeThatFits(content.size)
        return CGSize(width: size.width, height: fitting.height + size.height - content.height)
    }

    func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            if contentViewConfigurationType != nil {
                contentViewConfigurationType = nil
                replaceContentView(with: UIView(frame: .zero))
            }
            return
        }
        if automaticallyUpdatesContentConfiguration {
            showUpdated(configuration, for: configurationState)
        } else {
            show(configuration)
        }
        setNeedsUpdateConfiguration()
    }

    /// Shows `configuration` updated for `state`. Generic, so that neither the state nor the
    /// updated configuration is boxed as an existential (a configuration update that changes
    /// nothing allocates nothing).
    func showUpdated<Configuration: UIContentConfiguration>(_ configuration: Configuration, for state: UICellConfigurationState) {
        show(configuration.updated(for: state))
    }

    /// Shows `configuration` in the content view, making a new one when the current one was
    /// made for another type of configuration. A list content view takes a list configuration
    /// directly, and skips it when it is the one it shows.
    func show<Configuration: UIContentConfiguration>(_ configuration: Configuration) {
        if contentViewConfigurationType == Configuration.self, let view = contentView as? UIContentView {
            if let list = configuration as? UIListContentConfiguration, let listView = view as? UIListContentView {
                listView.show(list)
            } else {
                view.configuration = configuration
            }
            return
        }
        contentViewConfigurationType = Configuration.self
        replaceContentView(with: configuration.makeContentView())
    }

    func showBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        backgroundView = nil
        selectedBackgroundView = nil
        backgroundColor = nil
        let view = backgroundConfigurationView ?? BackgroundConfigurationView(frame: bounds)
        if backgroundConfigurationView == nil {
            backgroundConfigurationView = view
            insertSubview(view, at: 0)
        }
        view.show(automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration,
                  margins: directionalLayoutMargins)
        setNeedsUpdateConfiguration()
    }

    func layoutBackgroundConfiguration() {
        guard let view = backgroundConfigurationView else { return }
        view.frame = bounds
        view.show(view.configuration, margins: directionalLayoutMargins)
    }
}
