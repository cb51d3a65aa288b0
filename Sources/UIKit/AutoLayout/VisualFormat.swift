import Foundation

extension NSLayoutConstraint {
    /// Creates constraints described by an ASCII-art-like visual format string, as UIKit's:
    /// `H:|-[label]-8-[field(>=100@750)]-|`. A format UIKit cannot parse traps with its
    /// message ("Unable to parse constraint format: …").
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try VisualFormat.constraints(format, options: opts, metrics: metrics ?? [:], views: views)
        } catch {
            raiseException(.invalidArgumentException, error.message)
        }
    }
}

/// A visual format string that cannot be parsed, with UIKit's message.
struct VisualFormatError: Error, Equatable {
    var reason: String
    var format: String
    var position: Int

    /// "Unable to parse constraint format: \n<reason> \n<format> \n   ^"
    var message: String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: position) + "^"
    }
}

/// The parser of the visual format language (Apple's grammar):
/// `(H|V:)? (|connection)? view (connection view)* (connection|)?` where a view is
/// `[name(predicates)]`, a connection `-`, `-predicates-` or nothing, and a predicate
/// `(==|<=|>=)? (number|metric|view) (@priority)?`.
@MainActor
struct VisualFormat {
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: Float = 1000
    }

    enum Connection {
        case none, standard
        case predicates([Predicate])
    }

    let format: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0

    static func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
                            views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var parser = VisualFormat(format: Array(format), metrics: metrics, views: views)
        return try parser.parse(options: options)
    }

    private func error(_ reason: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, format: String(format), position: position ?? index)
    }

    private var current: Character? { index < format.count ? format[index] : nil }

    private mutating func skipSpaces() { while current == " " { index += 1 } }

    private mutating func accept(_ character: Character) -> Bool {
        skipSpaces()
        guard current == character else { return false }
        index += 1
        return true
    }

    private mutating func identifier() -> String? {
        skipSpaces()
        guard let first = current, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" {
            name.append(c)
            index += 1
        }
        return name
    }

    private mutating func number() -> CGFloat? {
        skipSpaces()
        let start = index
        var text = ""
        if current == "-" || current == "+" { text.append(current!); index += 1 }
        while let c = current, c.isNumber || c == "." {
            text.append(c)
            index += 1
        }
        guard let value = Double(text) else { index = start; return nil }
        return CGFloat(value)
    }

    private func metric(_ name: String, at position: Int) throws(VisualFormatError) -> CGFloat {
        guard let value = metrics[name] else { throw error("\(name) is not a key in the metrics dictionary.", at: position) }
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default: throw error("\(name) is not a key in the metrics dictionary.", at: position)
        }
    }

    private mutating func constant() throws(VisualFormatError) -> CGFloat? {
        if let value = number() { return value }
        guard let name = identifier() else { return nil }
        return try metric(name, at: index)
    }

    /// `(==|<=|>=)? (number|metric|view) (@priority)?`; a view only where `allowsView`.
    private mutating func predicate(allowsView: Bool) throws(VisualFormatError) -> Predicate {
        var result = Predicate()
        skipSpaces()
        if index + 1 < format.count, format[index + 1] == "=" {
            switch format[index] {
            case "=": result.relation = .equal; index += 2
            case "<": result.relation = .lessThanOrEqual; index += 2
            case ">": result.relation = .greaterThanOrEqual; index += 2
            default: break
            }
        }
        if let value = number() {
            result.constant = value
        } else if let name = identifier() {
            if allowsView, let view = views[name] as? UIView {
                result.view = view
            } else if metrics[name] != nil {
                result.constant = try metric(name, at: index)
            } else {
                throw error(allowsView ? "\(name) is not a key in the views dictionary." : "\(name) is not a key in the metrics dictionary.")
            }
        } else {
            throw error("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if accept("@") {
            if let value = number() {
                result.priority = Float(value)
            } else if let name = identifier() {
                result.priority = Float(try metric(name, at: index))
            } else {
                throw error("Expected a number or key from the metrics dictionary, but encountered something else")
            }
        }
        return result
    }

    private mutating func predicateList(allowsView: Bool) throws(VisualFormatError) -> [Predicate] {
        var list: [Predicate] = [try predicate(allowsView: allowsView)]
        while accept(",") { list.append(try predicate(allowsView: allowsView)) }
        guard accept(")") else { throw error("Expected ')'") }
        return list
    }

    /// A connection after a view or the superview bar: `-`, `-pred-`, `-(preds)-`, or none.
    private mutating func connection() throws(VisualFormatError) -> Connection {
        guard accept("-") else { return .none }
        skipSpaces()
        if current == "[" || current == "|" { return .standard }
        var predicates: [Predicate]
        if accept("(") {
            predicates = try predicateList(allowsView: false)
        } else {
            let start = index
            guard let value = try constant() else {
                throw error("Expected a number or key from the metrics dictionary, but encountered something else", at: start)
            }
            predicates = [Predicate(constant: value)]
        }
        guard accept("-") else { throw error("Expected '-'") }
        return .predicates(predicates)
    }

    private mutating func view() throws(VisualFormatError) -> (UIView, [Predicate])? {
        guard accept("[") else { return nil }
        guard let name = identifier() else { throw error("Expected a view") }
        guard let view = views[name] as? UIView else { throw error("\(name) is not a key in the views dictionary.") }
        var predicates: [Predicate] = []
        if accept("(") { predicates = try predicateList(allowsView: true) }
        guard accept("]") else { throw error("Expected ']'") }
        return (view, predicates)
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var vertical = false
        if format.count >= 2, format[1] == ":" {
            switch format[0] {
            case "H": vertical = false
            case "V": vertical = true
            default: throw error("Expected 'H' or 'V' before ':'", at: 0)
            }
            index = 2
        }
        let alignment = options.intersection(.alignmentMask)
        let horizontalAlignments: NSLayoutConstraint.FormatOptions = [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX]
        if !vertical && !alignment.isDisjoint(with: horizontalAlignments) {
            throw error("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", at: format.count)
        }
        if vertical && !alignment.isDisjoint(with: [.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllFirstBaseline, .alignAllLastBaseline]) {
            throw error("Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", at: format.count)
        }
        let direction = options.intersection(.directionMask)
        let (leading, trailing): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = vertical ? (.top, .bottom)
            : direction == .directionLeftToRight ? (.left, .right) : direction == .directionRightToLeft ? (.right, .left) : (.leading, .trailing)
        let marginLeading: NSLayoutConstraint.Attribute = vertical ? .topMargin : leading == .left ? .leftMargin : leading == .right ? .rightMargin : .leadingMargin
        let marginTrailing: NSLayoutConstraint.Attribute = vertical ? .bottomMargin : trailing == .right ? .rightMargin : trailing == .left ? .leftMargin : .trailingMargin
        let dimension: NSLayoutConstraint.Attribute = vertical ? .height : .width

        var result: [NSLayoutConstraint] = []
        func make(_ a: AnyObject, _ attributeA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?,
                  _ attributeB: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ priority: Float) {
            let constraint = NSLayoutConstraint(first: AnchorSpec(item: a, attribute: attributeA), relation: relation,
                                              second: b.map { AnchorSpec(item: $0, attribute: attributeB) }, multiplier: 1, constant: constant)
            constraint.priority = UILayoutPriority(priority)
            result.append(constraint)
        }
        /// `second.edge (rel) first.edge + spacing` for each predicate of a connection.
        func connect(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: AnyObject,
                     _ secondAttribute: NSLayoutConstraint.Attribute, _ connection: Connection, standard: CGFloat,
                     standardAttribute: NSLayoutConstraint.Attribute?) {
            switch connection {
            case .none:
                make(second, secondAttribute, .equal, first, firstAttribute, 0, 1000)
            case .standard:
                if let standardAttribute {
                    make(second, secondAttribute, .equal, first, standardAttribute, 0, 1000)
                } else {
                    make(second, secondAttribute, .equal, first, firstAttribute, standard, 1000)
                }
            case .predicates(let predicates):
                for predicate in predicates {
                    make(second, secondAttribute, predicate.relation, first, firstAttribute, predicate.constant, predicate.priority)
                }
            }
        }

        var previous: UIView?
        var leadingBar: (position: Int, connection: Connection)?
        skipSpaces()
        if current == "|" {
            let position = index + 1
            index += 1
            leadingBar = (position, try connection())
        }
        var parsedViews: [UIView] = []
        while true {
            let position = index
            guard let (view, predicates) = try self.view() else {
                if previous == nil { throw error("Expected a view", at: position) }
                break
            }
            for predicate in predicates {
                if let other = predicate.view {
                    make(view, dimension, predicate.relation, other, dimension, 0, predicate.priority)
                } else {
                    make(view, dimension, predicate.relation, nil, .notAnAttribute, predicate.constant, predicate.priority)
                }
            }
            if let bar = leadingBar {
                guard let superview = view.superview else {
                    throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: bar.position)
                }
                connect(superview, leading, view, leading, bar.connection, standard: 20, standardAttribute: marginLeading)
                leadingBar = nil
            }
            parsedViews.append(view)
            previous = view
            let afterView = index
            let next = try connection()
            skipSpaces()
            if current == "|" {
                guard let superview = view.superview else {
                    throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: index + 1)
                }
                index += 1
                if case .standard = next {
                    make(superview, marginTrailing, .equal, view, trailing, 0, 1000)
                } else {
                    connect(view, trailing, superview, trailing, next, standard: 20, standardAttribute: nil)
                }
                break
            }
            if current == "[" {
                guard let (nextView, _) = try peekView() else { break }
                connect(view, trailing, nextView, leading, next, standard: LayoutDescription.systemSpacing, standardAttribute: nil)
                continue
            }
            if case .none = next { index = afterView; break }
            throw error("Expected a view")
        }
        skipSpaces()
        if current != nil { throw error("Expected a view or '|'") }
        // Alignment of every view with the first.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where alignment.contains(option) {
            for (previousView, view) in zip(parsedViews, parsedViews.dropFirst()) {
                make(previousView, attribute, .equal, view, attribute, 0, 1000)
            }
        }
        return result
    }

    /// The view that starts at the current position, without consuming it.
    private mutating func peekView() throws(VisualFormatError) -> (UIView, [Predicate])? {
        let start = index
        defer { index = start }
        return try view()
    }
}
