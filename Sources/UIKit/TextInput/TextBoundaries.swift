import Foundation

/// Units of text around UTF-16 offsets: characters (grapheme clusters), words, sentences,
/// paragraphs and the document, searched only within the paragraph at hand so that the cost
/// does not grow with the text. A word is a run of letters, digits, marks and underscores,
/// joined across an apostrophe or a period between letters ("don't", "e.g"); Foundation on
/// Linux has no word enumeration and Pango's needs a layout, so the rule is written here.
enum TextBoundaries {
    /// The offset one character from `offset` in `direction`, kept in the text.
    static func character(from offset: Int, forward: Bool, in text: NSString) -> Int {
        if forward { return offset < text.length ? NSMaxRange(text.rangeOfComposedCharacterSequence(at: offset)) : text.length }
        return offset > 0 ? text.rangeOfComposedCharacterSequence(at: offset - 1).location : 0
    }

    /// An offset moved onto the nearest character boundary at or before it, in the text.
    static func characterBoundary(_ offset: Int, in text: NSString) -> Int {
        let offset = min(max(0, offset), text.length)
        return offset < text.length ? text.rangeOfComposedCharacterSequence(at: offset).location : offset
    }

    /// The paragraph holding `offset`, without its line break.
    static func paragraph(at offset: Int, in text: NSString) -> NSRange {
        let full = text.paragraphRange(for: NSRange(location: min(offset, text.length), length: 0))
        var end = NSMaxRange(full)
        while end > full.location, isLineBreak(text.character(at: end - 1)) { end -= 1 }
        return NSRange(location: full.location, length: end - full.location)
    }

    static func isLineBreak(_ unit: unichar) -> Bool { unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029 }

    /// The words of the paragraph holding `offset`, as UTF-16 ranges of the text.
    static func words(around offset: Int, in text: NSString) -> [NSRange] {
        let paragraph = paragraph(at: offset, in: text)
        let string = text.substring(with: paragraph)
        var words: [NSRange] = [], start: Int?, position = paragraph.location
        var previous: Character?, pendingJoiner: Int?
        for character in string {
            let length = character.utf16.count
            if isWordCharacter(character) {
                if start == nil { start = position }
                pendingJoiner = nil
            } else if start != nil, pendingJoiner == nil, "'’.".contains(character), previous.map(isWordCharacter) == true {
                pendingJoiner = position
            } else if let wordStart = start {
                words.append(NSRange(location: wordStart, length: (pendingJoiner ?? position) - wordStart))
                start = nil
                pendingJoiner = nil
            }
            previous = character
            position += length
        }
        if let wordStart = start { words.append(NSRange(location: wordStart, length: (pendingJoiner ?? position) - wordStart)) }
        return words
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true
    }

    /// The word holding `offset`: the one the character after it belongs to (`forward`) or
    /// the one before it; nil between words.
    static func word(at offset: Int, forward: Bool, in text: NSString) -> NSRange? {
        words(around: offset, in: text).first { forward ? ($0.location <= offset && offset < NSMaxRange($0))
                                                         : ($0.location < offset && offset <= NSMaxRange($0)) }
    }

    /// The end of the word at or after `offset` (forward), or the start of the word at or
    /// before it; past a paragraph's words, the paragraph's edge, then the next paragraph's.
    static func word(from offset: Int, forward: Bool, in text: NSString) -> Int {
        var offset = offset
        while true {
            let words = words(around: offset, in: text), paragraph = paragraph(at: offset, in: text)
            if forward {
                if let word = words.first(where: { NSMaxRange($0) > offset }) { return NSMaxRange(word) }
                if offset < NSMaxRange(paragraph) { return NSMaxRange(paragraph) }
                guard offset < text.length else { return text.length }
                offset = character(from: offset, forward: true, in: text)
                if offset == text.length { return offset }
            } else {
                if let word = words.last(where: { $0.location < offset }) { return word.location }
                if offset > paragraph.location { return paragraph.location }
                guard offset > 0 else { return 0 }
                offset = character(from: offset, forward: false, in: text)
                if offset == 0 { return 0 }
            }
        }
    }

    /// The sentence holding `offset` within its paragraph: up to and including a run of
    /// `.`, `!` or `?` and the spaces after it.
    static func sentence(at offset: Int, in text: NSString) -> NSRange {
        let paragraph = paragraph(at: offset, in: text)
        var start = paragraph.location, position = paragraph.location, afterTerminator = false
        for character in text.substring(with: paragraph) {
            if afterTerminator, !character.isWhitespace, !".!?".contains(character) {
                if offset < position { break }
                start = position
                afterTerminator = false
            }
            if ".!?".contains(character) { afterTerminator = true }
            position += character.utf16.count
            if position > offset, !afterTerminator, position == NSMaxRange(paragraph) { break }
        }
        var end = start
        afterTerminator = false
        for character in text.substring(with: NSRange(location: start, length: NSMaxRange(paragraph) - start)) {
            if afterTerminator, !character.isWhitespace, !".!?".contains(character) { break }
            if ".!?".contains(character) { afterTerminator = true }
            end += character.utf16.count
        }
        return NSRange(location: start, length: end - start)
    }

    /// The range of `granularity` holding `offset` looking in a direction; `line` asks
    /// `lineRange` (a layout's), or is the paragraph without one.
    static func range(of granularity: UITextGranularity, at offset: Int, forward: Bool, in text: NSString,
                      lineRange: ((Int) -> NSRange)? = nil) -> NSRange? {
        switch granularity {
        case .character:
            if forward { return offset < text.length ? text.rangeOfComposedCharacterSequence(at: offset) : nil }
            return offset > 0 ? text.rangeOfComposedCharacterSequence(at: offset - 1) : nil
        case .word: return word(at: offset, forward: forward, in: text)
        case .sentence: return sentence(at: offset, in: text)
        case .paragraph: return paragraph(at: offset, in: text)
        case .line: return lineRange?(offset) ?? paragraph(at: offset, in: text)
        case .document: return NSRange(location: 0, length: text.length)
        }
    }

    /// The next boundary of `granularity` from `offset` in a direction.
    static func boundary(of granularity: UITextGranularity, from offset: Int, forward: Bool, in text: NSString,
                         lineRange: ((Int) -> NSRange)? = nil) -> Int {
        switch granularity {
        case .character: return character(from: offset, forward: forward, in: text)
        case .word: return word(from: offset, forward: forward, in: text)
        case .document: return forward ? text.length : 0
        case .sentence, .paragraph, .line:
            guard let range = range(of: granularity, at: offset, forward: forward, in: text, lineRange: lineRange) else { return offset }
            let edge = forward ? NSMaxRange(range) : range.location
            if edge != offset { return edge }
            // At the edge already: the next unit's.
            let next = character(from: offset, forward: forward, in: text)
            guard next != offset, let following = self.range(of: granularity, at: next, forward: forward, in: text, lineRange: lineRange)
            else { return offset }
            return forward ? NSMaxRange(following) : following.location
        }
    }

    /// Whether `offset` is at a boundary of `granularity` in a direction: the end of a unit
    /// (forward) or its start.
    static func isBoundary(_ offset: Int, of granularity: UITextGranularity, forward: Bool, in text: NSString,
                           lineRange: ((Int) -> NSRange)? = nil) -> Bool {
        switch granularity {
        case .character: return characterBoundary(offset, in: text) == offset
        case .document: return offset == (forward ? text.length : 0)
        default:
            guard let range = range(of: granularity, at: offset, forward: !forward, in: text, lineRange: lineRange) else { return false }
            return (forward ? NSMaxRange(range) : range.location) == offset
        }
    }
}
