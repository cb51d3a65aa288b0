import Foundation

extension UIButton {
    /// What a button shows and how, as UIKit's `UIButton.Configuration` (iOS 15): a value that
    /// starts from one of the styles (`plain()`, `tinted()`, `gray()`, `filled()` and the
    /// bordered ones), is given a title, subtitle and image, and is updated for the button's
    /// state (`updated(for:)`) each time the state changes.
    ///
    /// Metrics that UIKit does not document (content insets, fonts and corner radii per
    /// `buttonSize`) are iOS 17's as measured on an iPhone at the default content size:
    /// a medium button has 7-point vertical and 12-point horizontal insets and a body-style
    /// title (34 points tall with a one-line title here, 34.33 on iOS with San Francisco).
    public struct Configuration: Hashable {
        /// The style the configuration was made from.
        enum Style: Hashable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        /// How the background's corners are rounded, as UIKit's `CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// `background.cornerRadius` as it is.
            case fixed = -1
            /// The system's radius for the button size (the default).
            case dynamic = 0
            case small, medium, large
            /// Half the height: a capsule.
            case capsule
        }

        /// The size of a button's content, as UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable {
            case mini = 0, small, medium, large
        }

        /// How the title and subtitle align with each other, as UIKit's `TitleAlignment`.
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic = 0, leading, center, trailing
        }

        let style: Style
        /// The state the configuration was updated for (`updated(for:)`); nil: normal.
        var appliedState: UIControl.State?

        /// The background: its color (nil: the style's), corner radius, stroke and image.
        public var background: UIBackgroundConfiguration = {
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = nil
            return background
        }()
        /// How `background.cornerRadius` is used (`.dynamic` by default).
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of the content: fonts, insets and corners (`.medium` by default).
        public var buttonSize: Size = .medium {
            didSet {
                if !hasCustomContentInsets {
                    contentInsets = Configuration.defaultInsets(for: buttonSize)
                    hasCustomContentInsets = false
                }
            }
        }
        /// The color of the title, subtitle and a template image; nil: the style's (the tint,
        /// or white on a filled background).
        public var baseForegroundColor: UIColor?
        /// The color of the background; nil: the style's (the tint for filled, a fill gray for
        /// gray).
        public var baseBackgroundColor: UIColor?
        /// The image.
        public var image: UIImage?
        /// Transforms the image's color.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Whether an activity indicator shows in the image's place (iOS 15). It is drawn as
        /// UIKit's medium indicator (eight spokes, 20 points), standing still: the project does
        /// not animate a view's own drawing.
        public var showsActivityIndicator = false
        /// Transforms the activity indicator's color (the foreground color by default).
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration the image is drawn with.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The title; setting it clears `attributedTitle`.
        public var title: String? {
            didSet { if title != oldValue { storedAttributedTitle = nil } }
        }
        private var storedAttributedTitle: AttributedString?
        /// A styled title: its characters, in the font and color of its first run (UIKit's
        /// attributes: `font`, `foregroundColor`) where it sets them. Setting it sets `title` to
        /// its characters.
        public var attributedTitle: AttributedString? {
            get { storedAttributedTitle }
            set {
                title = newValue.map { String($0.characters) }
                storedAttributedTitle = newValue
            }
        }
        /// Changes the title's attributes (`font`, `foregroundColor`) before it is shown.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes before it is shown.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The subtitle, below the title; setting it clears `attributedSubtitle`.
        public var subtitle: String? {
            didSet { if subtitle != oldValue { storedAttributedSubtitle = nil } }
        }
        private var storedAttributedSubtitle: AttributedString?
        /// A styled subtitle (see `attributedTitle`). Setting it sets `subtitle` to its characters.
        public var attributedSubtitle: AttributedString? {
            get { storedAttributedSubtitle }
            set {
                subtitle = newValue.map { String($0.characters) }
                storedAttributedSubtitle = newValue
            }
        }
        /// The insets of the content from the button's edges.
        public var contentInsets: NSDirectionalEdgeInsets {
            didSet { hasCustomContentInsets = true }
        }
        private var hasCustomContentInsets = false
        /// Where the image lies next to the title (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the title (0 by default).
        public var imagePadding: CGFloat = 0
        /// The distance between the title and the subtitle (0 by default).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether the configuration shows the selected state (true by default): a selected
        /// plain, gray or tinted button looks filled.
        public var automaticallyUpdateForSelection = true

        init(style: Style) {
            self.style = style
            contentInsets = Configuration.defaultInsets(for: .medium)
            hasCustomContentInsets = false
        }

        /// A button without a background, in the tint color.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button with a light tinted background and a tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button with a gray background and a tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button filled with the tint, with a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button without a background (the same as `plain()` on iOS).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A button with a gray background (the same as `gray()` on iOS).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A button with a tinted background (the same as `tinted()` on iOS).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A button filled with the tint (the same as `filled()` on iOS).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// Restores the content insets for the button size.
        public mutating func setDefaultContentInsets() {
            contentInsets = Configuration.defaultInsets(for: buttonSize)
            hasCustomContentInsets = false
        }

        /// A copy updated for `button`'s state (highlighted, selected, disabled).
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.appliedState = button.state
            return copy
        }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font for the button size.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .footnote)
            case .small: .preferredFont(forTextStyle: .subheadline)
            case .medium, .large: .preferredFont(forTextStyle: .body)
            }
        }

        /// The subtitle's font for the button size.
        var subtitleFont: UIFont {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .caption2)
            case .small: .preferredFont(forTextStyle: .caption1)
            case .medium, .large: .preferredFont(forTextStyle: .subheadline)
            }
        }

        /// The corner radius the background is drawn with, for a button `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: return 4
                case .small: return 6
                case .medium: return 6
                case .large: return 8
                }
            }
        }

        var isFilledStyle: Bool { style == .filled || style == .borderedProminent }
        var isPlainStyle: Bool { style == .plain || style == .borderless }
        var isTintedStyle: Bool { style == .tinted || style == .borderedTinted }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.appliedState == b.appliedState && a.background == b.background
                && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.image == b.image && a.title == b.title && a.storedAttributedTitle == b.storedAttributedTitle
                && a.subtitle == b.subtitle && a.storedAttributedSubtitle == b.storedAttributedSubtitle && a.contentInsets == b.contentInsets && a.imagePlacement == b.imagePlacement
                && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding && a.titleAlignment == b.titleAlignment
                && a.automaticallyUpdateForSelection == b.automaticallyUpdateForSelection
                && a.showsActivityIndicator == b.showsActivityIndicator
                && a.preferredSymbolConfigurationForImage == b.preferredSymbolConfigurationForImage
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(buttonSize)
        }
    }
}
