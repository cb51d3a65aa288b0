import Foundation

/// Writes a message with a printf-style format to a log, as Apple's `os_log(_:log:type:_:)`.
/// Specifiers may carry Apple's privacy annotations (`%{public}@`, `%{private}d`): private
/// values are written as `<private>`; other dynamic values as they are. `%@` writes the
/// argument's description.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    Logger(log).write(type, OSLogFormat.format(message.description, args))
}

/// Writes an interpolated message to a log, as Apple's `os_log(_:log:_:)` (iOS 14).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).write(type, message.text)
}

/// Apple's printf-style log formats, with privacy annotations.
enum OSLogFormat {
    static func format(_ format: String, _ args: [CVarArg]) -> String {
        var output = "", remaining = args[...]
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                output += "%"
                characters = characters.dropFirst()
                continue
            }
            var privacy = OSLogPrivacy.auto
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                let annotation = characters[characters.index(after: characters.startIndex)..<close]
                if annotation.contains("private") { privacy = .private } else if annotation.contains("public") { privacy = .public }
                characters = characters[characters.index(after: close)...]
            }
            guard let end = characters.firstIndex(where: { "@dDiuUxXoOfFeEgGcsSpaA".contains($0) }) else { break }
            let specifier = "%" + characters[...end]
            characters = characters[characters.index(after: end)...]
            guard let argument = remaining.popFirst() else { continue }
            output += privacy.shown(render(specifier, argument))
        }
        return output + characters
    }

    private static func render(_ specifier: String, _ argument: CVarArg) -> String {
        switch specifier.last {
        case "@": return String(describing: argument)
        case "s":
            if let pointer = argument as? UnsafePointer<CChar> { return String(cString: pointer) }
            return String(describing: argument)
        default: return String(format: specifier, argument)
        }
    }
}
