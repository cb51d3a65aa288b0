import Foundation

/// The keys that move focus, as on iPad with a hardware keyboard: Tab and Shift-Tab go to the
/// next and previous focus group (a collection view or a table, or views sharing a focus group
/// identifier, in reading order), the arrow keys move within the group to the nearest item in
/// their direction, and Return or Space chooses the focused item as a tap does.
extension UIFocusSystem {
    /// Handles a key going down if it is a focus key; true when it did (the key goes no further).
    func handleKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.intersection([.command, .control, .alternate]).isEmpty else { return false }
        switch key.keyCode {
        case .keyboardTab: return moveToGroup(forward: !key.modifierFlags.contains(.shift))
        case .keyboardUpArrow: return moveFocus(.up)
        case .keyboardDownArrow: return moveFocus(.down)
        case .keyboardLeftArrow: return moveFocus(.left)
        case .keyboardRightArrow: return moveFocus(.right)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard case .item(let host, let path)? = target else { return false }
            host.chooseFocusedItem(at: path)
            return true
        default: return false
        }
    }

    /// Moves focus to the next (or previous) focus group's preferred item; with nothing focused,
    /// to the first (or last) group's. True when there is a group to go to.
    private func moveToGroup(forward: Bool) -> Bool {
        let groups = focusGroups()
        guard !groups.isEmpty else { return false }
        var index: Int
        if let current = target, let at = groups.firstIndex(where: { $0.contains(current) }) {
            index = forward ? at + 1 : at - 1
        } else {
            index = forward ? 0 : groups.count - 1
        }
        index = (index + groups.count) % groups.count
        if let destination = groups[index].entry(in: self) { move(to: destination, heading: forward ? .next : .previous) }
        return true
    }

    /// Moves focus within its group in `heading`; with nothing focused, into the first group.
    private func moveFocus(_ heading: UIFocusHeading) -> Bool {
        guard let current = target else { return moveToGroup(forward: true) }
        switch current {
        case .item(let host, let path):
            if let next = host.focusCandidate(from: path, heading: heading) { move(to: .item(host, next), heading: heading) }
        case .view(let view):
            guard let group = focusGroups().first(where: { $0.contains(current) }) else { return true }
            if let next = group.nearestView(to: view, heading: heading) { move(to: .view(next), heading: heading) }
        }
        return true
    }

    /// The window's focus groups in reading order (top to bottom, then leading to trailing),
    /// within the frontmost presented view controller's view when one is presented.
    func focusGroups() -> [FocusGroup] {
        var root: UIView = window
        var controller = window.rootViewController
        while let presented = controller?.presentedViewController {
            if presented.isViewLoaded, presented.view.window === window { root = presented.view }
            controller = presented
        }
        var groups: [FocusGroup] = []
        collectGroups(in: root, into: &groups)
        return groups.sorted { a, b in
            let ra = a.frame(in: window), rb = b.frame(in: window)
            return ra.minY != rb.minY ? ra.minY < rb.minY : ra.minX < rb.minX
        }
    }

    private func collectGroups(in view: UIView, into groups: inout [FocusGroup]) {
        guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
        if let host = view as? FocusItemHost {
            if host.preferredFocusIndexPath() != nil { groups.append(.items(host)) }
            return
        }
        if view.canBecomeFocused {
            let identifier = view.effectiveFocusGroupIdentifier
            if let identifier, let index = groups.firstIndex(where: { $0.identifier == identifier }),
               case .views(let id, let members) = groups[index] {
                groups[index] = .views(id, members + [view])
            } else {
                groups.append(.views(identifier, [view]))
            }
        }
        for subview in view.subviews { collectGroups(in: subview, into: &groups) }
    }
}

/// A focus group: a collection view's or a table's items, or focusable views that share an
/// identifier (a view without one is a group of its own).
enum FocusGroup {
    case items(any FocusItemHost)
    case views(String?, [UIView])

    var identifier: String? {
        if case .views(let identifier, _) = self { return identifier }
        return nil
    }

    @MainActor func contains(_ target: UIFocusSystem.Target) -> Bool {
        switch (self, target) {
        case (.items(let group), .item(let host, _)): group === host
        case (.views(_, let members), .view(let view)): members.contains { $0 === view }
        default: false
        }
    }

    @MainActor func frame(in window: UIWindow) -> CGRect {
        switch self {
        case .items(let host): host.convert(host.bounds, to: window)
        case .views(_, let members): members.map { $0.convert($0.bounds, to: window) }.reduce(CGRect.null) { $0.union($1) }
        }
    }

    /// Where focus goes when it enters the group.
    @MainActor func entry(in system: UIFocusSystem) -> UIFocusSystem.Target? {
        switch self {
        case .items(let host): host.preferredFocusIndexPath().map { .item(host, $0) }
        case .views(_, let members): members.first.map { .view($0) }
        }
    }

    /// The member nearest `view` in `heading`, as the arrow keys choose.
    @MainActor func nearestView(to view: UIView, heading: UIFocusHeading) -> UIView? {
        guard case .views(_, let members) = self, let window = view.window else { return nil }
        let from = view.convert(view.bounds, to: window)
        return members.filter { $0 !== view }.compactMap { member in
            heading.score(of: member.convert(member.bounds, to: window), from: from).map { (member, $0) }
        }.min { $0.1 < $1.1 }?.0
    }
}

extension UIView {
    /// The view's focus group identifier, else its nearest ancestor's.
    var effectiveFocusGroupIdentifier: String? {
        var node: UIView? = self
        while let view = node {
            if let identifier = view.focusGroupIdentifier { return identifier }
            node = view.superview
        }
        return nil
    }
}
