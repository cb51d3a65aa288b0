import Foundation
@testable import UIKit

/// A compositional layout as plain data, for the differential test: the generator makes one at
/// random, `makeLayout()` builds it with the layout's API, and `PlainCompositionalOracle` lays it
/// out from `spec/compositional-layout.md` alone.
struct CompositionalSpec: CustomStringConvertible {
    enum Dimension: CustomStringConvertible {
        case fractionalWidth(CGFloat), fractionalHeight(CGFloat), absolute(CGFloat)

        var layoutDimension: NSCollectionLayoutDimension {
            switch self {
            case .fractionalWidth(let value): .fractionalWidth(value)
            case .fractionalHeight(let value): .fractionalHeight(value)
            case .absolute(let value): .absolute(value)
            }
        }

        var isFractionalWidth: Bool { if case .fractionalWidth = self { true } else { false } }
        var isFractionalHeight: Bool { if case .fractionalHeight = self { true } else { false } }

        var description: String {
            switch self {
            case .fractionalWidth(let value): "fw(\(value))"
            case .fractionalHeight(let value): "fh(\(value))"
            case .absolute(let value): "abs(\(value))"
            }
        }
    }

    struct Spacing: CustomStringConvertible {
        var value: CGFloat
        var isFlexible: Bool
        var layoutSpacing: NSCollectionLayoutSpacing { isFlexible ? .flexible(value) : .fixed(value) }
        var description: String { "\(isFlexible ? "flex" : "fixed")(\(value))" }
    }

    /// Edge spacing: leading, top, trailing, bottom.
    struct Edges: CustomStringConvertible {
        var leading, top, trailing, bottom: Spacing?
        var layoutEdgeSpacing: NSCollectionLayoutEdgeSpacing {
            NSCollectionLayoutEdgeSpacing(leading: leading?.layoutSpacing, top: top?.layoutSpacing,
                                        trailing: trailing?.layoutSpacing, bottom: bottom?.layoutSpacing)
        }
        var description: String { "edges(l \(leading.map(\.description) ?? "-"), t \(top.map(\.description) ?? "-"), r \(trailing.map(\.description) ?? "-"), b \(bottom.map(\.description) ?? "-"))" }
    }

    /// A badge: an absolute size at a container anchor (edges, fractional offset).
    struct Badge: CustomStringConvertible {
        var size: CGSize
        var edges: NSDirectionalRectEdge
        var fractionalOffset: CGPoint
        var description: String { "badge(\(size.width)x\(size.height) @\(edges.rawValue) \(fractionalOffset))" }
    }

    indirect enum Node: CustomStringConvertible {
        case item(Item)
        case group(Group)

        var description: String {
            switch self {
            case .item(let item): item.description
            case .group(let group): group.description
            }
        }
    }

    struct Item: CustomStringConvertible {
        var width: Dimension
        var height: Dimension
        var contentInsets = NSDirectionalEdgeInsets()
        var edges: Edges?
        var badge: Badge?
        var description: String {
            "item(\(width) × \(height)\(contentInsets == NSDirectionalEdgeInsets() ? "" : " insets \(contentInsets)")\(edges.map { " \($0)" } ?? "")\(badge.map { " \($0)" } ?? ""))"
        }
    }

    struct Group: CustomStringConvertible {
        enum Count { case none, repeating(Int), equallySized(Int) }
        var isHorizontal: Bool
        var width: Dimension
        var height: Dimension
        var subitems: [Node]
        var count: Count = .none
        var spacing: Spacing?
        var contentInsets = NSDirectionalEdgeInsets()
        var edges: Edges?
        /// A custom group's item frames, in fractions of its container's size (nil: not custom).
        var custom: [CGRect]?
        var description: String {
            if let custom {
                return "custom(\(width) × \(height)\(edges.map { " \($0)" } ?? "") \(custom))"
            }
            let countText: String = switch count {
            case .none: ""
            case .repeating(let n): " repeating \(n)"
            case .equallySized(let n): " count \(n)"
            }
            return "\(isHorizontal ? "H" : "V")(\(width) × \(height)\(countText)\(spacing.map { " spacing \($0)" } ?? "")"
                + "\(contentInsets == NSDirectionalEdgeInsets() ? "" : " insets \(contentInsets)")\(edges.map { " \($0)" } ?? "")"
                + " [\(subitems.map(\.description).joined(separator: ", "))])"
        }
    }

    struct Section: CustomStringConvertible {
        var root: Group
        var contentInsets = NSDirectionalEdgeInsets()
        var interGroupSpacing: CGFloat = 0
        /// The header's and footer's extent along the layout's axis (nil: none).
        var header: CGFloat?
        var footer: CGFloat?
        var itemCount: Int
        /// Whether the section scrolls across the layout's axis (`.continuous`).
        var isOrthogonal = false
        /// A background decoration's content insets (nil: no background).
        var background: NSDirectionalEdgeInsets?
        /// Whether the header pins to the visible bounds.
        var pinsHeader = false
        var description: String {
            "section(\(itemCount) items\(isOrthogonal ? " orthogonal" : "")\(background.map { " background \($0)" } ?? "")\(pinsHeader ? " pinned header" : ""), insets \(contentInsets), interGroup \(interGroupSpacing), header \(header.map { "\($0)" } ?? "-"), footer \(footer.map { "\($0)" } ?? "-"): \(root))"
        }
    }

