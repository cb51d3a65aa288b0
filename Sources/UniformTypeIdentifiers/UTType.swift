import Foundation
import Synchronization

/// A uniform type identifier, as Apple's `UTType` (`import UniformTypeIdentifiers`): a type in
/// the type hierarchy (`public.png` conforms to `public.image`, which conforms to `public.data`
/// and `public.content`), with its file name extensions and MIME types.
///
/// The system's types are the common public ones Apple declares (`SystemTypes`), with their
/// conformances and tags. A file name extension or MIME type no declared type has gives a
/// dynamic type (`isDynamic`, an identifier starting `dyn.`) conforming to the asked supertype,
/// as on Apple's systems; its identifier is not Apple's encoding of the tag. An app's own types
/// (`init(exportedAs:conformingTo:)`, `init(importedAs:conformingTo:)`) are declared by those
/// calls: the Info.plist's type declarations are not read.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String
    /// The declaration of a declared type; nil for a dynamic type or an undeclared one.
    private let declaration: TypeDeclaration?
    /// A dynamic type's tag and the supertype it was asked to conform to.
    private let dynamicTag: (tagClass: UTTagClass, tag: String, supertype: String)?

    private init(identifier: String, declaration: TypeDeclaration?, dynamicTag: (UTTagClass, String, String)? = nil) {
        self.identifier = identifier
        self.declaration = declaration
        self.dynamicTag = dynamicTag.map { (tagClass: $0.0, tag: $0.1, supertype: $0.2) }
    }

    /// The declared type `identifier` (matched without regard to case, as type identifiers
    /// are); nil when no type of that identifier is declared.
    public init?(_ identifier: String) {
        guard let declaration = Self.declaration(identifier) else { return nil }
        self.init(identifier: declaration.identifier, declaration: declaration)
    }

    /// A type the app declares as its own (exported), conforming to `parentType`; the type, even
    /// when no declaration names it.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    /// A type the app uses that another declares (imported), conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    private init(declaring identifier: String, conformingTo parentType: UTType?) {
        if let declared = Self.declaration(identifier) {
            self.init(identifier: declared.identifier, declaration: declared)
            return
        }
        let declaration = TypeDeclaration(identifier, [parentType?.identifier ?? "public.data"], [], [], identifier)
        Self.appDeclarations.withLock { $0[identifier.lowercased()] = declaration }
        self.init(identifier: identifier, declaration: declaration)
    }

    /// The type whose file name extension is `filenameExtension` and that conforms to
    /// `supertype`; a dynamic type when none is declared. Nil for an empty extension or one
    /// with a slash.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type whose MIME type is `mimeType` and that conforms to `supertype`; a dynamic type
    /// when none is declared.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The preferred type with `tag` of `tagClass` that conforms to `supertype` (any type when
    /// nil); a dynamic type when none is declared. Nil for a tag that is not valid.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty, !(tagClass == .filenameExtension && tag.contains("/")) else { return nil }
        if let found = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
            return
        }
        let supertypeIdentifier = supertype?.identifier ?? "public.data"
        let encoded = Data("\(tagClass.rawValue)=\(tag.lowercased()):\(supertypeIdentifier)".utf8).base64EncodedString()
            .replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "+", with: "-")
        self.init(identifier: "dyn." + encoded, declaration: nil, dynamicTag: (tagClass, tag, supertypeIdentifier))
    }

    /// The declared types with `tag` of `tagClass` that conform to `supertype`, preferred first.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let wanted = tag.lowercased()
        return allDeclarations().compactMap { declaration -> UTType? in
            let tags = tagClass == .filenameExtension ? declaration.extensions : tagClass == .mimeType ? declaration.mimeTypes : []
            guard tags.contains(wanted) else { return nil }
            let type = UTType(identifier: declaration.identifier, declaration: declaration)
            return supertype.map(type.conforms(to:)) ?? true ? type : nil
        }
    }

    // MARK: What the type is

    /// Whether the system (or the app) declares the type.
    public var isDeclared: Bool { declaration != nil }
    /// Whether the type was made for a tag no declared type has.
    public var isDynamic: Bool { dynamicTag != nil }
    /// Whether the type is public (its identifier in the `public` domain).
    public var isPublic: Bool { identifier.lowercased().hasPrefix("public.") }

    /// The type's tags: its file name extensions and MIME types, preferred first.
    public var tags: [UTTagClass: [String]] {
        if let dynamicTag { return [dynamicTag.tagClass: [dynamicTag.tag]] }
        var tags: [UTTagClass: [String]] = [:]
        if let extensions = declaration?.extensions, !extensions.isEmpty { tags[.filenameExtension] = extensions }
        if let mimeTypes = declaration?.mimeTypes.filter({ !$0.hasSuffix("/*") }), !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }

    /// The extension files of the type are given (`png`), without the dot.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }
    /// The MIME type of the type's data (`image/png`).
    public var preferredMIMEType: String? { tags[.mimeType]?.first }
    /// What the type is called (`PNG image`), in English.
    public var localizedDescription: String? { declaration?.description }
    /// The type's declared version; none here.
    public var version: Int? { nil }
    /// A page about the type; none here.
    public var referenceURL: URL? { nil }

    /// The types this type conforms to, directly and through them.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = directSupertypes
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += next.directSupertypes
        }
        return found
    }

    private var directSupertypes: [UTType] {
        let identifiers = declaration?.conformsTo ?? dynamicTag.map { [$0.supertype] } ?? []
        return identifiers.compactMap { identifier in Self.declaration(identifier).map { UTType(identifier: $0.identifier, declaration: $0) } }
    }

    /// Whether the type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool {
        self != type && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool {
        self != type && conforms(to: type)
    }

    // MARK: Identity

    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier.lowercased() == rhs.identifier.lowercased()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier.lowercased())
    }

    public var description: String { identifier }
    public var debugDescription: String { "\(identifier) (\(localizedDescription ?? "undeclared"))" }

    /// Encoded as its identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        if let declared = Self.declaration(identifier) {
            self.init(identifier: declared.identifier, declaration: declared)
        } else {
            self.init(identifier: identifier, declaration: nil)
        }
    }

    // MARK: Declarations

    /// The types the app declared (`init(exportedAs:)`, `init(importedAs:)`), by lowercased identifier.
    private static let appDeclarations = Mutex<[String: TypeDeclaration]>([:])

    private static let systemByLowercasedIdentifier: [String: TypeDeclaration] =
        Dictionary(SystemTypes.declarations.map { ($0.identifier.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    private static func declaration(_ identifier: String) -> TypeDeclaration? {
        let key = identifier.lowercased()
        return systemByLowercasedIdentifier[key] ?? appDeclarations.withLock { $0[key] }
    }

    private static func allDeclarations() -> [TypeDeclaration] {
        SystemTypes.declarations + appDeclarations.withLock { Array($0.values) }
    }
}
