import Foundation

/// An Xcode string catalog (`Localizable.xcstrings`) as the tables Xcode compiles it into, one
/// `<language>.lproj/<name>.strings` per language, which Foundation's `NSLocalizedString` reads on
/// Linux (it does not read catalogs). A key without a value in the source language is its own
/// value, as Xcode makes it; a plural or device variation keeps its `other` form (reported: a
/// `.stringsdict` does the rest); a value not yet translated is left out of that language's table,
/// which then falls back to the key.
struct StringCatalog {
    /// The tables' texts, by path relative to the catalog's folder (`de.lproj/Localizable.strings`).
    let tables: [String: String]
    /// What a person must see to, each as `what`.
    let findings: [String]

    /// The tables of the catalog named `name` (its file name without `.xcstrings`) in `data`;
    /// nil when it is not a catalog.
    init?(name: String, data: Data) {
        guard let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else { return nil }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        var values: [String: [(key: String, value: String)]] = [:]
        var varied: [String] = []
        for key in strings.keys.sorted() {
            let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            if localizations[source] == nil { values[source, default: []].append((key, key)) }
            for language in localizations.keys.sorted() {
                let localization = localizations[language] as? [String: Any] ?? [:]
                var unit = localization["stringUnit"] as? [String: Any]
                if unit == nil, let variations = localization["variations"] as? [String: Any] {
                    let forms = variations.values.compactMap { $0 as? [String: Any] }.first
                    unit = (forms?["other"] as? [String: Any])?["stringUnit"] as? [String: Any]
                    if !varied.contains(key) { varied.append(key) }
                }
                guard let unit, let value = unit["value"] as? String, unit["state"] as? String != "new" else { continue }
                values[language, default: []].append((key, value))
            }
        }
        tables = Dictionary(uniqueKeysWithValues: values.map { language, entries in
            ("\(language).lproj/\(name).strings", entries.map { "\(Self.quoted($0.key)) = \(Self.quoted($0.value));\n" }.joined())
        })
        findings = varied.isEmpty ? [] : ["plural or device variations of \(varied.joined(separator: ", ")): their 'other' form is kept; "
            + "write a \(name).stringsdict for the others"]
    }

    /// `text` as a `.strings` file's quoted string.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
