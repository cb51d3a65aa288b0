/// Overrides in extensions, the plan: which members of extensions move into their class's body, decided over
/// the whole tree. Swift without the Objective-C runtime rejects an `override` declared in an
/// extension ("overriding declarations in extensions is not supported"), and a member declared
/// in an extension that a subclass overrides ("non-@objc … declared in extension cannot be
/// overridden"). Both move to the end of the class's body when the class is declared in the
/// same target of the tree (``Targets``), in any file, once, without a constraint on the
/// extension; otherwise they are reported with what to do instead.
///
/// An `#if` in the extension moves whole when every member in it moves, and is reported
/// otherwise. A `private` member (or one of a `private` extension) moves only within its file.
/// The lines of the report are the iOS source's: the plan reads the declarations before any
/// rule runs, and ``OverrideMover`` moves the members after all the others.
struct MemberMoves: Sendable {
    /// A body item of an extension: the member that moves, or the `#if` that holds it.
    struct Source: Hashable, Sendable {
        let path: String
        let extensionID: DeclarationID
        let item: Int
    }

    /// What becomes of an extension that members leave.
    enum Fate: Sendable {
        /// Other members stay.
        case kept
        /// No member stays; its conformances do (`extension X: P {}`).
        case emptied
        /// No member stays, and it declares nothing else: it goes.
        case removed
    }

    struct Outgoing: Sendable {
        var items: Set<Int> = []
        var fate = Fate.kept
    }

    /// By file, by extension: the items that leave it.
    private(set) var outgoing: [String: [DeclarationID: Outgoing]] = [:]
    /// By file, by class: the items that arrive, in order.
    private(set) var incoming: [String: [DeclarationID: [Source]]] = [:]
    /// By file: the changes and the items for a person.
    private(set) var changes: [String: [Note]] = [:]
    private(set) var findings: [String: [Note]] = [:]

    private struct Located<Declaration: Sendable>: Sendable {
        let path: String
        let declaration: Declaration
        var target: String { Targets.target(of: path) }
    }

    private struct MemberReference: Hashable {
        let path: String
        let extensionIndex: Int
        let memberIndex: Int
    }

    private enum Reason {
        case override
        /// A subclass overrides it: the subclass's name, file and line.
        case overridden(by: String, path: String, line: Int)

        var isOverride: Bool {
            if case .override = self { return true }
            return false
        }
    }

