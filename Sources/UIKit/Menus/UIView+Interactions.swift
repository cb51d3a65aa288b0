import Foundation

/// An object that adds behaviour to a view it is added to, as UIKit's `UIInteraction`
/// (`UIContextMenuInteraction`): the view calls `willMove(to:)` and `didMove(to:)` around
/// `addInteraction(_:)` and `removeInteraction(_:)`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (nil: before it is removed).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view` (nil: after it was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The work of `interactions`: not the ones UIKit's views add for themselves.
    var addedInteractions: [UIInteraction] {
        get { InteractionStore.interactions(of: self).filter { !($0 is BuiltInInteraction) } }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// The work of `addInteraction(_:)`.
    func attachInteraction(_ interaction: UIInteraction) {
        if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
        let all = InteractionStore.interactions(of: self)
        guard !all.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        InteractionStore.set(all + [interaction], of: self)
        interaction.didMove(to: self)
    }

    /// The work of `removeInteraction(_:)`.
    func detachInteraction(_ interaction: UIInteraction) {
        let all = InteractionStore.interactions(of: self)
        guard all.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        InteractionStore.set(all.filter { $0 !== interaction }, of: self)
        interaction.didMove(to: nil)
    }
}

/// An interaction a view adds for itself: kept with the others, not listed in `interactions`.
protocol BuiltInInteraction: UIInteraction {}

/// The interactions of views, kept beside them (a view's own storage is full): by the view's
/// identity, checked against a weak reference so that a new view at a freed address starts
/// with none; entries of freed views are dropped as others are written.
@MainActor
enum InteractionStore {
    private struct Entry {
        @Unretained var view: UIView?
        var interactions: [UIInteraction]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func interactions(of view: UIView) -> [UIInteraction] {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return [] }
        return entry.interactions
    }

    static func set(_ interactions: [UIInteraction], of view: UIView) {
        entries = entries.filter { $0.value.view != nil }
        entries[ObjectIdentifier(view)] = interactions.isEmpty ? nil : Entry(view: view, interactions: interactions)
    }
}
