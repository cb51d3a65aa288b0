import SwiftSyntax

extension Trivia {
    /// This trivia (what led a token that is removed) followed by `next` (what leads the token
    /// after it), with no spaces left before a line break: removing `@objc` from a line of its
    /// own leaves an empty line, so the lines after it keep their numbers.
    func joined(before next: Trivia) -> Trivia {
        var pieces: [TriviaPiece] = []
        for piece in self.pieces + next.pieces {
            if piece.isNewline, let last = pieces.last, last.isSpaceOrTab {
                pieces.removeLast()
            }
            pieces.append(piece)
        }
        return Trivia(pieces: pieces)
    }

    /// This trivia if it holds a comment, else none: a removed token's trailing comment stays
    /// on its line.
    var commentsOnly: Trivia {
        contains(where: \.isComment) ? self : []
    }

    /// The spaces and tabs at the end of this trivia: the indentation of the line it leads.
    var indentation: String {
        var indentation = ""
        for piece in pieces.reversed() {
            switch piece {
            case .spaces(let count): indentation = String(repeating: " ", count: count) + indentation
            case .tabs(let count): indentation = String(repeating: "\t", count: count) + indentation
            default: return indentation
            }
        }
        return indentation
    }

    /// The spaces and tabs of `indentation`.
    init(indentation: String) {
        self.init(pieces: indentation.map { $0 == "\t" ? .tabs(1) : .spaces(1) })
    }
}

extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}

extension SyntaxProtocol {
    /// The number of line breaks between this node's first and last tokens.
    var lineBreakCount: Int {
        trimmedDescription.reduce(0) { $1.isNewline ? $0 + 1 : $0 }
    }

    /// The indentation of this node's second line (its continuation lines), or nil if it spans
    /// one line.
    var continuationIndentation: String? {
        let text = trimmedDescription
        guard let lineBreak = text.firstIndex(where: \.isNewline) else { return nil }
        return String(text[text.index(after: lineBreak)...].prefix { $0 == " " || $0 == "\t" })
    }
}

extension FunctionCallExprSyntax {
    /// This call (a replacement for `original`) broken over as many lines as `original` took,
    /// so that the lines after it keep their numbers: line breaks go before its arguments
    /// (the later ones first, then the first), then before its `)`, each line indented as
    /// `original`'s continuation lines were.
    func keepingLines(of original: some SyntaxProtocol) -> FunctionCallExprSyntax {
        var missing = original.lineBreakCount - lineBreakCount
        guard missing > 0, let indentation = original.continuationIndentation else { return self }
        let lineBreak = Trivia(pieces: [.newlines(1)]) + Trivia(indentation: indentation)
        var arguments = Array(self.arguments)
        for index in Array(arguments.indices.dropFirst()) + arguments.indices.prefix(1) where missing > 0 {
            guard !arguments[index].leadingTrivia.contains(where: \.isNewline) else { continue }
            arguments[index] = arguments[index].with(\.leadingTrivia, lineBreak)
            if index > 0, let comma = arguments[index - 1].trailingComma {
                arguments[index - 1] = arguments[index - 1].with(\.trailingComma, comma.with(\.trailingTrivia, []))
            }
            missing -= 1
        }
        var call = with(\.arguments, LabeledExprListSyntax(arguments))
        if missing > 0, let rightParen = call.rightParen {
            let breaks = Trivia(pieces: [.newlines(missing)]) + Trivia(indentation: indentation)
            call = call.with(\.rightParen, rightParen.with(\.leadingTrivia, breaks))
        }
        return call
    }
}
