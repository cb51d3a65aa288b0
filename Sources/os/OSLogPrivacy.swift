/// How a value interpolated into a log message is shown, as Apple's `OSLogPrivacy`. Apple keeps
/// `.private` values out of persisted logs; here, where logs go to swift-log's handler, they
/// are written as `<private>` (or as a hash with `mask: .hash`), and `.auto` values are written
/// as they are (as Xcode's console shows them while debugging).
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let masksWithHash: Bool

    /// How a redacted value is masked, as Apple's `OSLogPrivacy.Mask`.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// A hash of the value stands in for it.
        public static let hash = Mask(hashes: true)
        /// Nothing stands in for the value.
        public static let none = Mask(hashes: false)
    }

    public static let auto = OSLogPrivacy(kind: .auto, masksWithHash: false)
    public static let `public` = OSLogPrivacy(kind: .public, masksWithHash: false)
    public static let `private` = OSLogPrivacy(kind: .private, masksWithHash: false)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, masksWithHash: false)

    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, masksWithHash: mask.hashes) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, masksWithHash: mask.hashes) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, masksWithHash: mask.hashes) }

    /// `text` as the log shows it.
    func shown(_ text: String) -> String {
        switch kind {
        case .auto, .public: return text
        case .private, .sensitive:
            guard masksWithHash else { return "<private>" }
            var hasher = Hasher()
            hasher.combine(text)
            return "<mask.hash: '\(String(UInt64(bitPattern: Int64(hasher.finalize())), radix: 16))'>"
        }
    }
}
