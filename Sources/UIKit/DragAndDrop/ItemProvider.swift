import Foundation

/// Whether a representation an item provider registers is seen by other processes, as
/// Foundation's `NSItemProviderRepresentationVisibility`. Drags here stay inside the app, so
/// every visibility reaches the drop targets.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case teamOnly = 1
    case group = 2
    case ownProcess = 3
}

/// A type whose values an item provider can hand out, as Foundation's `NSItemProviderWriting`
/// (Foundation on Linux has no item providers). Only what in-app drags need: the type
/// identifiers and the data for one of them. `String` and `NSString` conform. Unlike Apple's
/// protocol it does not require `NSObjectProtocol`, so Swift value types can conform.
public protocol NSItemProviderWriting {
    /// The uniform type identifiers the type can provide, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Loads the value's data in the representation `typeIdentifier`; the handler receives it.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress?
}

/// A type an item provider can make values of, as Foundation's `NSItemProviderReading`. Only
/// what in-app drags need; `String` and `NSString` conform. Unlike Apple's protocol it does not
/// require `NSObjectProtocol`.
public protocol NSItemProviderReading {
    /// The uniform type identifiers the type can be made from, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// A value made from `data` in the representation `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// The error an item provider reports when it cannot make the requested class.
package struct ItemProviderLoadError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// Plain UTF-8 text, the representation strings are dragged as.
let utf8PlainText = "public.utf8-plain-text"

extension String: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [utf8PlainText] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [utf8PlainText, "public.plain-text", "public.text"] }

    @discardableResult
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else {
            throw ItemProviderLoadError(description: "the data of type \(typeIdentifier) is not UTF-8 text")
        }
        return string
    }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }
    public static var readableTypeIdentifiersForItemProvider: [String] { String.readableTypeIdentifiersForItemProvider }

    @discardableResult
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress? {
        (self as String).loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let string = try String.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
        guard let made = NSString(string: string) as? Self else {
            throw ItemProviderLoadError(description: "cannot make a \(self) from text")
        }
        return made
    }
}

/// An item provider for conveying data or a file between processes during drag and drop, as
/// Foundation's `NSItemProvider` — here for in-app drags only: it carries registered objects
/// (`init(object:)`, `registerObject(_:visibility:)`), answers `canLoadObject(ofClass:)` from
/// their type identifiers and loads objects of the same type directly, others through their data.
///
/// The objects are in memory, so a load finishes before `loadObject` returns: the completion
/// handler runs at once (Apple runs it later on a background queue; code that hops to the main
/// queue from it works the same). Files register with `init(contentsOf:)` (a photo picker's
/// results are such providers); data and file representations registered by a load handler
/// (`registerDataRepresentation`, `registerFileRepresentation`) are not provided.
open class NSItemProvider: NSObject {
    private var objects: [(object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility)] = []
    /// Registered files and their types (`init(contentsOf:)`; ItemProvider+Files.swift).
    var files: [(typeIdentifier: String, url: URL)] = []

    /// A suggested name for the item (the file name when the drop makes a file).
    open var suggestedName: String?

    /// An empty item provider.
    public override init() {
        super.init()
    }

    /// An item provider that provides `object`.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Registers `object`: the provider can load it and what its type identifiers name.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        objects.append((object, visibility))
    }

    /// The type identifiers of the registered objects and files, in registration order, without
    /// repeats.
    open var registeredTypeIdentifiers: [String] {
        var seen: [String] = []
        let identifiers = objects.flatMap { type(of: $0.object).writableTypeIdentifiersForItemProvider } + files.map(\.typeIdentifier)
        for identifier in identifiers where !seen.contains(identifier) {
            seen.append(identifier)
        }
        return seen
    }

    /// The registered representations' declared types, as Apple's `registeredContentTypes`
    /// (an identifier no type declares is left out).
    open var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.compactMap { UTType($0) }
    }

    /// The registered types that conform to `contentType`, as Apple's
    /// `registeredContentTypes(conformingTo:)`.
    open func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Whether a registered representation's type is `typeIdentifier` or conforms to it
    /// (`public.utf8-plain-text` conforms to `public.text`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        guard let wanted = UTType(typeIdentifier) else { return registeredTypeIdentifiers.contains(typeIdentifier) }
        return registeredTypeIdentifiers.contains { $0 == typeIdentifier || UTType($0)?.conforms(to: wanted) == true }
    }

    /// The registered object that provides `typeIdentifier`.
    func registeredObject(providing typeIdentifier: String) -> (any NSItemProviderWriting)? {
        objects.first { type(of: $0.object).writableTypeIdentifiersForItemProvider.contains(typeIdentifier) }?.object
    }

    /// Whether the provider can load an object of `aClass`: a registered object is of that
    /// type, or provides one of the type identifiers it reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return objects.contains { entry in
            type(of: entry.object) == aClass || type(of: entry.object).writableTypeIdentifiersForItemProvider.contains(where: readable.contains)
        } || readableFile(for: readable) != nil
    }

    /// Loads an object of `aClass`: a registered object of that type as it is, else one made
    /// from the data of the first registered representation the class reads. The handler gets
    /// the object, or nil and an error.
    @discardableResult
    open func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                   completionHandler: @escaping (T?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        defer { progress.completedUnitCount = 1 }
        if let direct = objects.lazy.compactMap({ $0.object as? T }).first {
            completionHandler(direct, nil)
            return progress
        }
        let readable = aClass.readableTypeIdentifiersForItemProvider
        for entry in objects {
            guard let identifier = type(of: entry.object).writableTypeIdentifiersForItemProvider.first(where: readable.contains) else {
                continue
            }
            var loaded: (T?, (any Error)?) = (nil, nil)
            _ = entry.object.loadData(withTypeIdentifier: identifier) { data, error in
                guard let data else { return loaded = (nil, error) }
                do { loaded = (try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil) }
                catch { loaded = (nil, error) }
            }
            completionHandler(loaded.0, loaded.1)
            return progress
        }
        if let file = readableFile(for: readable) {
            do {
                completionHandler(try aClass.object(withItemProviderData: Data(contentsOf: file.url), typeIdentifier: file.typeIdentifier), nil)
            } catch {
                completionHandler(nil, error)
            }
            return progress
        }
        completionHandler(nil, ItemProviderLoadError(description: "Cannot load representation of type \(aClass)"))
        return progress
    }
}