    init(files: [(path: String, declarations: FileDeclarations)]) {
        var classes: [String: [Located<ClassDeclaration>]] = [:]
        /// By target, then by name: what a name means in a target.
        var classesInTarget: [String: [String: [Located<ClassDeclaration>]]] = [:]
        var extensionsInTarget: [String: [String: [(reference: Int, located: Located<ExtensionDeclaration>)]]] = [:]
        var otherTypes: Set<String> = []
        var declarations: [String: FileDeclarations] = [:]
        for (path, file) in files {
            declarations[path] = file
            otherTypes.formUnion(file.otherTypes)
            let target = Targets.target(of: path)
            for declaration in file.classes {
                let located = Located(path: path, declaration: declaration)
                classes[declaration.id.name, default: []].append(located)
                classesInTarget[target, default: [:]][declaration.id.name, default: []].append(located)
            }
            for (index, declaration) in file.extensions.enumerated() {
                extensionsInTarget[target, default: [:]][declaration.id.name, default: []].append((index, Located(path: path, declaration: declaration)))
            }
        }

        func member(_ reference: MemberReference) -> (ExtensionDeclaration, ExtensionMember) {
            let declaration = declarations[reference.path]!.extensions[reference.extensionIndex]
            return (declaration, declaration.members[reference.memberIndex])
        }

        /// The class `name` names, seen from a class nested in `scope` in `target`: one of that
        /// target, else of another (a test target's subclass of an app's class).
        func resolve(_ name: String, scope: [String], target: String) -> Located<ClassDeclaration>? {
            for depth in (0 ... scope.count).reversed() {
                let qualified = (scope.prefix(depth) + [name]).joined(separator: ".")
                if let found = classesInTarget[target]?[qualified]?.first ?? classes[qualified]?.first {
                    return found
                }
            }
            return nil
        }

        // What must move: overrides declared in extensions, and members of extensions that a
        // subclass overrides.
        var reasons: [MemberReference: Reason] = [:]
        var order: [MemberReference] = []
        func add(_ reference: MemberReference, _ reason: Reason) {
            guard reasons[reference] == nil else { return }
            reasons[reference] = reason
            order.append(reference)
        }
        for (path, file) in files {
            for (extensionIndex, declaration) in file.extensions.enumerated() {
                for (memberIndex, member) in declaration.members.enumerated() where member.isOverride && member.key != nil {
                    add(MemberReference(path: path, extensionIndex: extensionIndex, memberIndex: memberIndex), .override)
                }
            }
        }
        for (path, file) in files {
            let target = Targets.target(of: path)
            for subclass in file.classes {
                var overrides = subclass.overrides.map { (key: $0.key, path: path, line: $0.line) }
                for (_, located) in extensionsInTarget[target]?[subclass.id.name] ?? [] {
                    for member in located.declaration.members where member.isOverride {
                        if let key = member.key { overrides.append((key, located.path, member.line)) }
                    }
                }
                for override in overrides {
                    var superclass = subclass.superclass.map { (name: $0, scope: subclass.scope) }
                    var steps = 0
                    while let current = superclass, steps < 64 {
                        steps += 1
                        let resolved = resolve(current.name, scope: current.scope, target: target)
                        if resolved?.declaration.memberKeys.contains(override.key) == true { break }
                        let name = resolved?.declaration.id.name ?? current.name
                        let declared = (extensionsInTarget[resolved?.target ?? target]?[name] ?? []).lazy.compactMap { index, located -> MemberReference? in
                            guard let memberIndex = located.declaration.members.firstIndex(where: {
                                $0.key == override.key && !$0.isOverride
                            }) else { return nil }
                            return MemberReference(path: located.path, extensionIndex: index, memberIndex: memberIndex)
                        }.first
                        if let declared {
                            add(declared, .overridden(by: subclass.id.name, path: override.path, line: override.line))
                            break
                        }
                        superclass = resolved.flatMap { found in found.declaration.superclass.map { ($0, found.declaration.scope) } }
                    }
                }
            }
        }

        // Where each goes, or why it cannot.
        enum Decision {
            case move(to: Located<ClassDeclaration>)
            case report(String)
        }
        func decide(_ reference: MemberReference) -> Decision? {
            let (declaration, member) = member(reference)
            let name = declaration.id.name
            let target = Targets.target(of: reference.path)
            let what = Self.describe(member, reasons[reference]!)
            let instead = Self.instead(reasons[reference]!)
            guard let found = classes[name] else {
                // A struct's or enum's extension cannot override: not the porter's to fix.
                if otherTypes.contains(name) { return nil }
                switch reasons[reference]! {
                case .override:
                    return .report("\(what), in an extension of \(name), a class this tree does not declare: \(instead); "
                        + "override it in a subclass of \(name) instead, and use that subclass")
                case .overridden(let subclass, let path, let line):
                    let place = path == reference.path ? "line \(line)" : "\(path):\(line)"
                    return .report("\(member.key ?? "member"), declared in an extension of \(name) (a class this tree does not declare) and overridden in \(subclass) (\(place)): "
                        + "without the Objective-C runtime a member declared in an extension cannot be overridden; declare it in a subclass of \(name) that \(subclass) inherits from, or make it a protocol requirement")
                }
            }
            let inTarget = classesInTarget[target]?[name] ?? []
            guard let destination = inTarget.first else {
                let other = found[0]
                return .report("\(what), in an extension of \(name), which is declared in another target (\(other.path):\(other.declaration.line)): "
                    + "\(instead); move it into the class body there, or into a subclass in this target")
            }
            guard inTarget.count == 1 else {
                let places = inTarget.map { "\($0.path):\($0.declaration.line)" }.joined(separator: ", ")
                return .report("\(what): \(instead), but \(name) is declared more than once in this target (\(places)); move it into the right one by hand")
            }
            guard !declaration.isConstrained else {
                return .report("\(what), in a constrained extension of \(name): \(instead), which has no constraint; "
                    + "move it there by hand and check what it needs of the constraint")
            }
            if destination.path != reference.path, member.isFilePrivate || declaration.isFilePrivate {
                return .report("\(what) is private to this file: \(instead) (\(destination.path):\(destination.declaration.line)); "
                    + "move it there by hand, making it internal or private there")
            }
            return .move(to: destination)
        }

        var decisions: [MemberReference: Decision] = [:]
        for reference in order {
            decisions[reference] = decide(reference)
        }
        // An `#if` moves whole, when every member in it moves.
        for reference in order {
            let (declaration, member) = member(reference)
            guard member.isInIfConfig, case .move? = decisions[reference] else { continue }
            let siblings = declaration.members.indices.filter { declaration.members[$0].item == member.item }
            let allMove = siblings.allSatisfy { index in
                let sibling = MemberReference(path: reference.path, extensionIndex: reference.extensionIndex, memberIndex: index)
                if case .move? = decisions[sibling] { return true }
                return false
            }
            if !allMove {
                decisions[reference] = .report("\(Self.describe(member, reasons[reference]!)) is inside an #if whose other members stay in the extension: "
                    + "\(Self.instead(reasons[reference]!)); move it there by hand, in an #if of its own")
            }
        }

        // The moves, in the order of the tree; the notes.
        var movedItems: Set<Source> = []
        var importsReported: Set<[String]> = []
        for reference in order {
            guard let decision = decisions[reference] else { continue }
            let (declaration, member) = member(reference)
            let reason = reasons[reference]!
            switch decision {
            case .report(let text):
                findings[reference.path, default: []].append(Note(line: member.line, text: text))
            case .move(let destination):
                let source = Source(path: reference.path, extensionID: declaration.id, item: member.item)
                let sameFile = destination.path == reference.path
                let place = sameFile ? "line \(destination.declaration.closingLine)" : "\(destination.path):\(destination.declaration.closingLine)"
                let why: String
                switch reason {
                case .override:
                    why = "Swift without the Objective-C runtime has no overrides in extensions"
                case .overridden(let subclass, let path, let line):
                    why = "\(subclass) overrides it (\(path == reference.path ? "line \(line)" : "\(path):\(line)")), and without the Objective-C runtime a member declared in an extension cannot be overridden"
                }
                changes[reference.path, default: []].append(Note(
                    line: member.line,
                    text: "moved \(reason.isOverride ? "override " : "")\(member.key ?? "member") to the end of class \(destination.declaration.id.name)'s body (\(place)): \(why)"
                ))
                if !sameFile {
                    changes[destination.path, default: []].append(Note(
                        line: destination.declaration.closingLine,
                        text: "\(Self.describe(member, reason)) moved here from \(reference.path):\(member.line)"
                    ))
                    let file = declarations[reference.path]!
                    let staying = Set(file.extensions.filter { $0.id.name == declaration.id.name }.flatMap { other in
                        other.members.filter { $0.isFilePrivate || other.isFilePrivate }.compactMap { $0.key?.baseName }
                    })
                    let privateNames = member.references.intersection(file.filePrivateNames.union(staying)).sorted()
                    if !privateNames.isEmpty {
                        findings[reference.path, default: []].append(Note(
                            line: member.line,
                            text: "\(Self.describe(member, reason)), moved to \(destination.path), uses \(privateNames.joined(separator: ", ")), private to this file: make \(privateNames.count == 1 ? "it" : "them") internal"
                        ))
                    }
                    let missing = file.imports.filter { !declarations[destination.path]!.imports.contains($0) }
                    if !missing.isEmpty, importsReported.insert([reference.path, destination.path]).inserted {
                        findings[reference.path, default: []].append(Note(
                            line: member.line,
                            text: "this file imports \(missing.joined(separator: ", ")) and \(destination.path) does not: add \(missing.count == 1 ? "that import" : "those imports") there if the members moved there need \(missing.count == 1 ? "it" : "them")"
                        ))
                    }
                }
                if movedItems.insert(source).inserted {
                    outgoing[reference.path, default: [:]][declaration.id, default: Outgoing()].items.insert(member.item)
                    incoming[destination.path, default: [:]][destination.declaration.id, default: []].append(source)
                }
            }
        }

        // In each class, the members of its own file first.
        for (path, classes) in incoming {
            for (id, sources) in classes {
                let own = sources.filter { $0.path == path }
                let others = sources.filter { $0.path != path }
                let paths = Set(others.map(\.path)).sorted()
                incoming[path]![id] = own + paths.flatMap { other in others.filter { $0.path == other } }
            }
        }

        // The extensions left without members.
        for (path, file) in files {
            for declaration in file.extensions {
                guard var leaving = outgoing[path]?[declaration.id], leaving.items.count == declaration.itemCount else { continue }
                leaving.fate = declaration.hasConformances ? .emptied : .removed
                outgoing[path]![declaration.id] = leaving
                changes[path, default: []].append(Note(
                    line: declaration.line,
                    text: declaration.hasConformances
                        ? "extension \(declaration.id.name): its members moved into the class; its conformances stay, with an empty body"
                        : "removed extension \(declaration.id.name): its members moved into the class"
                ))
            }
        }
    }

    /// How the report names a member: `override viewWillAppear(_:)`, `layoutContent()`.
    private static func describe(_ member: ExtensionMember, _ reason: Reason) -> String {
        let key = member.key ?? "member"
        switch reason {
        case .override: return "override \(key)"
        case .overridden(let subclass, _, _): return "\(key) (overridden in \(subclass))"
        }
    }

    /// What Swift without the runtime needs, for the report.
    private static func instead(_ reason: Reason) -> String {
        switch reason {
        case .override: "without the Objective-C runtime an override must be in the class body"
        case .overridden: "without the Objective-C runtime a member that subclasses override must be declared in the class body"
        }
    }
}

extension String {
    /// A member key's name: `viewWillAppear` for `viewWillAppear(_:)`.
    fileprivate var baseName: String {
        String(prefix { $0 != "(" })
    }
}
