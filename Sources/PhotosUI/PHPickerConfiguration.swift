import Foundation
import UIKit

/// What a photo picker offers, as PhotosUI's `PHPickerConfiguration`.
public struct PHPickerConfiguration: Equatable, Sendable {
    /// Which representation of an asset the results' item providers give.
    public enum AssetRepresentationMode: Int, Sendable {
        case automatic = 0
        case current = 1
        case compatible = 2
    }

    /// How selected assets are shown while picking (iOS 15).
    public enum Selection: Int, Sendable {
        case `default` = 0
        case ordered = 1
        case continuous = 2
        case continuousAndOrdered = 3
    }

    /// The kinds of assets offered; nil offers every kind.
    public var filter: PHPickerFilter?
    /// The most assets the user may pick: 1 by default, 0 for no limit.
    public var selectionLimit = 1
    /// The representation the item providers give (kept: the library holds files as they are).
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How selected assets are shown (kept).
    public var selection: Selection = .default
    /// The asset identifiers picked before (kept; the library has no identifiers).
    public var preselectedAssetIdentifiers: [String] = []

    /// A configuration without a photo library: the results carry no asset identifiers.
    public init() {}
}

/// A filter of the kinds of assets a photo picker offers, as PhotosUI's `PHPickerFilter`.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    /// The uniform types the filter lets through; nil lets everything through.
    let types: Set<String>?

    /// Images (Live Photos included, as PhotosUI's).
    public static let images = PHPickerFilter(types: [UTType.image.identifier])
    /// Videos.
    public static let videos = PHPickerFilter(types: [UTType.movie.identifier])
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(types: [UTType.livePhoto.identifier])
    /// Screenshots (images here: the library does not know which are screenshots).
    public static let screenshots = PHPickerFilter.images
    /// Panoramas (images here).
    public static let panoramas = PHPickerFilter.images
    /// Depth-effect photos (images here).
    public static let depthEffectPhotos = PHPickerFilter.images
    /// Bursts (images here).
    public static let bursts = PHPickerFilter.images

    /// Assets of any of `subfilters`.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        guard !subfilters.contains(where: { $0.types == nil }) else { return PHPickerFilter(types: nil) }
        return PHPickerFilter(types: Set(subfilters.flatMap { $0.types ?? [] }))
    }

    /// Assets of all of `subfilters` (the narrowest here: the types they share).
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        let sets = subfilters.compactMap(\.types)
        guard let first = sets.first else { return PHPickerFilter(types: nil) }
        return PHPickerFilter(types: sets.dropFirst().reduce(first) { $0.intersection($1) })
    }

    /// Assets that `filter` does not let through (everything but images is nothing here: the
    /// library holds only images).
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(types: filter.admits(.image) ? [] : [UTType.image.identifier])
    }

    /// Whether assets of `type` pass.
    func admits(_ type: UTType) -> Bool {
        types.map { $0.compactMap(UTType.init).contains { type.conforms(to: $0) } } ?? true
    }
}