    var isHorizontal: Bool
    var scale: CGFloat
    var size: CGSize
    var sections: [Section]
    /// The layout's own header and footer extents along its axis (nil: none).
    var globalHeader: CGFloat?
    var globalFooter: CGFloat?
    /// Where the content is scrolled to along the layout's axis when the frames are read.
    var scrollOffset: CGFloat = 0

    var description: String {
        "layout(\(isHorizontal ? "horizontal" : "vertical"), \(size.width)x\(size.height) @\(scale)x, global header "
            + "\(globalHeader.map { "\($0)" } ?? "-"), footer \(globalFooter.map { "\($0)" } ?? "-"), scrolled \(scrollOffset))\n" + sections.map { "  \($0)" }.joined(separator: "\n")
    }

    // MARK: Building with the API

    @MainActor func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = isHorizontal ? .horizontal : .vertical
        configuration.boundarySupplementaryItems = [(globalHeader, "global-header", true), (globalFooter, "global-footer", false)]
            .compactMap { extent, kind, leading in
                extent.map { Self.boundary(extent: $0, kind: kind, leading: leading, horizontal: isHorizontal) }
            }
        let sections = self.sections
        let horizontal = isHorizontal
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            Self.makeSection(sections[index], horizontal: horizontal)
        }, configuration: configuration)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        return layout
    }

    @MainActor private static func makeSection(_ spec: Section, horizontal: Bool) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: makeGroup(spec.root))
        section.contentInsets = spec.contentInsets
        section.interGroupSpacing = spec.interGroupSpacing
        section.contentInsetsReference = .none
        if spec.isOrthogonal { section.orthogonalScrollingBehavior = .continuous }
        if let insets = spec.background {
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = insets
            section.decorationItems = [background]
        }
        section.boundarySupplementaryItems = [(spec.header, "header", true), (spec.footer, "footer", false)].compactMap { extent, kind, leading in
            extent.map { boundary(extent: $0, kind: kind, leading: leading, horizontal: horizontal) }
        }
        if spec.pinsHeader { section.boundarySupplementaryItems.first { $0.elementKind == "header" }?.pinToVisibleBounds = true }
        return section
    }

    /// A header (`leading`) or footer across the whole container, `extent` points along the axis.
    @MainActor private static func boundary(extent: CGFloat, kind: String, leading: Bool, horizontal: Bool)
        -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: horizontal ? NSCollectionLayoutSize(widthDimension: .absolute(extent), heightDimension: .fractionalHeight(1))
                : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(extent)),
            elementKind: kind, alignment: horizontal ? (leading ? .leading : .trailing) : (leading ? .top : .bottom))
    }

    @MainActor private static func makeNode(_ node: Node) -> NSCollectionLayoutItem {
        switch node {
        case .item(let spec):
            let badges = spec.badge.map { badge in
                [NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(badge.size.width), heightDimension: .absolute(badge.size.height)),
                    elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: badge.edges, fractionalOffset: badge.fractionalOffset))]
            } ?? []
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: spec.width.layoutDimension,
                                                                               heightDimension: spec.height.layoutDimension),
                                            supplementaryItems: badges)
            item.contentInsets = spec.contentInsets
            item.edgeSpacing = spec.edges?.layoutEdgeSpacing
            return item
        case .group(let spec):
            return makeGroup(spec)
        }
    }

    @MainActor private static func makeGroup(_ spec: Group) -> NSCollectionLayoutGroup {
        let size = NSCollectionLayoutSize(widthDimension: spec.width.layoutDimension, heightDimension: spec.height.layoutDimension)
        if let custom = spec.custom {
            let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
                let container = environment.container.contentSize
                return custom.map { unit in
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: unit.minX * container.width, y: unit.minY * container.height,
                                                                  width: unit.width * container.width, height: unit.height * container.height))
                }
            }
            group.edgeSpacing = spec.edges?.layoutEdgeSpacing
            return group
        }
        let subitems = spec.subitems.map(makeNode)
        let group: NSCollectionLayoutGroup = switch (spec.count, spec.isHorizontal) {
        case (.none, true): .horizontal(layoutSize: size, subitems: subitems)
        case (.none, false): .vertical(layoutSize: size, subitems: subitems)
        case (.repeating(let n), true): .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: n)
        case (.repeating(let n), false): .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: n)
        case (.equallySized(let n), true): .horizontal(layoutSize: size, subitem: subitems[0], count: n)
        case (.equallySized(let n), false): .vertical(layoutSize: size, subitem: subitems[0], count: n)
        }
        group.interItemSpacing = spec.spacing?.layoutSpacing
        group.contentInsets = spec.contentInsets
        group.edgeSpacing = spec.edges?.layoutEdgeSpacing
        return group
    }
}
