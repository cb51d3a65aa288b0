import Foundation

/// The system's clipboard as a host gives it (SDL's): the general pasteboard's text goes
/// there, so that text copied here pastes in other programs and the reverse.
@preconcurrency @MainActor
package protocol SystemClipboard: AnyObject {
    var text: String? { get set }
}

/// Items shared between copy and paste, as UIKit's `UIPasteboard`: each item is a dictionary
/// of type identifiers ("public.utf8-plain-text", "public.url", "public.png"…) to values. The
/// general pasteboard's text is the system clipboard's when a host gives one (a window's
/// SDL host does), so copying here pastes in other programs; other values stay in the
/// process. Named pasteboards live as long as the process.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name, as `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// The find pasteboard's (the text last searched for).
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// A key of `setItems(_:options:)`'s options, as `UIPasteboard.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Date` after which the items are removed.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// Whether the items stay on this device (always so on Linux).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Posted when a pasteboard's items change; the object is the pasteboard.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The key of the types added, in `changedNotification`'s user info.
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The key of the types removed, in `changedNotification`'s user info.
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The type identifiers of the values UIKit's convenience properties read and write.
    static let stringType = "public.utf8-plain-text", urlType = "public.url", imageType = "public.png", colorType = "com.apple.uikit.color"

    /// The clipboard a host installs for the general pasteboard's text.
    package static var systemClipboard: SystemClipboard?

    /// What a named pasteboard holds; every instance of a name shares it.
    private final class Contents {
        var items: [[String: Any]] = []
        var changeCount = 0
        /// The system clipboard's text as last written or read, to notice other programs' copies.
        var lastSystemText: String?
    }

    private static var named: [Name: Contents] = [:]
    private static var uniqueNames = 0

    /// The pasteboard of copy and paste, shared by every view (and, for text, every program).
    open class var general: UIPasteboard { generalPasteboard }
    private static let generalPasteboard = pasteboard(named: .general)

    /// The pasteboard called `name`, made when `create` is true; nil when there is none.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard create || UIPasteboard.named[pasteboardName] != nil else { return nil }
        self.init(pasteboardName)
        UIPasteboard.named[pasteboardName] = contents
    }

    /// A new pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        uniqueNames += 1
        return pasteboard(named: Name("com.apple.UIKit.pboard.unique.\(ProcessInfo.processInfo.processIdentifier).\(uniqueNames)"))
    }

    /// Removes the pasteboard called `name`.
    open class func remove(withName pasteboardName: Name) {
        guard named.removeValue(forKey: pasteboardName) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: UIPasteboard(pasteboardName))
    }

    private static func pasteboard(named name: Name) -> UIPasteboard {
        let pasteboard = UIPasteboard(name)
        named[name] = pasteboard.contents
        return pasteboard
    }

    private init(_ name: Name) {
        self.name = name
        contents = UIPasteboard.named[name] ?? Contents()
        super.init()
    }

    /// The pasteboard's name.
    public let name: Name

    /// Pasteboards of the same name are equal: they share their items.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIPasteboard)?.name == name }
    open override var hash: Int { name.hashValue }
    /// Kept for code that sets it; every pasteboard lasts as long as the process.
    @available(*, deprecated, message: "Pasteboards are always persistent")
    open var isPersistent = true

    private let contents: Contents

    /// A count that grows with each change of the items.
    open var changeCount: Int {
        syncWithSystemClipboard()
        return contents.changeCount
    }

    // MARK: Items

    /// The items, each a dictionary of type identifiers to values.
    open var items: [[String: Any]] {
        get {
            syncWithSystemClipboard()
            return contents.items
        }
        set { setItems(newValue) }
    }

    /// Replaces the items (the options are kept by Linux's pasteboard: nothing expires).
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        let before = Set(types)
        contents.items = items
        contents.changeCount += 1
        if name == .general, let clipboard = UIPasteboard.systemClipboard {
            let text = contents.items.lazy.compactMap { $0[UIPasteboard.stringType] as? String }.first ?? ""
            contents.lastSystemText = text
            clipboard.text = text
        }
        let after = Set(contents.items.flatMap(\.keys))
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self, userInfo: [
            UIPasteboard.changedTypesAddedUserInfoKey: Array(after.subtracting(before)),
            UIPasteboard.changedTypesRemovedUserInfoKey: Array(before.subtracting(after)),
        ])
    }

    /// Adds items after the existing ones.
    open func addItems(_ items: [[String: Any]]) { setItems(self.items + items) }

    /// How many items there are.
    open var numberOfItems: Int { items.count }

    /// The types of the first item.
    open var types: [String] { items.first.map { Array($0.keys) } ?? [] }

    /// Whether an item holds one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        items.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
    /// Makes `value` the only item, of `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: value]]) }
    /// The first item's data of `pasteboardType` (text as UTF-8).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: return data
        case let text as String: return Data(text.utf8)
        default: return nil
        }
    }
    /// Makes `data` the only item, of `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: data]]) }

    // MARK: Strings, URLs, images and colors

    /// The first item's text.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// Every item's text; setting makes an item of each.
    open var strings: [String]? {
        get { values(UIPasteboard.stringType) { $0 as? String ?? ($0 as? Data).flatMap { String(data: $0, encoding: .utf8) } } }
        set { setItems((newValue ?? []).map { [UIPasteboard.stringType: $0] }) }
    }
    /// The first item's URL.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    open var urls: [URL]? {
        get { values(UIPasteboard.urlType) { $0 as? URL ?? ($0 as? String).flatMap(URL.init(string:)) } }
        set { setItems((newValue ?? []).map { [UIPasteboard.urlType: $0, UIPasteboard.stringType: $0.absoluteString] }) }
    }
    /// The first item's image.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    open var images: [UIImage]? {
        get { values(UIPasteboard.imageType) { $0 as? UIImage ?? ($0 as? Data).flatMap { UIImage(data: $0) } } }
        set { setItems((newValue ?? []).map { [UIPasteboard.imageType: $0] }) }
    }
    /// The first item's color.
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    open var colors: [UIColor]? {
        get { values(UIPasteboard.colorType) { $0 as? UIColor } }
        set { setItems((newValue ?? []).map { [UIPasteboard.colorType: $0] }) }
    }

    /// Whether an item holds text.
    open var hasStrings: Bool { strings != nil }
    /// Whether an item holds a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether an item holds an image.
    open var hasImages: Bool { images != nil }
    /// Whether an item holds a color.
    open var hasColors: Bool { colors != nil }

    /// The values of `type` in the items, converted; nil when none.
    private func values<Value>(_ type: String, _ convert: (Any) -> Value?) -> [Value]? {
        let values = items.compactMap { $0[type].flatMap(convert) }
        return values.isEmpty ? nil : values
    }

    /// Takes in text another program copied to the system clipboard since the last look.
    private func syncWithSystemClipboard() {
        guard name == .general, let text = UIPasteboard.systemClipboard?.text, text != contents.lastSystemText else { return }
        contents.lastSystemText = text
        contents.items = text.isEmpty ? [] : [[UIPasteboard.stringType: text]]
        contents.changeCount += 1
    }
}
